import { sql, type Database } from '@carsetu/db';
import {
  CARD_IMAGE_ANGLE,
  carDetailPath,
  carImagePath,
  estimateEmiForPrice,
  type BodyType,
  type FuelType,
  type ListingCard,
  type ListingSort,
  type ListingStatus,
  type Transmission,
} from '@carsetu/contracts';
import { queryRows, toIso, toNumber, type SqlFragment } from '../../lib/sql-rows';
import type { CatalogEntry } from './catalog-index';
import { labelMarketPrices, similarCarsFromBand, similarCarsOfBand } from './market-price';
import { judgePaperRows, paperRowOf, paperColumns, type PaperColumnsRow } from './paper-checks';

/**
 * Each sort is one column and the id, both in one direction, so pages never repeat or skip a
 * car and "the rows after a car" is one row comparison an index on (column, id) serves
 * (migration 0026 has one per sort, with and without a city).
 */
const SORT_KEYS: Record<ListingSort, { column: string; type: string; descending: boolean }> = {
  relevance: { column: 'quality_score', type: 'smallint', descending: true },
  'price-asc': { column: 'price_paise', type: 'bigint', descending: false },
  'price-desc': { column: 'price_paise', type: 'bigint', descending: true },
  newest: { column: 'listed_at', type: 'timestamptz', descending: true },
  'km-asc': { column: 'km_driven', type: 'integer', descending: false },
  'year-desc': { column: 'year', type: 'smallint', descending: true },
};

const orderBy = (sort: ListingSort) => {
  const { column, descending } = SORT_KEYS[sort];
  const direction = descending ? 'desc' : 'asc';
  return `${column} ${direction}, id ${direction}`;
};

/** Where a keyset page starts: after the car with this sort value (as text) and id. */
export interface SortPosition {
  key: string;
  id: number;
}

export interface CardRow {
  id: number;
  year: number;
  km_driven: number;
  price_paise: number | string;
  original_price_paise: number | string;
  owners: number;
  colour: string;
  body_type: string;
  fuel_type: string;
  transmission: string;
  seats: number;
  state_code: string;
  rto_code: string;
  status: string;
  listed_at: string | Date;
  make_id: number;
  make_name: string;
  make_slug: string;
  model_id: number;
  model_name: string;
  model_slug: string;
  variant_id: number;
  variant_name: string;
  city_id: number;
  city_name: string;
  city_slug: string;
}

/** Picks the rows (in the inner query, on listings alone, so an index can serve the order). */
export function cardsQuery(inner: SqlFragment, orderBy: string): SqlFragment {
  return sql`select l.id, l.year, l.km_driven, l.price_paise, l.original_price_paise, l.owners, l.colour,
                    l.body_type, l.fuel_type, l.transmission, l.seats, l.state_code, l.rto_code, l.status,
                    l.listed_at, l.quality_score,
                    mk.id as make_id, mk.name as make_name, mk.slug as make_slug,
                    md.id as model_id, md.name as model_name, md.slug as model_slug,
                    v.id as variant_id, v.name as variant_name,
                    c.id as city_id, c.name as city_name, c.slug as city_slug
             from (${inner}) l
             join makes mk on mk.id = l.make_id
             join models md on md.id = l.model_id
             join variants v on v.id = l.variant_id
             join cities c on c.id = l.city_id
             order by ${sql.raw(orderBy.replace(/(^|, )/g, '$1l.'))}`;
}

/**
 * The page's rows from listings alone, with their sort key: the first `limit` matches after
 * `after` (keyset), or else after skipping `offset`. On listings alone, so the sort index serves it.
 * A page by number past the first skips its rows on the sort column and id alone (decision
 * 0188): without filters on other columns that is an index-only scan of the sort index, not a
 * read of every skipped row; the page's own rows are then read by id.
 */
function pageRowsQuery(
  where: SqlFragment,
  sort: ListingSort,
  limit: number,
  offset: number,
  after: SortPosition | null,
): SqlFragment {
  const { column, type, descending } = SORT_KEYS[sort];
  const start = after
    ? sql` and (${sql.raw(column)}, id) ${sql.raw(descending ? '<' : '>')} (${after.key}::${sql.raw(type)}, ${after.id})`
    : sql``;
  if (!after && offset > 0)
    return sql`select l.*, l.${sql.raw(column)}::text as sort_key
               from (select id from listings where ${where} order by ${sql.raw(orderBy(sort))}
                     limit ${limit} offset ${offset}) k
               join listings l on l.id = k.id`;
  return sql`select *, ${sql.raw(column)}::text as sort_key from listings
             where ${where}${start} order by ${sql.raw(orderBy(sort))}
             limit ${limit} offset ${after ? 0 : offset}`;
}

