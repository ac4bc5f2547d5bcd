import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageVariant } from '@carsetu/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSaleWorld, inspectionUrl, staff } from '../sale.test-helpers';
import { photoVariants } from './inspection.service';

// Issue 14 item 4 (decision 0178): an upload is stored as AVIF and WebP at each width, on a real
// disk through real sharp, and each variant is served with its own type and a year-long cache.
describe('inspection photo variants', () => {
  let t: TestApp;
  let uploads: string;
  beforeAll(async () => {
    uploads = mkdtempSync(join(tmpdir(), 'images-uploads-'));
    t = await createTestApp({ uploadsDir: uploads });
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  // A photo with detail (noise, not a flat colour), so the encoders work as on a real photo.
  const photo = (width: number, height: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
  const upload = (url: string, headers: Record<string, string>, payload: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `${url}/photos?kind=odometer`,
      headers: { ...headers, 'content-type': 'image/jpeg' },
      payload,
    });

  it('stores AVIF and WebP at every width no wider than the original, served with long cache', async () => {
    const world = await createSaleWorld(t.app);
    const url = inspectionUrl(world.appointmentId);
    const headers = world.inspector.headers;
    await t.app.inject({ method: 'POST', url, headers, payload: {} });
    const response = await upload(url, headers, await photo(1000, 750));
    expect(response.statusCode, response.body).toBe(201);
    const variants = response.json().data.variants as ImageVariant[];
    // 1280 is wider than the photo, so only the two narrower widths, each in both formats.
    expect(variants.map((variant) => `${variant.format} ${variant.width}`)).toEqual([
      'avif 320',
      'avif 640',
      'webp 320',
      'webp 640',
    ]);
    const key = /inspection-photos\/([^/]+)\//.exec(variants[0]!.url)![1]!;
    for (const variant of variants) {
      const file = join(uploads, key, `${variant.width}.${variant.format}`);
      expect(existsSync(file), file).toBe(true);
      const stored = await sharp(readFileSync(file)).metadata();
      expect(stored.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(stored.width).toBe(variant.width);
      expect(stored.height).toBe((variant.width * 3) / 4);
      expect(stored.exif).toBeUndefined();

      const served = await t.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${variant.format}`);
      expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(readFileSync(file))).toBe(true);
    }
    // AVIF is the smaller of the two at the same width: the reason to offer it first.
    const size = (format: string) => readFileSync(join(uploads, key, `640.${format}`)).length;
    expect(size('avif')).toBeLessThan(size('webp'));
    // The old WebP-only field is still there for clients that read it.
    expect(response.json().data.sources.map((source: { width: number }) => source.width)).toEqual([
      320, 640,
    ]);
  });

  it('refuses other file names and unknown keys', async () => {
    const base = '/api/consumer/api/v1/inspection-photos';
    const key = 'A'.repeat(22);
    for (const file of ['640.png', '640.avif.webp', '..%2F640.avif', '64.avif'])
      expect(
        (await t.app.inject({ method: 'GET', url: `${base}/${key}/${file}` })).statusCode,
      ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${base}/${key}/640.avif` })).statusCode).toBe(
      404,
    );
  });

  it('keeps who may upload unchanged: the assigned inspector only', async () => {
    const world = await createSaleWorld(t.app);
    const url = inspectionUrl(world.appointmentId);
    await t.app.inject({ method: 'POST', url, headers: world.inspector.headers, payload: {} });
    const bytes = await photo(400, 300);
    expect((await upload(url, {}, bytes)).statusCode).toBe(401);
    expect((await upload(url, world.seller.headers, bytes)).statusCode).toBe(403);
    expect((await upload(url, world.dealerA.headers, bytes)).statusCode).toBe(403);
    const other = await staff(t.app, 'inspector', world.cityId);
    expect((await upload(url, other.headers, bytes)).statusCode).toBe(403);
    const view = await t.app.inject({ method: 'GET', url, headers: world.inspector.headers });
    expect(view.json().data.photos).toHaveLength(0);
  });

  it('offers only WebP for a photo stored before AVIF variants existed', () => {
    const variants = photoVariants({ storage_key: 'k', widths: [640, 320], formats: ['webp'] });
    expect(variants.map((variant) => `${variant.format} ${variant.width}`)).toEqual([
      'webp 320',
      'webp 640',
    ]);
  });
});
