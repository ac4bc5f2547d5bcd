import { formatMoney, paise } from '@carsetu/contracts';
import { HydrateLater } from '../../lib/hydrate-later';
import { ServerHtml } from '../../lib/server-html';
import { Link } from 'react-router';
import { capitalize, formatFuel, formatOwners, translateFact } from '../../components/buy';
import { metaTranslator, useT, type Translate } from '../../lib/i18n';
import { formatKm, listingPurchaseStatus, PURCHASE_STATUS_LABELS } from '@carsetu/contracts';
import { CarGallery, GALLERY_SIZES } from '../../components/buy';
import { ListingCard } from '../../components/buy';
import { MarketPriceLabel } from '../../components/buy';
import { PaperChecks } from '../../components/buy';
import { useRecordRecentlyViewed } from '../../components/buy';
import { buttonClasses, imagePreloads } from '../../components/ui';
import { WishlistHeart } from '../../components/wishlist';
import type { Route } from './+types/route';
import { loadCarDetail } from './car-detail.server';
import { EmiCalculator } from './emi-calculator';
import { LoanBanner } from '../../components/loan';
import { InspectionReport } from './inspection-report';
import { ShareButtons } from './share-button';
import { StickyPriceBar } from './sticky-price-bar';
import { carStructuredData, jsonForScript } from './structured-data';

export const handle = { routeName: 'car-detail', pageType: 'car-details' };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadCarDetail(context, request, params.slug);
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaTranslator(matches);
  if (!data) return [{ title: t('Car not found | CarSetu') }];
  const { car } = data;
  const description = t(
    '{title} for {price} in {city}: {km}, {fuel}, {owners}. Inspection report, EMI and free test drive.',
    {
      title: car.title,
      price: formatMoney(paise(car.pricePaise), 'compact'),
      city: car.city.name,
      km: formatKm(car.kmDriven),
      fuel: translateFact(t, formatFuel(car.fuelType)),
      owners: translateFact(t, formatOwners(car.owners)),
    },
  );
  return [
    { title: t('{title} in {city} | CarSetu', { title: car.title, city: car.city.name }) },
    { name: 'description', content: description },
    { property: 'og:title', content: car.title },
    { property: 'og:image', content: `${data.origin}${car.images[0]?.url ?? car.imageUrl}` },
    // The gallery's first picture is the page's LCP: fetch it with the HTML (decision 0178).
    ...(car.images[0]
      ? imagePreloads({
          src: car.images[0].url,
          variants: car.images[0].variants,
          sizes: GALLERY_SIZES,
        })
      : []),
  ];
};

/**
 * The key specs' labels and values. Built only where the specs part renders: the browser keeps
 * that part's server HTML (decision 0198) and never calls this.
 */
function keySpecs(
  car: Route.ComponentProps['loaderData']['car'],
  t: Translate,
): [string, string][] {
  const fact = (text: string) => translateFact(t, text);
  return [
    [t('Year'), String(car.year)],
    [t('Kilometres'), formatKm(car.kmDriven)],
    [t('Fuel'), fact(formatFuel(car.fuelType))],
    [t('Transmission'), fact(capitalize(car.transmission))],
    [t('Owners'), fact(formatOwners(car.owners))],
    [
      t('Body type'),
      fact(
        car.bodyType === 'suv'
          ? 'SUV'
          : car.bodyType === 'muv'
            ? 'MUV'
            : capitalize(car.bodyType.replace('-', ' ')),
      ),
    ],
    [t('Seats'), String(car.seats)],
    [t('Colour'), fact(capitalize(car.colour))],
    [t('Registration'), car.rtoCode],
    [t('Engine'), car.engineCc ? `${car.engineCc} cc` : t('Electric')],
  ];
}