/**
 * The page of a listing search in one statement (decision 0185): the page's listings (the inner
 * query on listings alone, so the sort index serves it; the EXPLAIN test reads this statement),
 * the count and median price of each one's similar cars (market-price.ts; from its trigger-kept
 * market band, one row a card, decision 0190) and its paper columns
 * (paper-checks.ts). Make, model, variant and city names come from the reference data the search
 * holds already (decision 0188); the band and the paper answers are scalar subqueries, which
 * plan faster than joins (decision 0190).
 */
export function listingPageWithSignalsQuery(
  where: SqlFragment,
  sort: ListingSort,
  limit: number,
  offset: number,
  after: SortPosition | null = null,
): SqlFragment {
  const order = orderBy(sort);
  return sql`select l.sort_key, l.${sql.raw(SORT_KEYS[sort].column)} as sort_value, l.id, l.year,
                    l.km_driven, l.price_paise, l.original_price_paise,
                    l.owners, l.colour, l.body_type, l.fuel_type, l.transmission, l.seats,
                    l.state_code, l.status, l.listed_at, l.make_id, l.model_id, l.variant_id,
                    l.city_id, ${similarCarsFromBand('l')} as similar, ${paperColumns('l')}
             from (${pageRowsQuery(where, sort, limit, offset, after)}) l
             order by ${sql.raw(order.replace(/(^|, )/g, '$1l.'))}`;
}

/**
 * The page of listingPageWithSignalsQuery as one JSON array in its order (an SQL expression):
 * the search reads it in one statement with its facet counts (decision 0188).
 */
export function listingPageJson(
  where: SqlFragment,
  sort: ListingSort,
  limit: number,
  offset: number,
  after: SortPosition | null = null,
): SqlFragment {
  const direction = SORT_KEYS[sort].descending ? 'desc' : 'asc';
  return sql`(select coalesce(json_agg(p order by p.sort_value ${sql.raw(direction)}, p.id ${sql.raw(direction)}), '[]'::json)
              from (${listingPageWithSignalsQuery(where, sort, limit, offset, after)}) p)`;
}

/** A city's name and slug for the cards (the search's reference data, decision 0188). */
export interface CityName {
  name: string;
  slug: string;
}

/** A row of listingPageWithSignalsQuery (from JSON: bigint and timestamps as numbers and text). */
export type PageRow = Omit<CardRow, keyof CardNames> &
  Pick<PaperColumnsRow, 'own_number' | 'paper'> & {
    sort_key: string;
    /** {n, median} of its similar cars (similarCarsFromBand); null: none. */
    similar: [n: number, median: number | null] | null;
  };

/** Catalog entries by id, per catalog list (the list is the same object until it changes). */
const namesByCatalog = new WeakMap<
  CatalogEntry[],
  {
    makes: Map<number, CatalogEntry>;
    models: Map<number, CatalogEntry>;
    variants: Map<number, CatalogEntry>;
  }
>();
function catalogNames(catalog: CatalogEntry[]) {
  let names = namesByCatalog.get(catalog);
  if (!names) {
    names = { makes: new Map(), models: new Map(), variants: new Map() };
    for (const entry of catalog) {
      if (entry.kind === 'make') names.makes.set(entry.makeId, entry);
      else if (entry.kind === 'model') names.models.set(entry.modelId!, entry);
      else names.variants.set(entry.variantId!, entry);
    }
    namesByCatalog.set(catalog, names);
  }
  return names;
}

/**
 * One page of cards with their market signals (withMarketSignals' answers) in one statement, and
 * where the page ends so the next page can start there (keyset).
 * A car whose make, model, variant or city the reference data lacks (added after the search
 * read it) is named from the tables instead.
 */
export async function findListingPageWithSignals(
  db: Database,
  where: SqlFragment,
  sort: ListingSort,
  limit: number,
  offset: number,
  after: SortPosition | null,
  catalog: CatalogEntry[],
  now: Date,
  cities: ReadonlyMap<number, CityName> = new Map(),
): Promise<{ cards: ListingCard[]; end: SortPosition | null }> {
  const [row] = await queryRows<{ page: PageRow[] | string }>(
    db,
    sql`select ${listingPageJson(where, sort, limit, offset, after)} as page`,
  );
  return cardsOfPage(db, row!.page, catalog, cities, now);
}

