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
import { loadCatalogEntries, type CatalogEntry } from './catalog-index';
import { labelFacets } from './facet-labels';
import { matchScore } from './fuzzy-match';
import { matchCatalog } from './catalog-text-match';
import { cardsOfPage, listingPageJson, type PageRow } from './listing-cards.repository';
import { decodeCursor, encodeCursor } from './listing-cursor';
import {
  CHEAP_COUNTS,
  facetCountsJsonParts,
  foldFacetCounts,
  type FacetCountRows,
} from './listing-facets.repository';
import { narrowedWhere, type ResolvedFilters } from './listing-where';
import { SEARCH_REFERENCE_VERSION } from './read-by-version';
import { lastSearchReference, loadSearchReference, type SearchReference } from './search-reference';
import { queryRows } from '../../lib/sql-rows';

/**
 * The cities a listing search covers: none (all India) for no city or a virtual city; a group
 * city (Delhi NCR) with its member cities.
 */
export async function resolveCityIds(db: Database, cityId: number | null): Promise<number[]> {
  if (cityId === null) return [];
  return citiesSearched(await loadSearchReference(db), cityId);
}

/** The cities searched; a city the reference data does not know is not found. */
function citiesSearched(reference: SearchReference, cityId: number): number[] {
  const city = reference.cities.get(cityId);
  if (!city) throw notFound('We do not know this city. Please choose your city again.');
  return city.covers;
}

export function resolveFilters(
  filters: ListingFilters,
  catalog: CatalogEntry[],
  cityIds: number[],
  /** matchCatalog(catalog, filters.q) when the caller has it. */
  textMatches?: CatalogEntry[],
): ResolvedFilters {
  // Most searches choose no make or model: no walk of the ~900 catalog entries then.
  const chosenModels =
    filters.model.length === 0
      ? []
      : catalog.filter(
          (entry) => entry.kind === 'model' && filters.model.includes(entry.modelSlug!),
        );
  const makesWithModel = new Set(chosenModels.map((entry) => entry.makeSlug));
  const wholeMakes =
    filters.make.length === 0
      ? []
      : catalog.filter(
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
 *
 * One round trip (decision 0188): the search builds its two statements (every facet count; the
 * page of cards with their market signals), sent at once on two connections, from the reference
 * data (catalog, place names, cities) this process read last, and each reads the reference
 * version too; when that changed since, it reads the reference data again and runs again.
 */
export async function searchListings(
  db: Database,
  filters: ListingFilters,
  cityId: number | null,
  pageSize = LISTING_PAGE_SIZE,
  now = new Date(),
  after: string | null = null,
): Promise<ListingSearchResponse> {
  let reference = await lastSearchReference(db);
  for (let attempt = 0; ; attempt++) {
    // A city added since this process read the cities, or none: read them again to tell.
    if (cityId !== null && !reference.cities.has(cityId)) reference = await loadSearchReference(db);
    const cityIds = cityId === null ? [] : citiesSearched(reference, cityId);
    const result = await searchWith(db, reference, filters, cityIds, pageSize, now, after);
    // Two attempts with changed reference data in between: the answer of the last is kept.
    if (result.version === reference.version || attempt >= 2) return result.response;
    reference = await loadSearchReference(db, result.version);
  }
}

/**
 * Statements a search's facet counts are spread over (beside the page's): enough to use both
 * cores of a small server for the dearest filtered states (decision 0188), few enough that the
 * round trips do not cost more than they save.
 */
export const COUNT_STATEMENTS = 2;

async function searchWith(
  db: Database,
  reference: SearchReference,
  filters: ListingFilters,
  cityIds: number[],
  pageSize: number,
  now: Date,
  after: string | null,
): Promise<{ version: string; response: ListingSearchResponse }> {
  const { catalog, places, cities } = reference;
  // Fuzzy matching the typed text: once a search, and kept per text (catalog-text-match.ts).
  const textMatches = filters.q ? matchCatalog(catalog, filters.q) : [];
  const resolved = resolveFilters(filters, catalog, cityIds, textMatches);
  const offset = (filters.page - 1) * pageSize;
  const start = decodeCursor(after, filters.page, filters.sort, resolved);
  // The facet counts (JSON arrays, in COUNT_STATEMENTS statements of about equal cost) and the
  // page of cards with their market signals (another), all sent at once: in one statement,
  // PostgreSQL would count and read the page one after the other. Counts that are one small read
  // (a page without filters) go with the page: a statement of their own costs more.
  const counts = facetCountsJsonParts(resolved, COUNT_STATEMENTS);
  const page = listingPageJson(
    narrowedWhere(resolved, undefined, true),
    filters.sort,
    pageSize,
    offset,
    start,
  );
  const withPage = counts.length === 1 && counts[0]!.weight <= CHEAP_COUNTS ? counts[0] : null;
  type Row = { version: string; counts?: FacetCountRows | string; page?: PageRow[] | string };
  const rows = (
    await Promise.all([
      ...(withPage ? [] : counts).map((part) =>
        queryRows<Row>(
          db,
          sql`select ${SEARCH_REFERENCE_VERSION} as version, ${part.json} as counts`,
        ),
      ),
      queryRows<Row>(
        db,
        sql`select ${SEARCH_REFERENCE_VERSION} as version, ${page} as page
                   ${withPage ? sql`, ${withPage.json} as counts` : sql``}`,
      ),
    ])
  ).flat();
  const versions = new Set(rows.map((row) => row.version));
  const { total, facets: counted } = foldFacetCounts(
    ...rows.flatMap((row) => (row.counts === undefined ? [] : [row.counts])),
  );
  const { cards: items, end } = await cardsOfPage(
    db,
    rows.find((row) => row.page)!.page!,
    catalog,
    cities,
    now,
  );
  const facets = labelFacets(counted, catalog, places, filters);
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
    // Two statements that saw different versions: neither is this reference's.
    version: versions.size === 1 ? [...versions][0]! : '',
    response: {
      items,
      total,
      page: filters.page,
      pageSize,
      pageCount,
      ...(nextCursor ? { nextCursor } : {}),
      facets,
      filters,
      searchMatches,
    },
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
