import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalog, createListing } from '../inventory/inventory.fixtures';

const url = (id: number | string) => `/api/consumer/inventory/v1/listings/${id}/studio-photos`;

describe('studio photos of a car (GET …/listings/{id}/studio-photos)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the inspection photos first, then the studio angles in the car’s colour', async () => {
    const catalog = await createCatalog(t.app.db);
    const listing = await createListing(t.app.db, catalog, { colour: 'red' });
    await t.database.exec(
      `insert into listing_photos (listing_id, position, url, caption) values
        (${listing.id}, 1, '/api/consumer/api/v1/inspection-photos/k2/640.webp', 'Rear bumper scratch'),
        (${listing.id}, 0, '/api/consumer/api/v1/inspection-photos/k1/640.webp', 'Front')`,
    );
    const response = await t.app.inject({ url: url(listing.id) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ listingId: listing.id, inspectionPhotoCount: 2 });
    expect(body.url).toMatch(/^\/buy-used-car\/.+-\d+\/$/);
    expect(body.photos.map((photo: { angle: string }) => photo.angle)).toEqual([
      'inspection',
      'inspection',
      'three-quarter',
      'side',
      'front',
      'rear',
      'interior',
    ]);
    expect(body.photos[0].alt).toContain('Front');
    expect(body.photos[2].url).toContain('/red/');
    // The car page shows the same pictures.
    const detail = await t.app.inject({ url: `/api/consumer/inventory/v1/listings/${listing.id}` });
    expect(detail.json().data.images).toEqual(body.photos);
  });

  it('answers 404 for a sold or unknown car and 400 for a malformed id', async () => {
    const catalog = await createCatalog(t.app.db);
    const sold = await createListing(t.app.db, catalog, { status: 'sold' });
    expect((await t.app.inject({ url: url(sold.id) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url(987_654) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url('abc') })).statusCode).toBe(400);
  });
});
