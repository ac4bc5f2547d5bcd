import type { ReactNode } from 'react';
import { RegistrationNumberForm } from '../ui';

/**
 * The top of a look-up-by-registration page (RTO details, service history): the page heading,
 * a line on what the check shows, and the registration-number form.
 */
export function RegistrationLookupHero({
  headingId,
  title,
  intro,
  action,
  submitLabel,
  regNo,
  error,
}: {
  headingId: string;
  title: string;
  intro: string;
  action: string;
  submitLabel: string;
  regNo: string;
  error: string | null;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-brand-50 p-5 sm:p-8">
      <h1 id={headingId} className="text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      <div className="mt-5 max-w-2xl">
        <RegistrationNumberForm
          action={action}
          submitLabel={submitLabel}
          defaultValue={regNo}
          error={error}
          headingId={headingId}
        />
      </div>
    </section>
  );
}

/** The result card of a look-up: the number as an eyebrow, the car as its heading, then details. */
export function VehicleResultCard({
  headingId,
  registrationNumber,
  make,
  model,
  children,
}: {
  headingId: string;
  registrationNumber: string;
  make: string;
  model: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-xl border border-slate-200 p-5 sm:p-6"
    >
      <p className="text-sm font-semibold uppercase tracking-wider text-slate-600">
        {registrationNumber}
      </p>
      <h2 id={headingId} className="mt-1 text-xl font-bold text-ink">
        {make} {model}
      </h2>
      {children}
    </section>
  );
}

/** Says plainly that the registry behind a page is a sandbox in this environment. */
export function SandboxNote({ source, what }: { source: string; what: string }) {
  if (source !== 'sandbox') return null;
  return (
    <p className="mt-3 text-xs text-slate-600">
      Sandbox data: {what} is not connected in this environment, so these details are generated for
      the number.
    </p>
  );
}

export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}
