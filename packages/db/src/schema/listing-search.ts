import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

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

/**
 * Unsold listings of all India per combination of the coarse filter dimensions, kept by statement
 * triggers on listings (migration 0028, decision 0177): a broad all-India search filtering only
 * on these sums cells instead of counting rows. owners is least(owners, 4); km and budget are
 * the width_bucket intervals of the range cut points.
 */
export const listingFacetCube = pgTable(
  'listing_facet_cube',
  {
    fuelType: text('fuel_type').notNull(),
    transmission: text('transmission').notNull(),
    bodyType: text('body_type').notNull(),
    owners: smallint('owners').notNull(),
    year: smallint('year').notNull(),
    km: smallint('km').notNull(),
    budget: smallint('budget').notNull(),
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
  ],
);
