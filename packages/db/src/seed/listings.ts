import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { inventoryHubs, listingInspections, listings } from '../schema/inventory';
import { createRandom } from '@carsetu/contracts';
import { buildInspection, featuresFor } from './listings-inspection';
import type { SeedStep } from './index';

/** At least 3,000 used cars for the demo (issue 2); a fixed PRNG seed keeps them identical. */
export const DEMO_LISTING_COUNT = 3_200;
const LISTINGS_SEED = 20_250_105;
const BATCH = 400;
const DAY_MS = 86_400_000;
/** Model years run up to this year; the newest cars are one year old. */
export const NEWEST_MODEL_YEAR = 2025;

/** Colours by share of Indian used-car stock (white dominates). */
const COLOUR_WEIGHTS: [string, number][] = [
  ['white', 30],
  ['silver', 14],
  ['grey', 12],
  ['red', 9],
  ['blue', 9],
  ['black', 8],
  ['brown', 5],
  ['beige', 4],
  ['orange', 3],
  ['green', 3],
  ['yellow', 3],
];
const OWNER_WEIGHTS: [number, number][] = [
  [1, 64],
  [2, 26],
  [3, 8],
  [4, 2],
];
const HUB_AREAS = ['Central', 'North', 'South', 'East', 'West'];

interface CityRow {
  id: number;
  name: string;
  state_code: string;
  pincode_from: number;
  is_popular: boolean;
}
interface VariantRow {
  variant_id: number;
  variant_name: string;
  model_id: number;
  make_id: number;
  body_type: string;
  seats: number;
  first_year: number;
  last_year: number | null;
  model_popular: boolean;
  fuel_type: string;
  transmission: string;
  ex_showroom_paise: number | string;
  trim_rank: number;
  trim_count: number;
}

export type Random = { next(): number };
export function pickWeighted<T>(random: Random, items: [T, number][]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1]![0];
}
const pick = <T>(random: Random, items: T[]): T => items[Math.floor(random.next() * items.length)]!;

/**
 * A believable used-car price: about 15% off the ex-showroom price in the first year, then about
 * 10% a year, less for heavy kilometres and more owners; rounded to ₹5,000.
 */
