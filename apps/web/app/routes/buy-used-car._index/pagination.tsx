import { Link } from 'react-router';
import { useT } from '../../lib/i18n';

/** Plain links (work without JavaScript; each page has its own URL, so back goes to it). */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  const pages = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((p) => p >= 1 && p <= pageCount)
    .sort((a, b) => a - b);
  const item =
    'inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold';
  return (
    <nav aria-label={t('Pages')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link
          to={hrefFor(page - 1)}
          rel="prev"
          className={`${item} border-slate-300 bg-white text-ink hover:bg-slate-50`}
        >
          {t('Previous')}
        </Link>
      )}
      {pages.map((p, index) => (
        <span key={p} className="contents">
          {index > 0 && p - pages[index - 1]! > 1 && <span aria-hidden="true">…</span>}
          <Link
            to={hrefFor(p)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('Page {number}', { number: p })}
            className={`${item} ${p === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-ink hover:bg-slate-50'}`}
          >
            {p}
          </Link>
        </span>
      ))}
      {page < pageCount && (
        <Link
          to={hrefFor(page + 1)}
          rel="next"
          className={`${item} border-slate-300 bg-white text-ink hover:bg-slate-50`}
        >
          {t('Next')}
        </Link>
      )}
    </nav>
  );
}
