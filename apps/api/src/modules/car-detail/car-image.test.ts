import { BODY_TYPES, CAR_IMAGE_ANGLES } from '@carsetu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { drawCar, PAINT } from './car-image';

describe('drawn car pictures (GET /api/vehicle/v1/car-images/{bodyType}/{colour}/{angle}.svg)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('draws every body type differently from every angle but the interior', () => {
    for (const angle of CAR_IMAGE_ANGLES.filter((a) => a !== 'interior')) {
      const drawings = BODY_TYPES.map((bodyType) =>
        // Without the label, which names the body type anyway.
        drawCar(bodyType, 'red', angle).replace(/aria-label="[^"]*"/, ''),
      );
      expect(new Set(drawings).size, angle).toBe(BODY_TYPES.length);
    }
  });

  it('paints the body in the car’s colour', () => {
    expect(drawCar('muv', 'blue', 'three-quarter')).toContain(PAINT.blue.body);
    expect(drawCar('muv', 'blue', 'three-quarter')).not.toContain(PAINT.red.body);
  });

  it('serves the three-quarter view as a cacheable SVG and rejects an unknown angle', async () => {
    const ok = await t.app.inject({
      url: '/api/vehicle/v1/car-images/pickup/green/three-quarter.svg',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    expect(ok.headers['cache-control']).toContain('immutable');
    expect(ok.body).toContain('aria-label="green pickup, three-quarter"');
    const bad = await t.app.inject({ url: '/api/vehicle/v1/car-images/pickup/green/top.svg' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('three-quarter');
  });
});
