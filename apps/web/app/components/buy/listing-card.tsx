import { formatMoney, paise, rupees, toPaise } from '@carsetu/contracts';
import { formatKm, listingPurchaseStatus, PURCHASE_STATUS_LABELS } from '@carsetu/contracts';
import { Link } from 'react-router';
import { HydrateLater } from '../../lib/hydrate-later';
import { sliceKey } from '../../lib/slice-cache';
import { useT } from '../../lib/i18n';
import { ResponsiveImage } from '../ui';
import { WishlistHeart } from '../wishlist';
import type { ListingCardView } from './card-view';
import { CleanPapersBadge } from './clean-papers-badge';
import { MarketPriceLabel } from './market-price-label';
import { formatFuel, formatOwners } from './format';
import { translateFact } from './texts';

/**
 * One car in a grid: picture, title, key facts, price, EMI, heart, a Reserved badge, the
 * clean-papers badge and the market-price label.
 */
export function ListingCard(props: ListingCardProps) {
  // Each card hydrates in a task of its own (decision 0184): a page of 20 cards in one task kept
  // a phone from responding for a quarter of a second.
  // Kept on the server by its data (decision 0192), but not the page's first picture: its
  // preload is hoisted into <head>, which a slice rendered on its own cannot do.
  return (
    <HydrateLater cacheKey={props.imagePriority ? undefined : () => sliceKey('ListingCard', props)}>
      <CardContent {...props} />
    </HydrateLater>
  );
}

interface ListingCardProps {
  car: ListingCardView;
  isWishlisted?: boolean;
  headingLevel?: 2 | 3;
  /** The first card of a listing: its picture is the page's LCP, fetched first, not lazily. */
  imagePriority?: boolean;
}

function CardContent({
  car,
  isWishlisted = false,
  headingLevel = 3,
  imagePriority = false,
}: ListingCardProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const dropped = car.pricePaise < car.originalPricePaise;
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        <ResponsiveImage
          src={car.imageUrl}
          alt={`${car.title}, ${car.colour}`}
          width={640}
          height={400}
          priority={imagePriority}
          className="aspect-[8/5] w-full bg-slate-100 object-cover"
        />
        {car.status === 'reserved' && (
          <span className="absolute left-3 top-3 rounded-full bg-amber-800 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
            {t(PURCHASE_STATUS_LABELS[listingPurchaseStatus(car.status)])}
          </span>
        )}
        {car.cleanPapers && <CleanPapersBadge className="absolute bottom-3 left-3" />}
        <span className="absolute right-3 top-3 z-10">
          <WishlistHeart listingId={car.id} title={car.title} initial={isWishlisted} />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="font-semibold leading-snug text-ink">
          <Link
            to={car.url}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none"
          >
            {car.title}
          </Link>
        </Heading>
        <ul
          className="flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-600"
          aria-label={t('Key facts')}
        >
          <li>{formatKm(car.kmDriven)}</li>
          <li aria-hidden="true">·</li>
          <li>{translateFact(t, formatFuel(car.fuelType))}</li>
          <li aria-hidden="true">·</li>
          <li>{car.transmission === 'automatic' ? t('Automatic') : t('Manual')}</li>
          <li aria-hidden="true">·</li>
          <li>{translateFact(t, formatOwners(car.owners))}</li>
        </ul>
        <p className="text-sm text-slate-600">{`${car.city.name} · ${car.rtoCode}`}</p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-2">
          <p>
            <span className="whitespace-nowrap text-xl font-bold text-ink">
              {formatMoney(paise(car.pricePaise), 'compact')}
            </span>
            {dropped && (
              <span className="ml-2 whitespace-nowrap text-sm text-slate-500 line-through">
                {formatMoney(paise(car.originalPricePaise), 'compact')}
              </span>
            )}
          </p>
          <p className="whitespace-nowrap text-sm text-slate-600">
            {t('EMI from {amount}/month', {
              amount: formatMoney(toPaise(rupees(car.emiPerMonthRupees)), 'rounded'),
            })}
          </p>
        </div>
        {car.marketPrice && <MarketPriceLabel price={car.marketPrice} />}
      </div>
    </article>
  );
}
