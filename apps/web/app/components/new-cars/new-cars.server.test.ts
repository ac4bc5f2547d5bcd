import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeContext } from '../../lib/internal-api.test-helpers';
import { newCarsApi } from './new-cars-api';
import { newCarModel } from './new-cars.fixtures';
import { loadBrandPage, loadComparePage, loadModelPage, loadSearchPage } from './new-cars.server';

const ORIGIN = 'https://www.carsetu.in';
const page = (path: string) => new Request(`${ORIGIN}${path}`);
const SEARCH_ALL = 'GET /api/vehicle/v1/new-cars/search';
const OPTIONS = { body: { data: [newCarModel()] } };
const HOME = { body: { data: { bodyTypes: ['suv-link'], budgets: ['budget-link'] } } };

/** A thrown `data(null, { status })` as React Router hands it to the error boundary. */
async function statusOf(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    const thrown = error as { type?: string; init?: { status?: number } | null };
    if (isRouteErrorResponse(error)) return error.status;
    return thrown.init?.status ?? null;
  }
}

describe('loadComparePage', () => {
  it('offers every model and compares nothing with fewer than two chosen', async () => {
    const { context, requests } = fakeContext({ [SEARCH_ALL]: OPTIONS });
    const result = await loadComparePage(context, page('/new-cars/compare-cars/?model=101&model='));
    expect(result).toMatchObject({
      selectedIds: [101],
      compared: [],
      problem: null,
      origin: ORIGIN,
    });
    expect(result.options).toHaveLength(1);
    expect(requests.map((request) => request.url)).toEqual(['/api/vehicle/v1/new-cars/search']);
  });

  it('ignores empty selects and compares the chosen models', async () => {
    const compared = [{ model: newCarModel() }, { model: newCarModel({ id: 201 }) }];
    const { context } = fakeContext({
      [SEARCH_ALL]: OPTIONS,
      [`GET ${newCarsApi.compare(['101', '201'])}`]: { body: { data: compared } },
    });
    const result = await loadComparePage(
      context,
      page('/new-cars/compare-cars/?model=101&model=&model=201'),
    );
    expect(result.selectedIds).toEqual([101, 201]);
    expect(result.compared).toEqual(compared);
    expect(result.problem).toBeNull();
  });

  it("passes one more than the limit so the API's own limit message shows", async () => {
    const { context, requests } = fakeContext({
      [SEARCH_ALL]: OPTIONS,
      [`GET ${newCarsApi.compare(['1', '2', '3', '4'])}`]: {
        status: 400,
        body: { error: { code: 'VALIDATION', message: 'Compare at most 3 models' } },
      },
    });
    const result = await loadComparePage(
      context,
      page('/new-cars/compare-cars/?model=1&model=2&model=3&model=4&model=5'),
    );
    expect(requests.at(-1)!.url).toBe(newCarsApi.compare(['1', '2', '3', '4']));
    expect(result.problem).toBe('Compare at most 3 models');
    expect(result.compared).toEqual([]);
  });

  it('shows the API sentence for repeats', async () => {
    const { context } = fakeContext({
      [SEARCH_ALL]: OPTIONS,
      [`GET ${newCarsApi.compare(['101', '101'])}`]: {
        status: 400,
        body: { error: { code: 'VALIDATION', message: 'Choose different models to compare' } },
      },
    });
    const result = await loadComparePage(
      context,
      page('/new-cars/compare-cars/?model=101&model=101'),
    );
    expect(result.problem).toBe('Choose different models to compare');
  });

  it('explains an unknown or malformed model in words for the buyer', async () => {
    const { context } = fakeContext({
      [SEARCH_ALL]: OPTIONS,
      [`GET ${newCarsApi.compare(['101', 'abc'])}`]: {
        status: 400,
        body: { error: { code: 'VALIDATION', message: 'model must be a model id' } },
      },
    });
    const result = await loadComparePage(
      context,
      page('/new-cars/compare-cars/?model=101&model=abc'),
    );
    expect(result.selectedIds).toEqual([101]);
    expect(result.problem).toBe(
      'One of the chosen cars is not in our new-car catalogue. Choose again from the lists.',
    );
  });

  it('lets a server failure reach the error page', async () => {
    const { context } = fakeContext({
      [SEARCH_ALL]: OPTIONS,
      [`GET ${newCarsApi.compare(['1', '2'])}`]: { status: 500 },
    });
    await expect(
      loadComparePage(context, page('/new-cars/compare-cars/?model=1&model=2')),
    ).rejects.toMatchObject({ status: 500 });
  });
});

