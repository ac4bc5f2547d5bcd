import { useT } from '../lib/i18n';
import { SUPPORT_PHONE } from '../lib/support';

/**
 * Replaces the whole page frame when server rendering fails (spec §8), so it depends on nothing
 * that might have failed: no loader data, no API.
 */
export function ErrorPage({ status = 500 }: { status?: number }) {
  const t = useT();
  return (
    <main
      id="main"
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-6 py-16 text-center"
    >
      <title>{t('Something went wrong | CarSetu')}</title>
      <a href="/" className="mb-8 text-2xl font-extrabold text-brand-700">
        CarSetu
      </a>
      <h1 className="text-2xl font-bold text-ink">{t('Something went wrong')}</h1>
      <p className="mt-3 text-slate-600">
        {t('We could not load this page (error {status}). Please try again in a moment.', {
          status,
        })}
      </p>
      <p className="mt-2 text-slate-600">
        {t('Need help? Call')}{' '}
        <a
          className="font-semibold text-blue-700 underline"
          href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}
        >
          {SUPPORT_PHONE}
        </a>
      </p>
      <a
        href="/"
        className="mt-8 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t('Go to home page')}
      </a>
    </main>
  );
}
