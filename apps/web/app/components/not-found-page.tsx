import { Link } from 'react-router';
import { useT } from '../lib/i18n';

/** The site's real 404, shown inside the frame for any route that does not exist. */
export function NotFoundPage() {
  const t = useT();
  return (
    <main
      id="main"
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-6 py-16 text-center"
    >
      <title>{t('Page not found | CarSetu')}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-ink">{t('Page not found')}</h1>
      <p className="mt-3 text-slate-600">
        {t('The page you are looking for does not exist or has moved.')}
      </p>
      <nav aria-label={t('Helpful links')} className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/buy-used-cars/"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('Buy used car')}
        </Link>
        <Link
          to="/sell-used-cars/"
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
        >
          {t('Sell car')}
        </Link>
        <Link
          to="/traffic-challan/"
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
        >
          {t('Pay traffic challan')}
        </Link>
        <Link
          to="/"
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
        >
          {t('Home')}
        </Link>
      </nav>
    </main>
  );
}
