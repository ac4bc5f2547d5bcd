import type { Testimonial } from '@carsetu/contracts';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="text-amber-600">
      <span className="sr-only">Rated {rating} out of 5</span>
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        {'☆'.repeat(5 - rating)}
      </span>
    </p>
  );
}

export function TestimonialCards({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {testimonials.map((item) => (
        <li
          key={item.id}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <Stars rating={item.rating} />
          <h3 className="mt-2 font-semibold text-ink">{item.title}</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">“{item.body}”</p>
          <p className="mt-4 text-sm font-medium text-slate-800">
            {item.customerName}, <span className="text-slate-500">{item.cityName}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
