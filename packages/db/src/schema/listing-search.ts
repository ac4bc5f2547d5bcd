import { customType, index, integer, pgTable } from 'drizzle-orm/pg-core';

/** A 64-bit transaction id (PostgreSQL xid8), read and written as text. */
export const xid8 = customType<{ data: string; driverData: string }>({
  dataType: () => 'xid8',
});

/**
 * Deleted listings, so the in-memory search index can drop them (migration 0009, decision 0058).
 * Written by a trigger on listings; listing_id -1 means the table was truncated.
 */
export const listingSearchRemovals = pgTable(
  'listing_search_removals',
  {
    listingId: integer('listing_id').notNull(),
    searchXid: xid8('search_xid').notNull(),
  },
  (table) => [index('listing_search_removals_xid_idx').on(table.searchXid)],
);
