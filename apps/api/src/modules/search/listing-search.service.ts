import { sql, type Database } from '@carsetu/db';
import {
  LISTING_MAX_PAGE,
  LISTING_PAGE_SIZE,
  SUGGESTION_LIMIT,
  type ListingFilters,
  type ListingSearchResponse,
  type Suggestion,
} from '@carsetu/contracts';
import { notFound } from '../../lib/errors';
import { CATALOG_VERSION, loadCatalogEntries, type CatalogEntry } from './catalog-index';
import { labelFacets } from './facet-labels';
import { PLACE_NAMES_VERSION, loadPlaceNames } from './place-names';
import { matchScore } from './fuzzy-match';
import { matchCatalog } from './catalog-text-match';
import { findListingPageWithSignals } from './listing-cards.repository';
import { decodeCursor, encodeCursor } from './listing-cursor';
import { countFacets } from './listing-facets.repository';
import { narrowedWhere, type ResolvedFilters } from './listing-where';
import { queryRows } from '../../lib/sql-rows';

/**
 * The cities a listing search covers: none (all India) for no city or a virtual city; a group
 * city (Delhi NCR) with its member cities.
 */
export async function resolveCityIds(db: Database, cityId: number | null): Promise<number[]> {
  if (cityId === null) return [];
  const rows = await queryRows<CityRow>(db, sql`select ${cityRows(cityId)} as cities`);
  return cityIdsOf(cityId, rows[0]?.cities ?? []);
}

interface CityRow {
  cities: { id: number; is_virtual_city: boolean }[] | string | null;
}

/** The city and its member cities (a group city's) as one JSON array. */
const cityRows = (cityId: number) =>
  sql`(select coalesce(json_agg(json_build_object('id', id, 'is_virtual_city', is_virtual_city)), '[]')
       from cities where id = ${cityId} or primary_group_city_id = ${cityId})`;

function cityIdsOf(cityId: number, cities: CityRow['cities']): number[] {
  const rows: { id: number; is_virtual_city: boolean }[] =
    typeof cities === 'string' ? JSON.parse(cities) : (cities ?? []);
  const city = rows.find((row) => row.id === cityId);
  if (!city) throw notFound('We do not know this city. Please choose your city again.');
  if (city.is_virtual_city) return [];
  return rows.map((row) => row.id);
}

export function resolveFilters(
  filters: ListingFilters,
  catalog: CatalogEntry[],
  cityIds: number[],
  /** matchCatalog(catalog, filters.q) when the caller has it. */
  textMatches?: CatalogEntry[],
): ResolvedFilters {
  const chosenModels = catalog.filter(
    (entry) => entry.kind === 'model' && filters.model.includes(entry.modelSlug!),
  );
  const makesWithModel = new Set(chosenModels.map((entry) => entry.makeSlug));
  const wholeMakes = catalog.filter(
    (entry) =>
      entry.kind === 'make' &&
      filters.make.includes(entry.makeSlug) &&
      !makesWithModel.has(entry.makeSlug),
  );
  let text: ResolvedFilters['text'] = null;
  if (filters.q) {
    const matches = textMatches ?? matchCatalog(catalog, filters.q);
    const ids = (kind: CatalogEntry['kind'], pick: (entry: CatalogEntry) => number | null) =>
      [...new Set(matches.filter((entry) => entry.kind === kind).map(pick))].filter(
        (id): id is number => id !== null,
      );
    text = {
      makeIds: ids('make', (entry) => entry.makeId),
      modelIds: ids('model', (entry) => entry.modelId),
      variantIds: ids('variant', (entry) => entry.variantId),
    };
  }
  const unknownChosen =
    filters.make.length + filters.model.length > 0 && wholeMakes.length + chosenModels.length === 0;
  return {
    cityIds,
    wholeMakeIds: wholeMakes.map((entry) => entry.makeId),
    // A make or model slug we do not know matches nothing rather than everything.
    modelIds: unknownChosen ? [-1] : chosenModels.map((entry) => entry.modelId!),
    pricePaiseMin: filters.priceMin === undefined ? undefined : filters.priceMin * 100,
    pricePaiseMax: filters.priceMax === undefined ? undefined : filters.priceMax * 100,
    yearMin: filters.yearMin,
    yearMax: filters.yearMax,
    kmRanges: filters.km,
    fuelType: filters.fuelType,
    transmission: filters.transmission,
    bodyType: filters.bodyType,
    owners: filters.owners,
    colour: filters.colour,
    seats: filters.seats,
    state: filters.state,
    rto: filters.rto,
    text,
  };
}

