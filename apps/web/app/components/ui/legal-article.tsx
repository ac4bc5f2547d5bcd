import { SUPPORT_HOURS, SUPPORT_PHONE, supportPhoneHref } from '../../lib/support';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** Layout of the legal pages: title, last-updated date, numbered sections, contact line. */
export function LegalArticle({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
      <article>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
        <p className="mt-2 text-sm text-slate-500">Last updated {updated}</p>
        <p className="mt-6 leading-relaxed text-slate-700">{intro}</p>
        {sections.map((section, index) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-bold text-ink">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph, i) => (
              <p key={i} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p className="mt-10 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          Questions about this page? Call{' '}
          <a href={supportPhoneHref()} className="font-semibold text-blue-700 underline">
            {SUPPORT_PHONE}
          </a>{' '}
          ({SUPPORT_HOURS}) or write to our grievance officer at grievance@carsetu.in.
        </p>
      </article>
    </main>
  );
}
