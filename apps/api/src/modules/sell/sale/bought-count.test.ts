import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCity } from '../../inventory/inventory.fixtures';
import {
  confirmSale,
  createClosingWorld,
  type ClosingWorld,
} from '../closing/closing.test-helpers';

const url = (cityId: number | string) => `/api/vehicle/car-bought-count/${cityId}`;

describe('car-bought-count: cars bought from sellers, by city', () => {
  let t: TestApp;
  let world: ClosingWorld;
  beforeAll(async () => {
    t = await createTestApp();
    world = await createClosingWorld(t.app);
  });
  afterAll(() => t.close());

  it('counts a purchase only once it is completed at pickup', async () => {
    expect((await t.app.inject({ url: url(world.cityId) })).json()).toMatchObject({
      cityId: world.cityId,
      count: 0,
      totalCount: 0,
    });
    await confirmSale(t.app, world);
    // Initiated (token paid) is not bought yet.
    expect((await t.app.inject({ url: url(world.cityId) })).json().count).toBe(0);
    await t.database.exec(
      `update sell_purchase_requests set status = 'completed', completed_at = now()`,
    );
    const after = await t.app.inject({ url: url(world.cityId) });
    expect(after.json()).toMatchObject({ count: 1, totalCount: 1 });
    expect(after.headers['cache-control']).toContain('max-age=600');
    const otherCityId = await createCity(t.app.db);
    const other = (await t.app.inject({ url: url(otherCityId) })).json();
    expect(other).toMatchObject({ count: 0, totalCount: 1 });
  });

  it('answers 404 for an unknown city and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({ url: url(987_654) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Unknown city');
    expect((await t.app.inject({ url: url('pune') })).statusCode).toBe(400);
  });
});
