/**
 * The new-car call still made through apiClient (decision 0133): the compare sends the visitor's
 * values as they came, so the API (not the page) judges hand-made URLs; the typed query is ids.
 */
const NEW_CARS_API = '/api/vehicle/v1/new-cars';

export const newCarsApi = {
  compare: (modelIds: readonly (number | string)[]) =>
    `${NEW_CARS_API}/compare?${modelIds.map((id) => `model=${encodeURIComponent(String(id))}`).join('&')}`,
} as const;