/** The car page (route car-detail): gallery, specs, inspection, price, EMI, similar cars. */
export default function CarDetailPage({ loaderData }: Route.ComponentProps) {
  const { car, origin } = loaderData;
  const t = useT();
  // The home page's "Recently viewed" reads this browser-side list (decision 0158).
  useRecordRecentlyViewed(car);
  const fact = (text: string) => translateFact(t, text);
  const checkout = `${car.url}checkout`;
  const mainCta = {
    id: 'main-cta',
    href: `${checkout}?step=test-drive`,
    label: t('Book a free test drive'),
  };
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonForScript(carStructuredData(car, origin)) }}
      />
      <nav aria-label={t('Breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/buy-used-cars/" className="hover:underline">
              {t('Used cars')}
            </Link>{' '}
            /
          </li>
          <li>
            <Link to={`/buy-used-car?storeCityId=${car.city.id}`} className="hover:underline">
              {car.city.name}
            </Link>{' '}
            /
          </li>
          <li aria-current="page">
            {car.make.name} {car.model.name}
          </li>
        </ol>
      </nav>
      {/* One column on phones in reading order: pictures, then title, price and booking (so a buyer
          sees them without scrolling past the specs), then the details. On desktop the price and
          booking box is a sticky right column beside everything else. */}
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-8">
        <HydrateLater>
          <section aria-label={t('Pictures')}>
            <CarGallery title={car.title} images={car.images} />
            <Link
              to={`${car.url}photos/`}
              className="mt-2 inline-block text-sm font-semibold text-blue-700 underline"
            >
              {t('See all {count} photos', { count: car.images.length })}
            </Link>
          </section>
        </HydrateLater>
        <HydrateLater>
          <aside
            className="flex flex-col gap-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:self-start"
            aria-label={t('Price and booking')}
          >
            <section className="rounded-2xl border border-slate-200 p-5">
              {car.status === 'reserved' && (
                <p className="mb-2 inline-block rounded-full bg-amber-800 px-3 py-1 text-xs font-bold uppercase text-white">
                  {t(PURCHASE_STATUS_LABELS[listingPurchaseStatus(car.status)])}
                </p>
              )}
              <h1 className="text-xl font-bold text-ink">{car.title}</h1>
              <p className="mt-1 text-sm text-slate-600">
                {formatKm(car.kmDriven)} · {fact(formatFuel(car.fuelType))} · {car.city.name}
              </p>
              <p className="mt-4 text-3xl font-bold text-ink">
                {formatMoney(paise(car.pricePaise), 'compact')}
              </p>
              {car.marketPrice && <MarketPriceLabel price={car.marketPrice} />}
              {car.pricePaise < car.originalPricePaise && (
                <p className="text-sm text-emerald-700">
                  {t('Price dropped from {price}', {
                    price: formatMoney(paise(car.originalPricePaise), 'compact'),
                  })}
                </p>
              )}
              <div className="mt-4 flex flex-wrap items-center gap-2">
                <WishlistHeart
                  listingId={car.id}
                  title={car.title}
                  initial={car.isWishlisted}
                  initialAlert={car.hasPriceAlert}
                  withAlert
                  size="lg"
                />
                <ShareButtons url={`${origin}${car.url}`} title={car.title} />
              </div>
              <div className="mt-5 flex flex-col gap-2">
                <Link id={mainCta.id} to={mainCta.href} className={buttonClasses('primary')}>
                  {mainCta.label}
                </Link>
                {car.status === 'available' || car.isBookedByMe ? (
                  <Link to={`${checkout}?step=reserve`} className={buttonClasses('secondary')}>
                    {car.isBookedByMe ? t('See your reservation') : t('Reserve this car')}
                  </Link>
                ) : (
                  <p className="text-sm text-slate-700">
                    {t(
                      'Another buyer has reserved this car. You can still book a test drive in case it comes back.',
                    )}
                  </p>
                )}
              </div>
              {car.hub && (
                <p className="mt-4 text-sm text-slate-600">
                  {t('Parked at {hub}, {address}', { hub: car.hub.name, address: car.hub.address })}
                </p>
              )}
            </section>
            <EmiCalculator pricePaise={car.pricePaise} />
            {loaderData.loan && (
              <LoanBanner
                banner={loaderData.loan.banner}
                href={loaderData.loan.href}
                pricePaise={car.pricePaise}
              />
            )}
          </aside>
        </HydrateLater>
        {/* Specs, features, paper checks and the report are text and `<details>`: the browser
            keeps their server HTML (decision 0198). */}
        <ServerHtml contentKey={`car:${car.id}:specs`}>
          {() => (
            <section aria-labelledby="specs" className="rounded-2xl border border-slate-200 p-5">
              <h2 id="specs" className="text-lg font-bold text-ink">
                {t('Key specs')}
              </h2>
              <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
                {keySpecs(car, t).map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-sm text-slate-600">{label}</dt>
                    <dd className="font-semibold text-ink">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </ServerHtml>
        <ServerHtml contentKey={`car:${car.id}:features`}>
          {() =>
            car.features.length > 0 && (
              <section
                aria-labelledby="features"
                className="rounded-2xl border border-slate-200 p-5"
              >
                <h2 id="features" className="text-lg font-bold text-ink">
                  {t('Features')}
                </h2>
                <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                  {car.features.map((feature) => (
                    <li key={feature} className="flex items-center gap-2 text-slate-800">
                      <span aria-hidden="true" className="text-emerald-700">
                        ✓
                      </span>{' '}
                      {feature}
                    </li>
                  ))}
                </ul>
              </section>
            )
          }
        </ServerHtml>
        <ServerHtml contentKey={`car:${car.id}:paper-checks`}>
          <PaperChecks checks={car.paperChecks} />
        </ServerHtml>
        <ServerHtml contentKey={`car:${car.id}:inspection`}>
          {car.inspection && <InspectionReport report={car.inspection} />}
        </ServerHtml>
      </div>

      <HydrateLater>
        {car.similar.length > 0 && (
          <section aria-labelledby="similar" className="mt-10">
            <h2 id="similar" className="text-xl font-bold text-ink">
              {t('Similar cars')}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {car.similar.map((similar) => (
                <li key={similar.id}>
                  <ListingCard car={similar} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </HydrateLater>
      <StickyPriceBar title={car.title} pricePaise={car.pricePaise} cta={mainCta} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';
