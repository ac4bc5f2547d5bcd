import { describe, expect, it } from 'vitest';
import {
  readRecentlyViewed,
  recordRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_LIMIT,
} from './recently-viewed';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const car = (id: number) => ({
  id,
  title: `Car ${id}`,
  url: `/buy-used-car/car-${id}/`,
  imageUrl: `/api/vehicle/v1/car-images/sedan/white/side.svg`,
  pricePaise: 5_45_000_00,
});

describe('recently viewed store', () => {
  it('puts the latest car first and keeps each car once', () => {
    const store = memoryStore();
    recordRecentlyViewed(car(1), 1, store);
    recordRecentlyViewed(car(2), 2, store);
    recordRecentlyViewed(car(1), 3, store);
    expect(readRecentlyViewed(store).map((entry) => [entry.id, entry.viewedAt])).toEqual([
      [1, 3],
      [2, 2],
    ]);
  });

  it(`keeps only the last ${RECENTLY_VIEWED_LIMIT} cars`, () => {
    const store = memoryStore();
    for (let id = 1; id <= RECENTLY_VIEWED_LIMIT + 3; id += 1)
      recordRecentlyViewed(car(id), id, store);
    const ids = readRecentlyViewed(store).map((entry) => entry.id);
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids[0]).toBe(RECENTLY_VIEWED_LIMIT + 3);
    expect(ids).not.toContain(1);
  });

  it('ignores broken or hostile entries someone put in storage', () => {
    const store = memoryStore({
      [RECENTLY_VIEWED_KEY]: JSON.stringify([
        { ...car(1), viewedAt: 1, url: 'javascript:alert(1)' },
        { ...car(2), viewedAt: 1, url: 'https://evil.example/' },
        { ...car(3), viewedAt: 1, id: 'x' },
        { ...car(4), viewedAt: 1 },
        'nonsense',
      ]),
    });
    expect(readRecentlyViewed(store).map((entry) => entry.id)).toEqual([4]);
    expect(readRecentlyViewed(memoryStore({ [RECENTLY_VIEWED_KEY]: '{not json' }))).toEqual([]);
  });

  it('is empty when storage is unavailable', () => {
    expect(readRecentlyViewed(null)).toEqual([]);
    expect(recordRecentlyViewed(car(1), 1, null)).toEqual([]);
  });
});