export function usedCarPricePaise(
  exShowroomPaise: number,
  age: number,
  km: number,
  owners: number,
  random: Random,
): number {
  const depreciation = 0.85 * 0.9 ** Math.max(0, age - 1);
  const kmFactor = Math.max(0.8, 1 - Math.max(0, km - age * 12_000) / 400_000);
  const ownerFactor = 1 - (owners - 1) * 0.04;
  const noise = 0.92 + random.next() * 0.16;
  const rupees = (exShowroomPaise / 100) * depreciation * kmFactor * ownerFactor * noise;
  return Math.max(50_000, Math.round(rupees / 5_000) * 5_000) * 100;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const listingsSeedStep: SeedStep = {
  name: 'listings',
  async run(handle) {
    const db = handle.db;
    const [existing] = await rows<{ n: number | string }>(
      db,
      sql`select count(*)::int as n from listings`,
    );
    if (Number(existing?.n) > 0) return;
    const random = createRandom(LISTINGS_SEED);
    const cities = await rows<CityRow>(
      db,
      sql`select id, name, state_code, pincode_from, is_popular from cities
          where is_buy_used_car and not is_virtual_city and not is_group_city order by id`,
    );
    const variants = await rows<VariantRow>(
      db,
      sql`select v.id as variant_id, v.name as variant_name, md.id as model_id, md.make_id, md.body_type, md.seats,
                 md.first_year, md.last_year, md.is_popular as model_popular, v.fuel_type, v.transmission, v.ex_showroom_paise,
                 rank() over (partition by md.id order by v.ex_showroom_paise) as trim_rank,
                 count(*) over (partition by md.id) as trim_count
          from variants v join models md on md.id = v.model_id order by v.id`,
    );
    const rtos = await rows<{ code: string; state_code: string }>(
      db,
      sql`select code, state_code from rto_offices order by code`,
    );
    if (cities.length === 0 || variants.length === 0 || rtos.length === 0) return;
    const rtosByState = new Map<string, string[]>();
    for (const rto of rtos)
      rtosByState.set(rto.state_code, [...(rtosByState.get(rto.state_code) ?? []), rto.code]);

    const hubs = cities.flatMap((city, index) =>
      HUB_AREAS.slice(0, city.is_popular ? 2 : 1).map((area, hubIndex) => ({
        id: index * 10 + hubIndex + 1,
        cityId: city.id,
        name: `CarSetu Hub ${city.name} ${area}`,
        address: `Plot ${12 + hubIndex * 7}, ${area} Auto Park, ${city.name}`,
        pincode: String(city.pincode_from + hubIndex * 3),
      })),
    );
    await db.insert(inventoryHubs).values(hubs).onConflictDoNothing();
    const hubsByCity = new Map<number, number[]>();
    for (const hub of hubs)
      hubsByCity.set(hub.cityId, [...(hubsByCity.get(hub.cityId) ?? []), hub.id]);

    const cityWeights: [CityRow, number][] = cities.map((city) => [city, city.is_popular ? 5 : 2]);
    const variantWeights: [VariantRow, number][] = variants.map((variant) => [
      variant,
      variant.model_popular ? 4 : 1,
    ]);
    const now = Date.now();
    for (let start = 0; start < DEMO_LISTING_COUNT; start += BATCH) {
      const batch = [];
      const details: { inspection: ReturnType<typeof buildInspection>; features: string[] }[] = [];
      for (let i = start; i < Math.min(DEMO_LISTING_COUNT, start + BATCH); i++) {
        const city = pickWeighted(random, cityWeights);
        const variant = pickWeighted(random, variantWeights);
        const newest = Math.min(variant.last_year ?? NEWEST_MODEL_YEAR, NEWEST_MODEL_YEAR);
        const oldest = Math.max(variant.first_year, NEWEST_MODEL_YEAR - 12, Math.min(newest, 2012));
        const year = oldest + Math.floor(random.next() * (newest - oldest + 1));
        const age = Math.max(1, NEWEST_MODEL_YEAR + 1 - year);
        const kmDriven = Math.max(
          1_500,
          Math.round((age * (7_000 + random.next() * 9_000)) / 100) * 100,
        );
        const owners = Math.min(pickWeighted(random, OWNER_WEIGHTS), age);
        const pricePaise = usedCarPricePaise(
          Number(variant.ex_showroom_paise),
          age,
          kmDriven,
          owners,
          random,
        );
        const localRtos = rtosByState.get(city.state_code) ?? [];
        const rto =
          localRtos.length > 0 && random.next() < 0.85
            ? pick(random, localRtos)
            : pick(random, rtos).code;
        const wear = Math.min(1, age / 12 + kmDriven / 200_000 + (owners - 1) * 0.1);
        const inspection = buildInspection(wear, () => random.next());
        const priceDropped = random.next() < 0.12;
        const cityHubs = hubsByCity.get(city.id) ?? [];
        batch.push({
          makeId: variant.make_id,
          modelId: variant.model_id,
          variantId: variant.variant_id,
          cityId: city.id,
          hubId: cityHubs.length > 0 ? pick(random, cityHubs) : null,
          year,
          kmDriven,
          pricePaise,
          originalPricePaise: priceDropped ? pricePaise + 15_000_00 : pricePaise,
          owners,
          colour: pickWeighted(random, COLOUR_WEIGHTS),
          bodyType: variant.body_type,
          fuelType: variant.fuel_type,
          transmission: variant.transmission,
          seats: variant.seats,
          stateCode: rto.replace(/\d+$/, ''),
          rtoCode: rto,
          status: random.next() < 0.02 ? 'sold' : 'available',
          qualityScore: Math.round(inspection.overallRating * 20),
          listedAt: new Date(now - Math.floor(random.next() * 60 * DAY_MS)),
        });
        const trimLevel =
          Number(variant.trim_count) <= 1
            ? 1
            : Math.round((2 * (Number(variant.trim_rank) - 1)) / (Number(variant.trim_count) - 1));
        details.push({
          inspection,
          features: featuresFor(trimLevel, variant.transmission === 'automatic'),
        });
      }
      const inserted = await db.insert(listings).values(batch).returning({ id: listings.id });
      await db.insert(listingInspections).values(
        inserted.map((row, index) => ({
          listingId: row.id,
          overallRating: details[index]!.inspection.overallRating,
          report: details[index]!.inspection.groups,
          features: details[index]!.features,
        })),
      );
    }
    await db.execute(sql`analyze listings`);
  },
};
