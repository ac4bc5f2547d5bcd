import { formatIndianNumber, type LoanBanner as LoanBannerData } from '@carsetu/contracts';

/** The loans banner (spec §7 loans banner data + redirect link): rate, tenure and the car's EMI. */
export function LoanBanner({ banner, href }: { banner: LoanBannerData; href: string }) {
  return (
    <section
      aria-labelledby="loan-banner-heading"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5"
    >
      <h2 id="loan-banner-heading" className="text-lg font-bold text-ink">
        {banner.headline}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Up to {banner.maxFundingPercent}% of the car’s value
        {banner.emiFromRupees !== null && (
          <>
            {' '}
            · EMI from{' '}
            <span className="font-semibold">₹{formatIndianNumber(banner.emiFromRupees)}</span> a
            month for this car
          </>
        )}
      </p>
      <a href={href} className="mt-3 inline-block font-semibold text-blue-700 underline">
        Check loan eligibility
      </a>
    </section>
  );
}