/** The cards of a page read with listingPageJson, named from the reference data. */
export async function cardsOfPage(
  db: Database,
  page: PageRow[] | string,
  catalog: CatalogEntry[],
  cities: ReadonlyMap<number, CityName>,
  now: Date,
): Promise<{ cards: ListingCard[]; end: SortPosition | null }> {
  const rows: PageRow[] = typeof page === 'string' ? JSON.parse(page) : page;
  const names = catalogNames(catalog);
  const unnamed = rows.filter(
    (row) =>
      !names.makes.has(row.make_id) ||
      !names.models.has(row.model_id) ||
      !names.variants.has(row.variant_id) ||
      !cities.has(row.city_id),
  );
  const fromTables = new Map(
    (
      await findListingCardsByIds(
        db,
        unnamed.map((row) => row.id),
      )
    ).map((card) => [card.id, card]),
  );
  const cards = rows.map((row) => {
    const named = fromTables.get(row.id);
    if (named) return named;
    const make = names.makes.get(row.make_id)!;
    const model = names.models.get(row.model_id)!;
    const variant = names.variants.get(row.variant_id)!;
    const city = cities.get(row.city_id)!;
    return cardOf(row, {
      make_name: make.makeName,
      make_slug: make.makeSlug,
      model_name: model.modelName!,
      model_slug: model.modelSlug!,
      variant_name: variant.variantName!,
      city_name: city.name,
      city_slug: city.slug,
    });
  });
  const prices = labelMarketPrices(
    cards,
    rows.map((row) => similarCarsOfBand(row.id, row.similar)),
  );
  const papers = await judgePaperRows(db, rows.map(paperRowOf), now);
  const last = rows[rows.length - 1];
  return {
    cards: cards.map((card) => ({
      ...card,
      marketPrice: prices.get(card.id) ?? null,
      cleanPapers: papers.get(card.id)?.clean ?? false,
    })),
    end: last ? { key: last.sort_key, id: last.id } : null,
  };
}

export async function findListingCardsByIds(db: Database, ids: number[]): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  const inner = sql`select * from listings where id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const rows = await queryRows<CardRow>(db, cardsQuery(inner, 'id desc'));
  const byId = new Map(rows.map((row) => [row.id, toListingCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function toListingCard(row: CardRow): ListingCard {
  return cardOf(row, row);
}

/** The names a card shows beside its listing's own columns. */
type CardNames = Pick<
  CardRow,
  | 'make_name'
  | 'make_slug'
  | 'model_name'
  | 'model_slug'
  | 'variant_name'
  | 'city_name'
  | 'city_slug'
>;

/**
 * A card from a listing's columns and its names, given apart: a page's rows are named from the
 * reference data without copying each row into a new object first (copying 24 rows of 30
 * columns cost about 1 ms of the API process's CPU a search, decision 0188).
 */
function cardOf(row: Omit<CardRow, keyof CardNames>, names: CardNames): ListingCard {
  const pricePaise = toNumber(row.price_paise);
  return {
    id: row.id,
    title: `${row.year} ${names.make_name} ${names.model_name} ${names.variant_name}`,
    make: { id: row.make_id, name: names.make_name, slug: names.make_slug },
    model: { id: row.model_id, name: names.model_name, slug: names.model_slug },
    variant: { id: row.variant_id, name: names.variant_name },
    city: { id: row.city_id, name: names.city_name, slug: names.city_slug },
    year: row.year,
    kmDriven: row.km_driven,
    pricePaise,
    originalPricePaise: toNumber(row.original_price_paise),
    emiPerMonthRupees: estimateEmiForPrice(pricePaise),
    owners: row.owners,
    colour: row.colour,
    bodyType: row.body_type as BodyType,
    fuelType: row.fuel_type as FuelType,
    transmission: row.transmission as Transmission,
    seats: row.seats,
    stateCode: row.state_code,
    rtoCode: row.rto_code,
    status: row.status as ListingStatus,
    url: carDetailPath({
      makeSlug: names.make_slug,
      modelSlug: names.model_slug,
      year: row.year,
      citySlug: names.city_slug,
      id: row.id,
    }),
    imageUrl: carImagePath(row.body_type, row.colour, CARD_IMAGE_ANGLE),
    listedAt: toIso(row.listed_at),
    // Filled in by withMarketSignals where a page shows them (search, car page).
    marketPrice: null,
    cleanPapers: false,
  };
}