/**
 * One page of results with every facet count. `after` is the cursor of a next-page link: with
 * it the page reads on from where the previous one ended (keyset) instead of skipping rows.
 */
export async function searchListings(
  db: Database,
  filters: ListingFilters,
  cityId: number | null,
  pageSize = LISTING_PAGE_SIZE,
  now = new Date(),
  after: string | null = null,
): Promise<ListingSearchResponse> {
  // One statement for what the search reads first (decision 0185): the versions of the catalog
  // list and the place names (each read again only when changed) and the cities searched.
  const [first] = await queryRows<CityRow & { catalog_version: string; place_version: string }>(
    db,
    sql`select ${CATALOG_VERSION} as catalog_version, ${PLACE_NAMES_VERSION} as place_version,
               ${cityId === null ? sql`null` : cityRows(cityId)} as cities`,
  );
  const cityIds = cityId === null ? [] : cityIdsOf(cityId, first!.cities);
  const [catalog, places] = await Promise.all([
    loadCatalogEntries(db, first!.catalog_version),
    loadPlaceNames(db, first!.place_version),
  ]);
  // Fuzzy matching the typed text: once a search, and kept per text (catalog-text-match.ts).
  const textMatches = filters.q ? matchCatalog(catalog, filters.q) : [];
  const resolved = resolveFilters(filters, catalog, cityIds, textMatches);
  const offset = (filters.page - 1) * pageSize;
  const start = decodeCursor(after, filters.page, filters.sort, resolved);
  // Facets (counted, then labelled) beside the page of cards (read, then its market signals).
  const [{ total, facets }, { items, end }] = await Promise.all([
    countFacets(db, resolved).then((counts) => ({
      total: counts.total,
      facets: labelFacets(counts.facets, catalog, places, filters),
    })),
    // The cards with their market signals in one statement (decision 0185).
    findListingPageWithSignals(
      db,
      narrowedWhere(resolved, undefined, true),
      filters.sort,
      pageSize,
      offset,
      start,
      catalog,
      now,
    ).then(({ cards, end }) => ({ items: cards, end })),
  ]);
  const pageCount = Math.ceil(total / pageSize);
  const nextPage = filters.page + 1;
  const nextCursor =
    end && items.length === pageSize && nextPage <= Math.min(pageCount, LISTING_MAX_PAGE)
      ? encodeCursor(nextPage, filters.sort, resolved, end)
      : undefined;
  const searchMatches = filters.q
    ? [
        ...new Set(
          textMatches.map((entry) =>
            entry.kind === 'variant' ? `${entry.makeName} ${entry.modelName}` : entry.label,
          ),
        ),
      ].slice(0, 5)
    : [];
  return {
    items,
    total,
    page: filters.page,
    pageSize,
    pageCount,
    ...(nextCursor ? { nextCursor } : {}),
    facets,
    filters,
    searchMatches,
  };
}

/** Search-box suggestions: makes first, then models, then variants, best matches first. */
export async function suggest(db: Database, text: string): Promise<Suggestion[]> {
  const catalog = await loadCatalogEntries(db);
  const kindOrder = { make: 0, model: 1, variant: 2 } as const;
  return catalog
    .map((entry) => ({ entry, score: matchScore(text, entry.label) }))
    .filter((item) => item.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        kindOrder[a.entry.kind] - kindOrder[b.entry.kind] ||
        a.entry.label.localeCompare(b.entry.label),
    )
    .slice(0, SUGGESTION_LIMIT)
    .map(({ entry }) => ({
      kind: entry.kind,
      label: entry.label,
      query:
        entry.kind === 'make'
          ? `make=${entry.makeSlug}`
          : entry.kind === 'model'
            ? `make=${entry.makeSlug}&model=${entry.modelSlug}`
            : `make=${entry.makeSlug}&model=${entry.modelSlug}&q=${encodeURIComponent(`${entry.modelName} ${entry.variantName}`)}`,
    }));
}
