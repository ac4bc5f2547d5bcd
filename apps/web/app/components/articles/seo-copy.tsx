import type { SeoContent } from '@carsetu/contracts';

/** A page's SEO copy from the content store, below the page's own content; plain text only. */
export function SeoCopy({ content }: { content: SeoContent | null }) {
  if (!content) return null;
  return (
    <section aria-labelledby="seo-copy-heading" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="seo-copy-heading" className="text-lg font-semibold text-ink">
        {content.heading}
      </h2>
      {content.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-2 max-w-3xl text-sm text-slate-700">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
