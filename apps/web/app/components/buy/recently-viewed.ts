import { safeRedirectPath } from '@carsetu/contracts';
import { useEffectAfterHydration } from '../../lib/hydrate-later';

/**
 * Recently viewed cars live in the visitor's browser only (decision 0158): the home page's HTML
 * is cached and shared by every anonymous visitor, so this list is added after it loads.
 */
export const RECENTLY_VIEWED_KEY = 'carsetu:recently-viewed';
/** How many cars the list keeps (newest first). */
export const RECENTLY_VIEWED_LIMIT = 8;

export interface RecentCar {
  id: number;
  title: string;
  /** The car page, a path on this site. */
  url: string;
  imageUrl: string;
  pricePaise: number;
  viewedAt: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage blocked (private mode, policy): the list simply stays empty.
  }
}

/** Storage is editable by anyone at the keyboard: keep only well-formed cars with our own links. */
function asRecentCar(value: unknown): RecentCar | null {
  if (!value || typeof value !== 'object') return null;
  const car = value as Record<string, unknown>;
  const url = typeof car.url === 'string' ? safeRedirectPath(car.url) : null;
  const imageUrl =
    typeof car.imageUrl === 'string' &&
    (safeRedirectPath(car.imageUrl) !== null || car.imageUrl.startsWith('https://'))
      ? car.imageUrl
      : null;
  if (
    !Number.isSafeInteger(car.id) ||
    (car.id as number) <= 0 ||
    typeof car.title !== 'string' ||
    !car.title ||
    !url ||
    !imageUrl ||
    !Number.isSafeInteger(car.pricePaise) ||
    typeof car.viewedAt !== 'number'
  ) {
    return null;
  }
  return {
    id: car.id as number,
    title: car.title,
    url,
    imageUrl,
    pricePaise: car.pricePaise as number,
    viewedAt: car.viewedAt,
  };
}

export function readRecentlyViewed(store: Store | null = browserStorage()): RecentCar[] {
  if (!store) return [];
  try {
    const parsed: unknown = JSON.parse(store.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map(asRecentCar)
      .filter((car): car is RecentCar => car !== null)
      .slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

/** Puts the car first (once), keeping at most RECENTLY_VIEWED_LIMIT cars. */
export function recordRecentlyViewed(
  car: Omit<RecentCar, 'viewedAt'>,
  now = Date.now(),
  store: Store | null = browserStorage(),
): RecentCar[] {
  const entry = asRecentCar({ ...car, viewedAt: now });
  if (!store || !entry) return readRecentlyViewed(store);
  const list = [entry, ...readRecentlyViewed(store).filter((old) => old.id !== car.id)].slice(
    0,
    RECENTLY_VIEWED_LIMIT,
  );
  try {
    store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: not worth bothering the visitor about.
  }
  return list;
}

/** For the car page: remembers the car once it is on screen. */
export function useRecordRecentlyViewed(car: Omit<RecentCar, 'viewedAt'>): void {
  const { id, title, url, imageUrl, pricePaise } = car;
  useEffectAfterHydration(() => {
    recordRecentlyViewed({ id, title, url, imageUrl, pricePaise });
  }, [id, title, url, imageUrl, pricePaise]);
}
