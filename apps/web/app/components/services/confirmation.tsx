import type { ReactNode } from 'react';

/** The "we got it" panel after a service request; focusable so screen readers land on it. */
export function Confirmation({
  title,
  reference,
  children,
}: {
  title: string;
  reference: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="confirmation-heading"
      className="rounded-xl border border-green-300 bg-green-50 p-5 sm:p-6"
    >
      <h2 id="confirmation-heading" className="text-xl font-bold text-green-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-green-900">
        Reference <strong>{reference}</strong>
      </p>
      <div className="mt-3 space-y-2 text-ink">{children}</div>
    </section>
  );
}
