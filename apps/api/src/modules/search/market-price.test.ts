import type { ListingCard, ListingDetail, ListingSearchResponse } from '@carsetu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createCatalog,
  createCity,
  createListing,
  createModel,
} from '../inventory/inventory.fixtures';
import { sql } from '@carsetu/db';
import { queryRows, toNumber } from '../../lib/sql-rows';
import {
  MARKET_PRICE_THRESHOLDS,
  MARKET_YEAR_BAND,
  SIMILAR_CARS_MEDIAN,
  marketPriceLabel,
  MIN_SIMILAR_CARS,
  similarCarsCondition,
  similarCarsFromBand,
} from './market-price';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const carPage = async (id: number): Promise<ListingDetail> => {
  const response = await t.app.inject({ url: `/api/consumer/inventory/v1/listings/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('market-price label thresholds', () => {
  it('labels price ÷ median: great ≤ 0.92 < good ≤ 0.97 < fair ≤ 1.05 < high', () => {
    expect(MARKET_PRICE_THRESHOLDS.map(([label]) => label)).toEqual(['great', 'good', 'fair']);
    expect(marketPriceLabel(92_000, 100_000)).toBe('great');
    expect(marketPriceLabel(92_001, 100_000)).toBe('good');
    expect(marketPriceLabel(97_000, 100_000)).toBe('good');
    expect(marketPriceLabel(97_001, 100_000)).toBe('fair');
    expect(marketPriceLabel(105_000, 100_000)).toBe('fair');
    expect(marketPriceLabel(105_001, 100_000)).toBe('high');
  });
});

describe('market price of a car against the median of the same model, year band and city', () => {
  it('takes the median of the other unsold cars of the model in the city within ±1 year', async () => {
    const db = t.app.db;
    const catalog = await createCatalog(db);
    const car = await createListing(db, catalog, { year: 2020, pricePaise: 4_50_000_00 });
    // Similar: 2019–2021, same model and city, unsold (reserved counts: it is still on the market).
    for (const [year, price] of [
      [2019, 4_80_000_00],
      [2020, 5_00_000_00],
      [2021, 5_20_000_00],
    ] as const)
      await createListing(db, catalog, { year, pricePaise: price });
    await createListing(db, catalog, { year: 2020, pricePaise: 5_10_000_00, status: 'reserved' });
    // Not similar: sold, outside the year band, another city.
    await createListing(db, catalog, { year: 2020, pricePaise: 1_00_000_00, status: 'sold' });
    await createListing(db, catalog, { year: 2017, pricePaise: 1_00_000_00 });
    const otherCity = await createCity(db, { stateCode: catalog.stateCode });
    await createListing(db, { ...catalog, cityId: otherCity }, { pricePaise: 1_00_000_00 });

    const page = await carPage(car.id);
    expect(page.marketPrice).toEqual({
      label: 'great', // 4.5 lakh ÷ 5.05 lakh = 0.89
      medianPaise: 5_05_000_00,
      similarCount: 4,
      cityName: page.city.name,
      yearFrom: 2019,
      yearTo: 2021,
    });

    // The search card carries the same label.
    const search = await t.app.inject({
      url: `/api/consumer/inventory/v1/listings?storeCityId=${catalog.cityId}`,
    });
    const card = (search.json() as ListingSearchResponse).items.find(
      (item: ListingCard) => item.id === car.id,
    );
    expect(card?.marketPrice?.label).toBe('great');
    expect(card?.marketPrice?.medianPaise).toBe(5_05_000_00);
  });

  it('says nothing with fewer than the minimum of similar cars', async () => {
    const db = t.app.db;
    const catalog = await createCatalog(db);
    const car = await createListing(db, catalog, { pricePaise: 9_00_000_00 });
    for (let n = 1; n < MIN_SIMILAR_CARS; n++) await createListing(db, catalog);
    expect((await carPage(car.id)).marketPrice).toBeNull();
    await createListing(db, catalog); // now exactly the minimum
    expect((await carPage(car.id)).marketPrice).toMatchObject({
      label: 'high',
      similarCount: MIN_SIMILAR_CARS,
    });
  });
});

describe('market bands kept by the listings triggers (migration 0033, decision 0190)', () => {
  const searchCard = async (cityId: number, id: number) => {
    const response = await t.app.inject({
      url: `/api/consumer/inventory/v1/listings?storeCityId=${cityId}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ListingSearchResponse).items.find((item) => item.id === id);
  };

  /** Every listing's similar cars from its band equal the ones counted from the rows. */
  async function expectBandsExact() {
    const db = t.app.db;
    const differences = await queryRows<{ id: number }>(
      db,
      sql`select c.id from listings c
          left join lateral (select ${SIMILAR_CARS_MEDIAN} from listings o
                             where ${similarCarsCondition('c', 'o')}) live on true
          cross join lateral (select ${similarCarsFromBand('c')} as band) kept
          where coalesce(kept.band[1], 0) <> live.n or kept.band[2] is distinct from live.median`,
    );
    expect(differences).toEqual([]);
    // The bands are exactly what they would be built anew (an empty band may stay behind).
    const [stale] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from (
            select model_id, city_id, (year + d)::smallint as year,
                   array_agg(price_paise order by price_paise) as prices
            from listings cross join generate_series(-1, 1) as d
            where status <> 'sold' group by 1, 2, 3) fresh
          full join (select * from listing_market_bands where prices <> '{}') kept
            using (model_id, city_id, year)
          where fresh.prices is distinct from kept.prices`,
    );
    expect(toNumber(stale!.n)).toBe(0);
  }

  it('add up two writers of one band at once (the second waits for the first)', async () => {
    const db = t.app.db;
    const catalog = await createCatalog(db);
    const [first, second, third] = [
      await createListing(db, catalog, { year: 2020, pricePaise: 3_00_000_00 }),
      await createListing(db, catalog, { year: 2020, pricePaise: 4_00_000_00 }),
      await createListing(db, catalog, { year: 2021, pricePaise: 5_00_000_00 }),
    ];
    // The first writer holds its bands until it commits; the second (on PostgreSQL another
    // connection; PGlite runs them one after the other) changes the same bands meanwhile.
    let firstWrote!: () => void;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const one = db.transaction(async (tx) => {
      await tx.execute(
        sql`update listings set price_paise = ${3_50_000_00} where id = ${first.id}`,
      );
      firstWrote();
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    await wrote;
    const two = db.transaction(async (tx) => {
      await tx.execute(
        sql`update listings set price_paise = ${4_50_000_00}, year = 2021 where id = ${second.id}`,
      );
      await tx.execute(sql`update listings set status = 'sold' where id = ${third.id}`);
    });
    await Promise.all([one, two]);
    await expectBandsExact();
  });

  it('spells the year band as market-price.ts does', () => {
    // The migration's trigger puts each car in the bands of its year and the years either side.
    expect(MARKET_YEAR_BAND).toBe(1);
  });

  it('follow price changes, sales, reservations, moves, deletions and transactions', async () => {
    const db = t.app.db;
    const catalog = await createCatalog(db);
    const car = await createListing(db, catalog, { year: 2020, pricePaise: 4_00_000_00 });
    const others: (typeof car)[] = [];
    for (const [year, price] of [
      [2019, 5_00_000_00],
      [2020, 6_00_000_00],
      [2021, 7_00_000_00],
      [2021, 8_00_000_00],
      [2022, 9_00_000_00],
    ] as const)
      others.push(await createListing(db, catalog, { year, pricePaise: price }));
    await expectBandsExact();
    // Similar: 5, 6, 7 and 8 lakh (2022 is outside the band): median 6.5 lakh.
    expect((await searchCard(catalog.cityId, car.id))?.marketPrice).toMatchObject({
      medianPaise: 6_50_000_00,
      similarCount: 4,
    });

    // A price change moves the median.
    await db.execute(
      sql`update listings set price_paise = ${9_50_000_00} where id = ${others[1]!.id}`,
    );
    await expectBandsExact();
    expect((await searchCard(catalog.cityId, car.id))?.marketPrice?.medianPaise).toBe(7_50_000_00);

    // Sold: no longer similar. Reserved: still on the market, still similar.
    await db.execute(sql`update listings set status = 'sold' where id = ${others[3]!.id}`);
    await expectBandsExact();
    expect((await searchCard(catalog.cityId, car.id))?.marketPrice).toMatchObject({
      medianPaise: 7_00_000_00,
      similarCount: 3,
    });
    await db.execute(sql`update listings set status = 'reserved' where id = ${others[2]!.id}`);
    await expectBandsExact();
    expect((await searchCard(catalog.cityId, car.id))?.marketPrice).toMatchObject({
      medianPaise: 7_00_000_00,
      similarCount: 3,
    });
    // Back on sale, into the band again.
    await db.execute(sql`update listings set status = 'available' where id = ${others[3]!.id}`);
    await expectBandsExact();
    expect((await searchCard(catalog.cityId, car.id))?.marketPrice).toMatchObject({
      medianPaise: 7_50_000_00,
      similarCount: 4,
    });

    // The car's own price changes: it is never its own similar car.
    await db.execute(sql`update listings set price_paise = ${7_00_000_00} where id = ${car.id}`);
    await expectBandsExact();
    expect((await searchCard(catalog.cityId, car.id))?.marketPrice?.medianPaise).toBe(7_50_000_00);

    // Year, city and model moves; a deletion; equal prices.
    const otherCity = await createCity(db, { stateCode: catalog.stateCode });
    const otherModel = await createModel(db);
    await db.execute(sql`update listings set year = 2023 where id = ${others[4]!.id}`);
    await db.execute(sql`update listings set city_id = ${otherCity} where id = ${others[0]!.id}`);
    await db.execute(
      sql`update listings set model_id = ${otherModel.modelId} where id = ${others[2]!.id}`,
    );
    await createListing(db, catalog, { year: 2020, pricePaise: 7_00_000_00 });
    const gone = await createListing(db, catalog, { year: 2019, pricePaise: 7_00_000_00 });
    await db.execute(sql`delete from listings where id = ${gone.id}`);
    await expectBandsExact();

    // Several rows in one statement inside a transaction, and a rolled-back write.
    const ids = `{${[car.id, ...others.map((other) => other.id)].join(',')}}`;
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`update listings set price_paise = price_paise + ${1_000_00}, year = year - 1 where id = any(${ids}::int[])`,
      );
      await tx.execute(sql`update listings set status = 'sold' where id = ${others[1]!.id}`);
    });
    await expectBandsExact();
    const before = (await searchCard(catalog.cityId, car.id))?.marketPrice;
    await db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update listings set price_paise = ${1_00_00} where id = any(${ids}::int[])`,
        );
        throw new Error('roll back');
      })
      .catch(() => {});
    await expectBandsExact();
    expect((await searchCard(catalog.cityId, car.id))?.marketPrice).toEqual(before);
  });
});
