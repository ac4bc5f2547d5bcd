import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, paise } from '@carsetu/contracts';
import { useEffectAfterHydration } from '../../lib/hydrate-later';
import { useT } from '../../lib/i18n';
import { readRecentlyViewed, type RecentCar } from '../buy';

/**
 * "Recently viewed" from this browser's own list. It renders nothing on the server and until the
 * list is read, so the cached home page is the same for every visitor (decision 0158).
 */
export function RecentlyViewedCars() {
  const t = useT();
  const [cars, setCars] = useState<RecentCar[]>([]);
  useEffectAfterHydration(() => setCars(readRecentlyViewed()), []);
  if (cars.length === 0) return null;
  return (
    <section aria-labelledby="home-recently-viewed">
      <h2 id="home-recently-viewed" className="text-2xl font-bold text-ink">
        {t('Recently viewed')}
      </h2>
      <ul className="mt-5 flex snap-x gap-4 overflow-x-auto pb-2">
        {cars.map((car) => (
          <li key={car.id} className="w-56 shrink-0 snap-start">
            <Link
              to={car.url}
              className="block h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:border-brand-600"
            >
              <img
                src={car.imageUrl}
                alt=""
                width={224}
                height={140}
                loading="lazy"
                decoding="async"
                className="aspect-[8/5] w-full bg-slate-100 object-cover"
              />
              <span className="block px-3 pt-2 text-sm font-semibold leading-snug text-ink">
                {car.title}
              </span>
              <span className="block px-3 pb-3 text-sm text-slate-700">
                {formatMoney(paise(car.pricePaise), 'compact')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
