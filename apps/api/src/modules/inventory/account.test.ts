import { sql } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createCatalog,
  createCity,
  createHub,
  createListing,
  listingStatus,
} from './inventory.fixtures';
import { offeredSlotDays } from './test-drive-slots';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const api = '/api/consumer/inventory/v1';

describe('wishlist', () => {
  it('saves, counts and removes a car for its owner only', async () => {
    const car = await createListing(t.app.db, await createCatalog(t.app.db));
    const alice = await loginAs(t.app);
    const bob = await loginAs(t.app);
    const liked = await t.app.inject({
      method: 'PUT',
      url: `${api}/wishlist/${car.id}`,
      headers: alice.headers,
    });
    expect(liked.json()).toMatchObject({ isWishlisted: true, wishlistCount: 1 });
    await t.app.inject({ method: 'PUT', url: `${api}/wishlist/${car.id}`, headers: alice.headers });
    expect(
      (
        await t.app.inject({ method: 'GET', url: `${api}/wishlist/count`, headers: alice.headers })
      ).json(),
    ).toEqual({ wishlistCount: 1 });
    expect(
      (await t.app.inject({ method: 'GET', url: `${api}/wishlist`, headers: bob.headers })).json()
        .data,
    ).toEqual([]);
    // Bob removing the car from his list does not touch Alice's.
    await t.app.inject({
      method: 'DELETE',
      url: `${api}/wishlist/${car.id}`,
      headers: bob.headers,
    });
    const aliceList = (
      await t.app.inject({ method: 'GET', url: `${api}/wishlist`, headers: alice.headers })
    ).json();
    expect(aliceList.data.map((item: { listing: { id: number } }) => item.listing.id)).toEqual([
      car.id,
    ]);
    const unliked = await t.app.inject({
      method: 'DELETE',
      url: `${api}/wishlist/${car.id}`,
      headers: alice.headers,
    });
    expect(unliked.json()).toMatchObject({ isWishlisted: false, wishlistCount: 0 });
  });

  it('needs a login', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${api}/wishlist` });
    expect(response.statusCode).toBe(401);
  });

  it('sets a price alert and reports a drop', async () => {
    const car = await createListing(t.app.db, await createCatalog(t.app.db), {
      pricePaise: 600_000_00,
    });
    const user = await loginAs(t.app);
    const set = await t.app.inject({
      method: 'PUT',
      url: `${api}/wishlist/${car.id}/price-alert`,
      headers: user.headers,
    });
    expect(set.json()).toMatchObject({ isWishlisted: true, hasPriceAlert: true });
    await t.app.db.execute(
      sql`update listings set price_paise = ${550_000_00} where id = ${car.id}`,
    );
    const list = (
      await t.app.inject({ method: 'GET', url: `${api}/wishlist`, headers: user.headers })
    ).json();
    expect(list.data[0]).toMatchObject({ alertPricePaise: 600_000_00, priceDropped: true });
  });

  it('refuses an unknown car', async () => {
    const user = await loginAs(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: `${api}/wishlist/999999`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('test drives', () => {
  it('books a hub slot once, refuses the same slot twice, and cancels', async () => {
    const catalog = await createCatalog(t.app.db);
    const hubId = await createHub(t.app.db, catalog.cityId);
    const car = await createListing(t.app.db, catalog, { hubId });
    const slots = (
      await t.app.inject({ method: 'GET', url: `${api}/listings/${car.id}/test-drive-slots` })
    ).json();
    expect(slots.hubs.map((hub: { id: number }) => hub.id)).toEqual([hubId]);
    const slotStart = slots.data[0].slots[0].start;
    const user = await loginAs(t.app);
    const booked = await t.app.inject({
      method: 'POST',
      url: `${api}/listings/${car.id}/test-drives`,
      headers: user.headers,
      payload: { mode: 'hub', hubId, slotStart },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const other = await loginAs(t.app);
    const clash = await t.app.inject({
      method: 'POST',
      url: `${api}/listings/${car.id}/test-drives`,
      headers: other.headers,
      payload: { mode: 'home', slotStart, address: '14 Baner Road, Pune', pincode: '411045' },
    });
    expect(clash.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${api}/test-drives/${booked.json().data.id}/cancel`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${api}/test-drives/${booked.json().data.id}/cancel`,
      headers: user.headers,
    });
    expect(cancelled.json().data.status).toBe('cancelled');
  });

  it('refuses a slot that is not offered and a bad pincode', async () => {
    const car = await createListing(t.app.db, await createCatalog(t.app.db));
    const user = await loginAs(t.app);
    const past = await t.app.inject({
      method: 'POST',
      url: `${api}/listings/${car.id}/test-drives`,
      headers: user.headers,
      payload: {
        mode: 'home',
        slotStart: '2020-01-01T04:30:00.000Z',
        address: '14 Baner Road, Pune',
        pincode: '411045',
      },
    });
    expect(past.statusCode).toBe(400);
    const slotStart = offeredSlotDays(new Date())[0]!.starts[0]!.toISOString();
    const badPin = await t.app.inject({
      method: 'POST',
      url: `${api}/listings/${car.id}/test-drives`,
      headers: user.headers,
      payload: { mode: 'home', slotStart, address: '14 Baner Road, Pune', pincode: '011045' },
    });
    expect(badPin.statusCode).toBe(400);
  });
});

describe('bookings', () => {
  const reserve = (listingId: number, headers: Record<string, string>, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `${api}/listings/${listingId}/bookings`,
      headers: { ...headers, 'idempotency-key': key },
    });

  it('lets exactly one of 20 concurrent buyers reserve a car', async () => {
    const car = await createListing(t.app.db, await createCatalog(t.app.db));
    const buyers = await Promise.all(Array.from({ length: 20 }, () => loginAs(t.app)));
    const responses = await Promise.all(
      buyers.map((buyer, index) => reserve(car.id, buyer.headers, `reserve-key-${index}`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await listingStatus(t.app.db, car.id)).toBe('reserved');
  });

  it('returns the same booking for the same idempotency key, and cancels it', async () => {
    const car = await createListing(t.app.db, await createCatalog(t.app.db));
    const buyer = await loginAs(t.app);
    const first = await reserve(car.id, buyer.headers, 'same-key-123');
    const again = await reserve(car.id, buyer.headers, 'same-key-123');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(first.json().data.status).toBe('pending_payment');
    expect(first.json().checkoutUrl).toBeTruthy();
    const stranger = await loginAs(t.app);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${api}/bookings/${first.json().data.id}/cancel`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${api}/bookings/${first.json().data.id}/cancel`,
      headers: buyer.headers,
    });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await listingStatus(t.app.db, car.id)).toBe('available');
    const mine = (
      await t.app.inject({ method: 'GET', url: `${api}/my-bookings`, headers: buyer.headers })
    ).json();
    expect(mine.bookings.map((booking: { status: string }) => booking.status)).toEqual([
      'cancelled',
    ]);
  });
});

describe('location service', () => {
  const locate = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/consumer/location-service/api/v1/location/?${query}`,
    });

  it('answers a serviceable city with its zones', async () => {
    const catalog = await createCatalog(t.app.db);
    await createListing(t.app.db, catalog);
    const hubId = await createHub(t.app.db, catalog.cityId);
    const response = await locate(`cityId=${catalog.cityId}&locationType=city&includeZones=true`);
    expect(response.json().data).toMatchObject({
      city: { city_id: catalog.cityId, isServiceable: true },
      nearbyCity: null,
    });
    expect(response.json().data.zones.map((zone: { id: number }) => zone.id)).toEqual([hubId]);
  });

  it('offers the nearest serviceable city for one without cars, and finds a city by pincode', async () => {
    const catalog = await createCatalog(t.app.db);
    await createListing(t.app.db, catalog);
    const empty = await createCity(t.app.db, {
      isBuyUsedCar: false,
      latitude: 18.6,
      longitude: 73.9,
      pincodeFrom: 999990,
      pincodeTo: 999999,
    });
    const response = await locate(`cityId=${empty}&locationType=city`);
    expect(response.json().data.city.isServiceable).toBe(false);
    expect(response.json().data.nearbyCity.isServiceable).toBe(true);
    const byPin = await locate('locationType=pincode&pincode=999995');
    expect(byPin.json().data).toMatchObject({ city: { city_id: empty }, pincode: '999995' });
    expect((await locate('locationType=pincode&pincode=12')).statusCode).toBe(400);
  });
});

describe('location service without a nearby city', () => {
  it('offers no nearby city beyond the radius', async () => {
    const far = await createCity(t.app.db, { isBuyUsedCar: false, latitude: 8.0, longitude: 93.0 });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/consumer/location-service/api/v1/location/?cityId=${far}&locationType=city`,
    });
    expect(response.json().data).toMatchObject({
      city: { isServiceable: false },
      nearbyCity: null,
    });
  });
});

describe('unpaid reservations', () => {
  it('expire after the hold and put the car back on sale', async () => {
    const { expireUnpaidBookings } = await import('./booking.service');
    const car = await createListing(t.app.db, await createCatalog(t.app.db));
    const buyer = await loginAs(t.app);
    const reserved = await t.app.inject({
      method: 'POST',
      url: `${api}/listings/${car.id}/bookings`,
      headers: { ...buyer.headers, 'idempotency-key': 'expire-key-001' },
    });
    expect(reserved.statusCode).toBe(201);
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await expireUnpaidBookings(t.app.db, later)).toBeGreaterThanOrEqual(1);
    expect(await listingStatus(t.app.db, car.id)).toBe('available');
  });
});