describe('new-car pages', () => {
  it('turns an unknown brand into a 404 page', async () => {
    const { context } = fakeContext({});
    expect(await statusOf(loadBrandPage(context, page('/new-cars/nope/'), 'nope'))).toBe(404);
  });

  it('loads a brand page with the origin for canonical links', async () => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/new-cars/tata': { body: { data: { brand: { name: 'Tata' } } } },
    });
    expect(await loadBrandPage(context, page('/new-cars/tata/'), 'tata')).toEqual({
      brand: { name: 'Tata' },
      origin: ORIGIN,
    });
  });

  it('shows a model page even when its gallery and videos fail', async () => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/new-cars/tata/nexon': { body: { data: { model: { name: 'Nexon' } } } },
      'GET /api/vehicle/v1/gallery/tata-nexon': { status: 500 },
    });
    expect(await loadModelPage(context, page('/new-cars/tata/nexon/'), 'tata', 'nexon')).toEqual({
      model: { name: 'Nexon' },
      gallery: null,
      videos: null,
      origin: ORIGIN,
    });
  });

  it('passes the gallery and videos on when they load', async () => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/new-cars/tata/nexon': { body: { data: { model: { name: 'Nexon' } } } },
      'GET /api/vehicle/v1/gallery/tata-nexon': { body: { name: 'Nexon', images: [] } },
      'GET /api/vehicle/v1/video/tata-nexon': { body: { name: 'Nexon', videos: [] } },
    });
    const result = await loadModelPage(context, page('/new-cars/tata/nexon/'), 'tata', 'nexon');
    expect(result.gallery).toEqual({ name: 'Nexon', images: [] });
    expect(result.videos).toEqual({ name: 'Nexon', videos: [] });
  });

  it('404s a search shape the spec does not list, without calling the API', async () => {
    const { context, requests } = fakeContext({});
    expect(await statusOf(loadSearchPage(context, page('/'), 'red-cars'))).toBe(404);
    expect(requests).toHaveLength(0);
  });

  it('searches a body type with each of its body types', async () => {
    const { context, requests } = fakeContext({
      'GET /api/vehicle/v1/new-cars/search?bodyType=suv&bodyType=compact-suv': {
        body: { data: [newCarModel()] },
      },
      'GET /api/vehicle/v1/new-cars': HOME,
    });
    const result = await loadSearchPage(context, page('/new-cars/search-by/suv-cars/'), 'suv-cars');
    expect(result.search.slug).toBe('suv-cars');
    expect(result.models).toHaveLength(1);
    expect(result.bodyTypes).toEqual(['suv-link']);
    expect(requests.map((request) => request.url)).toContain(
      '/api/vehicle/v1/new-cars/search?bodyType=suv&bodyType=compact-suv',
    );
  });

  it('searches a budget by its top price in paise', async () => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/new-cars/search?maxPricePaise=100000000': { body: { data: [] } },
      'GET /api/vehicle/v1/new-cars': HOME,
    });
    const result = await loadSearchPage(
      context,
      page('/new-cars/search-by/cars-under-10-lakhs/'),
      'cars-under-10-lakhs',
    );
    expect(result.models).toEqual([]);
    expect(result.budgets).toEqual(['budget-link']);
  });
});
