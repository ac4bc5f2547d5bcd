import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertNewCarWorld } from './new-cars.test-fixtures';

describe('new-car gallery and videos by slug', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ url: `/api/vehicle/v1${url}` });
  beforeAll(async () => {
    t = await createTestApp();
    await insertNewCarWorld(t.app.db);
  });
  afterAll(() => t.close());

  it('gallery: every angle (three-quarter too) of the model’s body type in five colours', async () => {
    const response = await get('/gallery/maruti-suzuki-swift');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ slug: 'maruti-suzuki-swift', name: 'Maruti Suzuki Swift' });
    expect(body.images).toHaveLength(25);
    expect(body.images[0]).toEqual({
      url: '/api/vehicle/v1/car-images/hatchback/white/side.svg',
      alt: 'Maruti Suzuki Swift in white, side view',
      colour: 'white',
      angle: 'side',
    });
    expect(new Set(body.images.map((image: { url: string }) => image.url)).size).toBe(25);
    // The picture it names is really served.
    expect((await t.app.inject({ url: body.images[5].url })).statusCode).toBe(200);
  });

  it('videos: reviews, walkarounds and comparisons to watch, by search', async () => {
    const body = (await get('/video/tata-harrier')).json();
    expect(body.videos.map((video: { kind: string }) => video.kind)).toEqual([
      'review',
      'walkaround',
      'comparison',
    ]);
    expect(body.videos[0].url).toBe(
      'https://www.youtube.com/results?search_query=Tata%20Harrier%20review%20India',
    );
  });

  it('answers 404 for an unknown model and 400 for a malformed slug', async () => {
    const unknown = await get('/gallery/tata-zeppelin');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No model tata-zeppelin');
    expect((await get('/video/Tata_Harrier')).statusCode).toBe(400);
  });
});
