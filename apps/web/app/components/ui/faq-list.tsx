import type { Faq } from '@carsetu/contracts';

/** Questions as native disclosures: readable and operable without JavaScript. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <li key={faq.id}>
          <details className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-medium text-ink [&::-webkit-details-marker]:hidden">
              {faq.question}
              <span
                aria-hidden="true"
                className="text-xl leading-none text-slate-400 group-open:rotate-45 transition-transform"
              >
                +
              </span>
            </summary>
            <p className="mt-3 leading-relaxed text-slate-700">{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
