import { formatMoney, rupees, toPaise } from '@carsetu/contracts';
import { EMI_DEFAULTS, type LoanBanner as LoanBannerData } from '@carsetu/contracts';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useT } from '../../lib/i18n';

// Both popups load only when opened, so they stay out of the car page's first-load JavaScript.
const TenurePopup = lazy(() => import('./tenure-popup'));
const ConsumerFinancePopup = lazy(() => import('./consumer-finance-popup'));

/**
 * The loans banner (spec §7 loans banner data + redirect link): rate, tenure and the car's EMI,
 * with the tenure popup and the consumer-finance popup. Without JavaScript the link goes straight
 * to the eligibility form.
 */
export function LoanBanner({
  banner,
  href,
  pricePaise,
}: {
  banner: LoanBannerData;
  href: string;
  pricePaise: number;
}) {
  const t = useT();
  const [popup, setPopup] = useState<'tenure' | 'finance' | null>(null);
  const loanRupees = Math.round((pricePaise / 100) * EMI_DEFAULTS.loanShareOfPrice);
  const openFinance = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setPopup('finance');
  };
  return (
    <section
      aria-labelledby="loan-banner-heading"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5"
    >
      <h2 id="loan-banner-heading" className="text-lg font-bold text-ink">
        {banner.headline}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('Up to {percent}% of the car’s value', { percent: banner.maxFundingPercent })}
        {banner.emiFromRupees !== null && (
          <>
            {' '}
            · {t('EMI from')}{' '}
            <span className="font-semibold">
              {formatMoney(toPaise(rupees(banner.emiFromRupees)), 'rounded')}
            </span>{' '}
            {t('a month for this car')}
          </>
        )}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <a href={href} onClick={openFinance} className="font-semibold text-blue-700 underline">
          {t('Check loan eligibility')}
        </a>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setPopup('tenure')}
          className="font-semibold text-blue-700 underline"
        >
          {t('EMI by tenure')}
        </button>
      </div>
      <Suspense fallback={null}>
        {popup === 'tenure' && (
          <TenurePopup
            open
            onClose={() => setPopup(null)}
            loanRupees={loanRupees}
            ratePercent={banner.rateFromPercent}
          />
        )}
        {popup === 'finance' && (
          <ConsumerFinancePopup
            open
            onClose={() => setPopup(null)}
            headline={banner.headline}
            href={href}
          />
        )}
      </Suspense>
    </section>
  );
}
