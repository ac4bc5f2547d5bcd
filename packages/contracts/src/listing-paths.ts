// Zod-free, so browser code that only builds links does not pull zod into its bundle.

/** Query names of the listing page /buy-used-car?{filters}&storeCityId={id} (spec §2). */
export const LISTING_QUERY = {
  cityId: 'storeCityId',
  make: 'make',
  model: 'model',
  bodyType: 'bodyType',
  fuelType: 'fuelType',
  transmission: 'transmission',
  /** Rupees, inclusive: priceMin=300000&priceMax=500000. */
  priceMin: 'priceMin',
  priceMax: 'priceMax',
  /** A KmRange id, e.g. km=0-30000. */
  km: 'km',
} as const;
export const LISTING_PATH = '/buy-used-car';
