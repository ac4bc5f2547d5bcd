import type { Locale } from '@carsetu/contracts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DomIdScope, useDomId } from './dom-id';
import { HydrateLater } from './hydrate-later';
import { LocaleProvider, registerCatalog, useT } from './i18n';
import { SliceCacheContext, sliceKey, standInsFor } from './slice-cache';
import { createSliceCache, type ServerSliceCache } from './slice-cache.server';

// Production ids (numbered in render order, dom-id.tsx): the ones a kept slice must repeat. In
// development the page takes React's own ids, which a separate render cannot continue.
vi.hoisted(() => vi.stubEnv('DEV', false));

// Compiled, as `npm run i18n` writes catalogs.
registerCatalog('hi', { 'Price {price}': ['कीमत ', ['price']] });

interface CarProps {
  id: number;
  price: number;
}

function Car({ id, price }: CarProps) {
  const t = useT();
  const id1 = useDomId();
  return (
    <article aria-labelledby={id1}>
      <h3 id={id1}>
        <Link to={`/buy-used-car/car-${id}/`}>Car {id}</Link>
      </h3>
      <p>{t('Price {price}', { price })}</p>
    </article>
  );
}

function KeptCar(props: CarProps) {
  return (
    <HydrateLater cacheKey={() => sliceKey('Car', props)}>
      <Car {...props} />
    </HydrateLater>
  );
}

/** Reads the URL, which a key of its props does not name: never to be kept like this. */
function Here() {
  return <p>{useLocation().search}</p>;
}

function page(
  children: ReactNode,
  {
    cache,
    locale = 'en',
    url = '/buy-used-car',
  }: { cache?: ServerSliceCache; locale?: Locale; url?: string },
) {
  const tree = (
    <MemoryRouter initialEntries={[url]}>
      <DomIdScope>
        <LocaleProvider locale={locale}>
          <p>{'before'}</p>
          {children}
        </LocaleProvider>
      </DomIdScope>
    </MemoryRouter>
  );
  return renderToString(
    cache ? <SliceCacheContext.Provider value={cache}>{tree}</SliceCacheContext.Provider> : tree,
  );
}

/** A link carrying a tracking tag, kept once for every tag (decision 0194). */
function Tagged({ tag }: { tag: string }) {
  return <Link to={`/buy-used-car?ref=${tag}&storeCityId=15`}>Cars in Pune ({tag})</Link>;
}

function KeptTagged({ tag }: { tag: string }) {
  return (
    <HydrateLater
      cacheKey={() => {
        const stood = standInsFor({ ref: tag });
        if (!stood) return sliceKey('Tagged', { tag });
        return {
          key: sliceKey('Tagged', { tag: stood.standIns.ref }),
          slice: <Tagged tag={stood.standIns.ref!} />,
          values: stood.values,
        };
      }}
    >
      <Tagged tag={tag} />
    </HydrateLater>
  );
}

const cars = (prices: number[]) =>
  prices.map((price, index) => <KeptCar key={index} id={index + 1} price={price} />);

describe('slice templates (decision 0194)', () => {
  it('keep one slice for every value stood in for, each page with its own value', () => {
    const cache = createSliceCache({ maxBytes: 1 << 20, verify: true });
    const tags = ['gclid-Abc_1.x', 'two', 'three', 'four'];
    for (const tag of tags) {
      const html = page(<KeptTagged tag={tag} />, { cache });
      expect(html).toBe(page(<KeptTagged tag={tag} />, {}));
      expect(html).toContain(`ref=${tag}&amp;storeCityId=15`);
      expect(html).not.toContain('STANDIN');
    }
    // One key for all four: seen, kept, then reused twice.
    expect(cache.stats).toMatchObject({ misses: 2, hits: 2, kept: 1 });
  });

  it('key by the value itself when it would be written differently in a link and in text', () => {
    expect(standInsFor({ ref: 'a b' })).toBeNull();
    expect(standInsFor({ ref: 'x&y' })).toBeNull();
    expect(standInsFor({ ref: '' })).toBeNull();
    const cache = createSliceCache({ maxBytes: 1 << 20, verify: true });
    for (let round = 0; round < 3; round++) {
      expect(page(<KeptTagged tag="a b" />, { cache })).toBe(page(<KeptTagged tag="a b" />, {}));
    }
    expect(page(<KeptTagged tag="c d" />, { cache })).toContain('ref=c d&amp;');
  });
});

