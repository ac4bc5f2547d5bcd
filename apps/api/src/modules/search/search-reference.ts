import { sql, type Database } from '@carsetu/db';
import { queryRows } from '../../lib/sql-rows';
import { loadCatalogEntries, type CatalogEntry } from './catalog-index';
import type { CityName } from './listing-cards.repository';
import { loadPlaceNames, type PlaceNames } from './place-names';
import { readByVersion, searchReferenceVersion, type VersionedRead } from './read-by-version';

/** A city as a search needs it: its cards' name and slug, and the cities it covers. */
export interface SearchCity extends CityName {
  id: number;
  /** No city (all India) for a virtual city; a group city (Delhi NCR) with its member cities. */
  covers: number[];
}

/** Every city (a few hundred rows), read again only when the reference version changes. */
export const loadSearchCities: VersionedRead<Map<number, SearchCity>> = readByVersion(
  searchReferenceVersion,
  async (db) => {
    const rows = await queryRows<{
      id: number;
      name: string;
      slug: string;
      is_virtual_city: boolean;
      primary_group_city_id: number | null;
    }>(db, sql`select id, name, slug, is_virtual_city, primary_group_city_id from cities`);
    const members = new Map<number, number[]>();
    for (const row of rows)
      if (row.primary_group_city_id !== null && row.primary_group_city_id !== row.id)
        members.set(row.primary_group_city_id, [
          ...(members.get(row.primary_group_city_id) ?? []),
          row.id,
        ]);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          slug: row.slug,
          covers: row.is_virtual_city
            ? []
            : [row.id, ...(members.get(row.id) ?? [])].sort((a, b) => a - b),
        },
      ]),
    );
  },
);

/** The reference data of one version. */
export interface SearchReference {
  version: string;
  catalog: CatalogEntry[];
  places: PlaceNames;
  cities: Map<number, SearchCity>;
}

/**
 * The reference data at `version` (read first when not given); each part is read again only
 * when the version changed.
 */
export async function loadSearchReference(
  db: Database,
  knownVersion?: string,
): Promise<SearchReference> {
  const version = knownVersion ?? (await searchReferenceVersion(db));
  const [catalog, places, cities] = await Promise.all([
    loadCatalogEntries(db, version),
    loadPlaceNames(db, version),
    loadSearchCities(db, version),
  ]);
  const reference = { version, catalog, places, cities };
  lastReference.set(db, reference);
  return reference;
}

const lastReference = new WeakMap<Database, SearchReference>();

/**
 * The reference data this process read last for the database, without asking it: a search
 * runs with it and checks the version in its own statement (decision 0188), reading it again
 * only when that changed. The first search of a process reads it.
 */
export async function lastSearchReference(db: Database): Promise<SearchReference> {
  return lastReference.get(db) ?? loadSearchReference(db);
}
