import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