describe('kept slices (decision 0192)', () => {
  it('render a page exactly as rendering every slice in place does, from the third time on', () => {
    const cache = createSliceCache({ maxBytes: 1 << 20 });
    const inPlace = page(cars([100, 200, 300]), {});
    expect(inPlace).toContain('href="/buy-used-car/car-2/"');
    expect(inPlace).toContain('<h3 id="i2-1">');
    const renders = [1, 2, 3, 4].map(() => page(cars([100, 200, 300]), { cache }));
    for (const html of renders) expect(html).toBe(inPlace);
    // Seen on the first page, kept on the second, reused on the third and fourth.
    expect(cache.stats).toMatchObject({ misses: 6, hits: 6, kept: 3 });
  });

  it('hands the document writer the bytes of kept HTML, and nothing for other text', () => {
    const cache = createSliceCache({ maxBytes: 1 << 20 });
    expect(cache.bytesOf('<article>x</article>')).toBeUndefined();
    for (let round = 0; round < 2; round++) page(cars([100, 200]), { cache });
    const html = page(cars([100, 200]), { cache });
    const slices = [...html.matchAll(/<div class="contents">(<article.*?<\/article>)<\/div>/g)];
    expect(slices).toHaveLength(2);
    for (const [, slice] of slices) expect(cache.bytesOf(slice!)?.toString('utf8')).toBe(slice);
    expect(cache.bytesOf('<p>before</p>')).toBeUndefined();
  });

  it('keeps a slice per language, per place in the page and per data', () => {
    const cache = createSliceCache({ maxBytes: 1 << 20 });
    for (let round = 0; round < 2; round++) page(cars([100, 200]), { cache });
    expect(page(cars([100, 200]), { cache, locale: 'hi' })).toBe(
      page(cars([100, 200]), { locale: 'hi' }),
    );
    expect(page(cars([100, 200]), { cache, locale: 'hi' })).toContain('कीमत 100');
    // Car 2 at car 1's place takes car 1's ids; car 1 with a new price shows it.
    expect(page(cars([150, 200]), { cache })).toBe(page(cars([150, 200]), {}));
    expect(page(<KeptCar id={2} price={200} />, { cache })).toBe(
      page(<KeptCar id={2} price={200} />, {}),
    );
  });

  it('fails a page in verify mode when a kept slice depends on something its key leaves out', () => {
    const cache = createSliceCache({ maxBytes: 1 << 20, verify: true });
    const here = (
      <HydrateLater cacheKey={() => 'here'}>
        <Here />
      </HydrateLater>
    );
    page(here, { cache, url: '/x?one' });
    page(here, { cache, url: '/x?one' });
    expect(page(here, { cache, url: '/x?one' })).toContain('?one');
    expect(() => page(here, { cache, url: '/x?two' })).toThrow(/leaves out an input/);
  });

  it('drops the least recently used slices past its memory', () => {
    const cache = createSliceCache({ maxBytes: 2_000 });
    for (let round = 0; round < 2; round++) page(cars([1, 2, 3, 4, 5, 6, 7, 8]), { cache });
    expect(cache.stats.bytes).toBeLessThanOrEqual(2_000);
    expect(cache.stats.kept).toBeLessThan(8);
    expect(page(cars([1, 2, 3, 4, 5, 6, 7, 8]), { cache })).toBe(
      page(cars([1, 2, 3, 4, 5, 6, 7, 8]), {}),
    );
  });

  it('keys only plain data', () => {
    expect(sliceKey('Car', { id: 1, price: 2 })).toBe('Car\u0000id=1\u0000price=2');
    expect(() => sliceKey('Search', { onSearch: () => {} })).toThrow(/function prop/);
    expect(() => sliceKey('List', { items: [{ title: 'a', render: () => null }] })).toThrow(
      /function prop/,
    );
    expect(sliceKey('Card', { price: 450000, tags: ['a'], at: null })).toBe(
      'Card\u0000price=450000\u0000tags=["a"]\u0000at=null',
    );
  });

  it("makes a frozen prop's JSON once, and a key that still names its data", () => {
    const car = Object.freeze({ id: 7, price: 100 });
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const first = sliceKey('Card', { car, wishlisted: false });
      const calls = stringify.mock.calls.length;
      expect(sliceKey('Card', { car, wishlisted: false })).toBe(first);
      // Only the unfrozen prop is stringified again.
      expect(stringify.mock.calls.length - calls).toBe(1);
      expect(
        sliceKey('Card', { car: Object.freeze({ id: 7, price: 90 }), wishlisted: false }),
      ).not.toBe(first);
      expect(() => sliceKey('Card', { car: Object.freeze({ onTap: () => {} }) })).toThrow(
        /function prop/,
      );
    } finally {
      stringify.mockRestore();
    }
  });
});
