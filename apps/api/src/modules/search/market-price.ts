import { sql, type Database } from '@carsetu/db';
import type { ListingCard, MarketPrice, MarketPriceLabel } from '@carsetu/contracts';
import { queryRows, toNumber, type SqlFragment } from '../../lib/sql-rows';

/** Cars of the same model count as similar within this many model years either way (0161). */
export const MARKET_YEAR_BAND = 1;
/** Fewer similar cars than this and a median says little: no label. */
export const MIN_SIMILAR_CARS = 3;
/**
 * Price ÷ median at or below which each label applies; above the last one the price is high.
 * Great: 8% or more under the median; good: 3–8% under; fair: up to 5% over.
 */
export const MARKET_PRICE_THRESHOLDS: readonly [MarketPriceLabel, number][] = [
  ['great', 0.92],
  ['good', 0.97],
  ['fair', 1.05],
];

export function marketPriceLabel(pricePaise: number, medianPaise: number): MarketPriceLabel {
  const ratio = pricePaise / medianPaise;
  return MARKET_PRICE_THRESHOLDS.find(([, upTo]) => ratio <= upTo)?.[0] ?? 'high';
}

/**
 * "Listing `other` is a similar car of listing `car`" (table aliases): the other unsold cars of
 * the same model in the same city within the year band. Shared by marketPrices and the search's
 * page statement (decision 0185).
 */
export function similarCarsCondition(car: string, other: string): SqlFragment {
  const [c, o] = [sql.raw(car), sql.raw(other)];
  return sql`${o}.model_id = ${c}.model_id and ${o}.city_id = ${c}.city_id
             and ${o}.year between ${c}.year - ${MARKET_YEAR_BAND} and ${c}.year + ${MARKET_YEAR_BAND}
             and ${o}.id <> ${c}.id and ${o}.status <> 'sold'`;
}

/** The similar cars' count and median price (select list over similarCarsCondition). */
export const SIMILAR_CARS_MEDIAN = sql.raw(
  'count(*)::int as n, percentile_cont(0.5) within group (order by o.price_paise) as median',
);

/**
 * The same count and median from listing_market_bands (migration 0033, decision 0190)
 * for the listing of alias `car`, as a scalar subquery giving {n, median} (double precision; null
 * when the car has no band): its band (model, city, year) holds the sorted prices of the unsold
 * cars of its model and city within the year band, itself included when unsold, so the similar
 * cars are the band less one occurrence of its own price. One primary-key row a car instead of an
 * index range and a sort (a results page: 24 rows instead of ~3,400 entries). The migration's
 * trigger spells MARKET_YEAR_BAND as 1.
 */
export function similarCarsFromBand(car: string): SqlFragment {
  const c = sql.raw(car);
  return sql`(select listing_market_similar(mb.prices, case when ${c}.status <> 'sold' then ${c}.price_paise end)
              from listing_market_bands mb
              where mb.model_id = ${c}.model_id and mb.city_id = ${c}.city_id and mb.year = ${c}.year)`;
}

/** similarCarsFromBand's {n, median} (null: no band) as counted similar cars. */
export function similarCarsOfBand(
  id: number,
  band: readonly [n: number, median: number | null] | null,
): SimilarCars {
  return { id, n: band?.[0] ?? 0, median: band?.[1] ?? null };
}

/** A card's similar cars as counted: how many, and their median asking price. */
export interface SimilarCars {
  id: number;
  n: number;
  median: number | string | null;
}

/**
 * The market price of each card: the median asking price of the other unsold cars of the same
 * model in the same city within the year band. One query for the whole page of cards.
 */
export async function marketPrices(
  db: Database,
  cards: ListingCard[],
): Promise<Map<number, MarketPrice>> {
  if (cards.length === 0) return new Map();
  const rows = await queryRows<SimilarCars>(
    db,
    sql`select c.id, ${SIMILAR_CARS_MEDIAN}
        from listings c
        join listings o on ${similarCarsCondition('c', 'o')}
        where c.id in (${sql.join(
          cards.map((card) => sql`${card.id}`),
          sql`, `,
        )})
        group by c.id`,
  );
  return labelMarketPrices(cards, rows);
}

/** Labels the cards from their similar cars' counts (a card without a row has none). */
export function labelMarketPrices(
  cards: ListingCard[],
  rows: SimilarCars[],
): Map<number, MarketPrice> {
  const result = new Map<number, MarketPrice>();
  const byId = new Map(cards.map((card) => [card.id, card]));
  for (const row of rows) {
    const card = byId.get(Number(row.id));
    if (!card || row.n < MIN_SIMILAR_CARS || row.median === null) continue;
    const medianPaise = Math.round(toNumber(row.median));
    result.set(card.id, {
      label: marketPriceLabel(card.pricePaise, medianPaise),
      medianPaise,
      similarCount: row.n,
      cityName: card.city.name,
      yearFrom: card.year - MARKET_YEAR_BAND,
      yearTo: card.year + MARKET_YEAR_BAND,
    });
  }
  return result;
}
