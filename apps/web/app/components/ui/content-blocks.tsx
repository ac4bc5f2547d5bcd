import type { PageContentBlock } from '@carsetu/contracts';

/**
 * Renders the CMS blocks of GET /page/content?type= (all but the hero, which pages lay out
 * themselves). `replace` personalises text, e.g. the city name on sell-city pages.
 */
export function ContentBlocks({
  blocks,
  replace = (text) => text,
}: {
  blocks: PageContentBlock[];
  replace?: (text: string) => string;
}) {
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === 'hero') return null;
        if (block.kind === 'text') {
          return (
            <section key={index} className="mx-auto max-w-3xl">
              <h2 className="text-2xl font-bold text-ink">{replace(block.heading)}</h2>
              {block.paragraphs.map((paragraph, i) => (
                <p key={i} className="mt-3 leading-relaxed text-slate-700">
                  {replace(paragraph)}
                </p>
              ))}
            </section>
          );
        }
        const items = block.kind === 'steps' ? block.steps : block.items;
        return (
          <section key={index}>
            <h2 className="text-2xl font-bold text-ink">{replace(block.heading)}</h2>
            <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {items.map((item, i) => (
                <li
                  key={item.title}
                  className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  {block.kind === 'steps' ? (
                    <span className="mb-3 inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
                      {i + 1}
                    </span>
                  ) : null}
                  <h3 className="font-semibold text-ink">{replace(item.title)}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-slate-600">
                    {replace(item.body)}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}

export function heroOf(blocks: PageContentBlock[]) {
  const hero = blocks.find((block) => block.kind === 'hero');
  return hero?.kind === 'hero' ? hero : null;
}
