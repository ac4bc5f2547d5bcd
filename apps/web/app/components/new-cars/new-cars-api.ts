import type { NewCarSearch } from '@carsetu/contracts';

/** The new-car calls of the vehicle gateway (decision 0090), for loaders through apiClient. */
const NEW_CARS_API = '/api/vehicle/v1/new-cars';

export const newCarsApi = {
  home: () => NEW_CARS_API,
  gallery: (slug: string) => `/api/vehicle/v1/gallery/${encodeURIComponent(slug)}`,
  videos: (slug: string) => `/api/vehicle/v1/video/${encodeURIComponent(slug)}`,
  brand: (brandSlug: string) => `${NEW_CARS_API}/${encodeURIComponent(brandSlug)}`,
  model: (brandSlug: string, modelSlug: string) =>
    `${NEW_CARS_API}/${encodeURIComponent(brandSlug)}/${encodeURIComponent(modelSlug)}`,
  search: (search?: NewCarSearch) => {
    const query = new URLSearchParams();
    if (search?.kind === 'body-type')
      for (const type of search.bodyTypes) query.append('bodyType', type);
    if (search?.kind === 'budget') query.set('maxPricePaise', String(search.maxPricePaise));
    const text = query.toString();
    return `${NEW_CARS_API}/search${text ? `?${text}` : ''}`;
  },
  /** Values as the visitor sent them, so the API (not the page) judges hand-made URLs. */
  compare: (modelIds: readonly (number | string)[]) =>
    `${NEW_CARS_API}/compare?${modelIds.map((id) => `model=${encodeURIComponent(String(id))}`).join('&')}`,
} as const;
