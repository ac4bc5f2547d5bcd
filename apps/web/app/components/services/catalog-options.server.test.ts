import { describe, expect, it } from 'vitest';
import { fakeContext } from '../../lib/internal-api.test-helpers';
import { loadCityOptions, loadNewCarOptions } from './catalog-options.server';

const city = (id: number, name: string, flags: Record<string, boolean> = {}) => ({
  id,
  name,
  isVirtualCity: false,
  isGroupCity: false,
  carServiceCity: false,
  ...flags,
});

describe('loadCityOptions', () => {
  it('offers real cities by name, without all India or city groups', async () => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/cities': {
        body: {
          data: [
            city(5, 'Pune', { carServiceCity: true }),
            city(99, 'All India', { isVirtualCity: true }),
            city(50, 'Delhi NCR', { isGroupCity: true }),
            city(2, 'Bengaluru'),
          ],
        },
      },
    });
    expect(await loadCityOptions(context)).toEqual([
      { id: 2, name: 'Bengaluru', carServiceCity: false },
      { id: 5, name: 'Pune', carServiceCity: true },
    ]);
  });
});

describe('loadNewCarOptions', () => {
  it('offers brands with the models still sold new, and drops brands with none', async () => {
    const { context, requests } = fakeContext({
      'GET /api/vehicle/v1/brands': {
        body: {
          data: [
            { id: 1, name: 'Tata' },
            { id: 2, name: 'Hindustan Motors' },
          ],
        },
      },
      'GET /api/vehicle/v1/models/1': {
        body: {
          data: [
            { id: 10, name: 'Nexon', lastYear: null },
            { id: 11, name: 'Indica', lastYear: 2018 },
          ],
        },
      },
      'GET /api/vehicle/v1/models/2': {
        body: { data: [{ id: 20, name: 'Ambassador', lastYear: 2014 }] },
      },
    });
    expect(await loadNewCarOptions(context)).toEqual([
      { id: 1, name: 'Tata', models: [{ id: 10, name: 'Nexon' }] },
    ]);
    expect(requests.map((request) => request.url).sort()).toEqual([
      '/api/vehicle/v1/brands',
      '/api/vehicle/v1/models/1',
      '/api/vehicle/v1/models/2',
    ]);
  });

  it('fails loudly when a model list cannot be read', async () => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/brands': { body: { data: [{ id: 1, name: 'Tata' }] } },
      'GET /api/vehicle/v1/models/1': { status: 503 },
    });
    await expect(loadNewCarOptions(context)).rejects.toMatchObject({ status: 503 });
  });
});
