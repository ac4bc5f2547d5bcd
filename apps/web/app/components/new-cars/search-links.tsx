import type { NewCarSearchLink } from '@carsetu/contracts';
import { Link } from 'react-router';

const countText = (count: number) => (count === 1 ? '1 model' : `${count} models`);

/** Body-type and budget searches as tiles with their model counts. */
export function SearchLinks({
  heading,
  headingId,
  links,
  currentSlug,
}: {
  heading: string;
  headingId: string;
  links: NewCarSearchLink[];
  currentSlug?: string;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {heading}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
        {links.map((link) => (
          <li key={link.slug}>
            <Link
              to={link.url}
              aria-current={link.slug === currentSlug ? 'page' : undefined}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-500 hover:shadow aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50"
            >
              <span className="font-semibold text-ink">{link.label}</span>
              <span className="text-sm text-slate-600">{countText(link.modelCount)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
