import { bigint, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Facet counts of unsold listings per city (city 0: all India), kept by statement triggers on
 * listings (migration 0026, decision 0177): a listing page without filters reads its facets here.
 * facet is a facet name ('total' for the listings themselves), value the facet expression's text.
 */
export const listingFacetCounts = pgTable(
  'listing_facet_counts',
  {
    cityId: integer('city_id').notNull(),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    n: integer('n').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cityId, table.facet, table.value] })],
);

/*
 * Cubes: unsold listings of all India (or of each city, city 0 being all India) per combination of some filter dimensions, kept by
 * statement triggers on listings (migrations 0028 and 0029, decisions 0177 and 0181). A broad all-India search sums
 * cells instead of counting rows. owners is least(owners, 4); km and budget are the width_bucket
 * intervals of the range cut points. Their primary keys include n (migration 0029): a count is
 * an index-only scan.
 */
const cubeColumns = {
  fuelType: () => text('fuel_type').notNull(),
  transmission: () => text('transmission').notNull(),
  bodyType: () => text('body_type').notNull(),
  year: () => smallint('year').notNull(),
  km: () => smallint('km').notNull(),
  budget: () => smallint('budget').notNull(),
};

/** Every coarse dimension. */
export const listingFacetCube = pgTable(
  'listing_facet_cube',
  {
    fuelType: cubeColumns.fuelType(),
    transmission: cubeColumns.transmission(),
    bodyType: cubeColumns.bodyType(),
    owners: smallint('owners').notNull(),
    year: cubeColumns.year(),
    km: cubeColumns.km(),
    budget: cubeColumns.budget(),
    colour: text('colour').notNull(),
    seats: smallint('seats').notNull(),
    n: integer('n').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.fuelType,
        table.transmission,
        table.bodyType,
        table.owners,
        table.year,
        table.km,
        table.budget,
        table.colour,
        table.seats,
      ],
    }),
    // Fuel, km and year first: a broad all-India state on them is one range (migration 0031).
    index('listing_facet_cube_fuel_km_idx').on(
      table.fuelType,
      table.km,
      table.year,
      table.owners,
      table.colour,
      table.seats,
      table.transmission,
      table.bodyType,
      table.budget,
    ),
  ],
);

/** State and RTO over fuel, transmission, year and km. */
export const listingRegionCube = pgTable(
  'listing_region_cube',
  {
    stateCode: text('state_code').notNull(),
    rtoCode: text('rto_code').notNull(),
    fuelType: cubeColumns.fuelType(),
    transmission: cubeColumns.transmission(),
    year: cubeColumns.year(),
    km: cubeColumns.km(),
    n: integer('n').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.stateCode,
        table.rtoCode,
        table.fuelType,
        table.transmission,
        table.year,
        table.km,
      ],
    }),
    // By fuel first, the dimension most filtered beside it; includes n (migration 0029); km
    // before year (migration 0034).
    index('listing_region_cube_fuel_idx').on(
      table.fuelType,
      table.transmission,
      table.km,
      table.year,
      table.stateCode,
      table.rtoCode,
    ),
  ],
);

/** Per city and for all India (city 0): the coarse dimensions alone. */
export const listingCoarseCube = pgTable(
  'listing_coarse_cube',
  {
    cityId: integer('city_id').notNull(),
    fuelType: cubeColumns.fuelType(),
    transmission: cubeColumns.transmission(),
    bodyType: cubeColumns.bodyType(),
    year: cubeColumns.year(),
    km: cubeColumns.km(),
    budget: cubeColumns.budget(),
    n: integer('n').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.cityId,
        table.fuelType,
        table.transmission,
        table.bodyType,
        table.year,
        table.km,
        table.budget,
      ],
    }),
  ],
);

/** Per city and for all India (city 0): the attributes a city page filters together. */
export const listingAttributeCube = pgTable(
  'listing_attribute_cube',
  {
    cityId: integer('city_id').notNull(),
    fuelType: cubeColumns.fuelType(),
    transmission: cubeColumns.transmission(),
    bodyType: cubeColumns.bodyType(),
    owners: smallint('owners').notNull(),
    colour: text('colour').notNull(),
    seats: smallint('seats').notNull(),
    n: integer('n').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.cityId,
        table.fuelType,
        table.transmission,
        table.bodyType,
        table.owners,
        table.colour,
        table.seats,
      ],
    }),
  ],
);

/** Per city and for all India (city 0): make and model over the coarse dimensions. */
export const listingCityModelCube = pgTable(
  'listing_city_model_cube',
  {
    cityId: integer('city_id').notNull(),
    makeId: integer('make_id').notNull(),
    modelId: integer('model_id').notNull(),
    fuelType: cubeColumns.fuelType(),
    transmission: cubeColumns.transmission(),
    bodyType: cubeColumns.bodyType(),
    year: cubeColumns.year(),
    km: cubeColumns.km(),
    budget: cubeColumns.budget(),
    n: integer('n').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.cityId,
        table.makeId,
        table.modelId,
        table.fuelType,
        table.transmission,
        table.bodyType,
        table.year,
        table.km,
        table.budget,
      ],
    }),
  ],
);

/**
 * One version of the reference data a listing search keeps per process (catalog, place names,
 * cities): statement triggers on their tables add one to it (migration 0030, decision 0188).
 */
export const searchReferenceVersion = pgTable('search_reference_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Per model, city and year: the sorted asking prices of the unsold cars of that model and city
 * within one model year of it (the market-price year band), kept by statement triggers on
 * listings (migration 0033, decision 0190). A results page reads each card's similar cars here.
 */
export const listingMarketBands = pgTable(
  'listing_market_bands',
  {
    modelId: integer('model_id').notNull(),
    cityId: integer('city_id').notNull(),
    year: smallint('year').notNull(),
    prices: bigint('prices', { mode: 'number' }).array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.modelId, table.cityId, table.year] })],
);
