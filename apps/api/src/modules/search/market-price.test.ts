import type { ListingCard, ListingDetail, ListingSearchResponse } from '@carsetu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalog, createCity, createListing } from '../inventory/inventory.fixtures';
import { MARKET_PRICE_THRESHOLDS, marketPriceLabel, MIN_SIMILAR_CARS } from './market-price';

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
