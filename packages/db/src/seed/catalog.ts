import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  cities,
  faqs,
  makes,
  models,
  pageContent,
  rtoOffices,
  states,
  testimonials,
  variants,
} from '../schema/catalog';
import { CITY_SEEDS } from './data/catalog-cities';
import { MAKE_SEEDS } from './data/catalog-cars';
import { FAQ_SEEDS } from './data/catalog-faqs';
import { PAGE_CONTENT_SEEDS } from './data/catalog-page-content';
import { RTO_OFFICES } from './data/catalog-rto-offices';
import { TESTIMONIAL_SEEDS } from './data/catalog-testimonials';
import { createRandom } from '@carsetu/contracts';
import { expandVariants } from './catalog-variants';
import type { SeedStep } from './index';

interface StatesFile {
  states: Array<{ name: string; slug: string; code: string; kind: string; legacy?: string[] }>;
}

const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), 'data');
/** Fixed PRNG seed and date anchor: the same demo data on every machine and every run. */
const CATALOG_SEED = 20_240_601;
const TESTIMONIAL_ANCHOR = Date.UTC(2025, 8, 30);
const TESTIMONIAL_SPREAD_DAYS = 540;
const DAY_MS = 86_400_000;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function loadStates(): StatesFile['states'] {
  return (JSON.parse(readFileSync(join(DATA_DIR, 'states.json'), 'utf8')) as StatesFile).states;
}

async function seedPlaces(db: Database) {
  const stateRows = loadStates().map((s) => ({
    code: s.code,
    name: s.name,
    slug: s.slug,
    kind: s.kind,
    legacyCodes: s.legacy ?? [],
  }));
  await db.insert(states).values(stateRows).onConflictDoNothing();
  const rtoRows = Object.entries(RTO_OFFICES).flatMap(([stateCode, offices]) =>
    Object.entries(offices).map(([code, name]) => ({ code, stateCode, name })),
  );
  await db.insert(rtoOffices).values(rtoRows).onConflictDoNothing();
  const cityRows = CITY_SEEDS.map((c, index) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    stateCode: c.stateCode,
    pincodeFrom: c.pincodes[0],
    pincodeTo: c.pincodes[1],
    latitude: c.latLong[0],
    longitude: c.latLong[1],
    isVirtualCity: c.flags.includes('v'),
    isGroupCity: c.flags.includes('g'),
    primaryGroupCityId: c.groupId ?? null,
    isB2cEnabled: c.flags.includes('b'),
    carServiceCity: c.flags.includes('s'),
    // The all-India page lists cars from every city (spec §2: no storeCityId there).
    isBuyUsedCar: c.flags.includes('b') || c.flags.includes('v'),
    sellOrder: c.sellOrder ?? null,
    sellTitle: c.sellTitle ?? null,
    isPopular: c.flags.includes('p'),
    displayOrder: index + 1,
    // No city artwork ships yet; null makes the picker show its text tile rather than a broken image.
    backgroundImage: null,
    backgroundImageMobile: null,
  }));
  await db.insert(cities).values(cityRows).onConflictDoNothing();
}

async function seedCars(db: Database) {
  const makeRows = MAKE_SEEDS.map((m, index) => ({
    id: m.id,
    name: m.name,
    slug: m.slug,
    isPopular: m.isPopular,
    displayOrder: index + 1,
  }));
  await db.insert(makes).values(makeRows).onConflictDoNothing();
  const modelRows = MAKE_SEEDS.flatMap((make) =>
    make.models.map((model, index) => ({
      id: make.id * 100 + index + 1,
      makeId: make.id,
      name: model.name,
      slug: slugify(model.name),
      bodyType: model.body,
      seats: model.seats,
      firstYear: model.years[0],
      lastYear: model.years[1],
      isPopular: model.popular ?? false,
    })),
  );
  await db.insert(models).values(modelRows).onConflictDoNothing();
  const variantRows = MAKE_SEEDS.flatMap((make) =>
    make.models.flatMap((model, index) => expandVariants(make, model, make.id * 100 + index + 1)),
  );
  await db.insert(variants).values(variantRows).onConflictDoNothing();
}

/** FAQ and testimonial rows have serial ids, so they are written only into empty categories. */
async function seedContent(db: Database) {
  const faqCategories = Object.keys(FAQ_SEEDS);
  const present = await db
    .selectDistinct({ category: faqs.category })
    .from(faqs)
    .where(inArray(faqs.category, faqCategories));
  const seeded = new Set(present.map((row) => row.category));
  const faqRows = Object.entries(FAQ_SEEDS)
    .filter(([category]) => !seeded.has(category))
    .flatMap(([category, items]) =>
      items.map(([question, answer], index) => ({
        category,
        question,
        answer,
        displayOrder: index + 1,
      })),
    );
  if (faqRows.length > 0) await db.insert(faqs).values(faqRows);

  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(testimonials);
  if (count === 0) {
    const random = createRandom(CATALOG_SEED);
    const rows = TESTIMONIAL_SEEDS.map(([category, customerName, cityName, title, body]) => ({
      category,
      customerName,
      cityName,
      title,
      body,
      // Mostly fives, some fours: what a marketplace actually publishes.
      rating: random.next() < 0.75 ? 5 : 4,
      createdAt: new Date(
        TESTIMONIAL_ANCHOR - Math.floor(random.next() * TESTIMONIAL_SPREAD_DAYS) * DAY_MS,
      ),
    }));
    await db.insert(testimonials).values(rows);
  }

  const contentRows = Object.entries(PAGE_CONTENT_SEEDS).map(([type, content]) => ({
    type,
    content,
  }));
  await db.insert(pageContent).values(contentRows).onConflictDoNothing();
}

/** True when every catalog table already holds its seed rows: the seed returns at once. */
async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db
    .select({
      cities: sql<number>`(select count(*)::int from ${cities})`,
      variants: sql<number>`(select count(*)::int from ${variants})`,
      testimonials: sql<number>`(select count(*)::int from ${testimonials})`,
      pages: sql<number>`(select count(*)::int from ${pageContent})`,
    })
    .from(sql`(select 1) as probe`);
  return (
    row !== undefined &&
    row.cities >= CITY_SEEDS.length &&
    row.variants > 0 &&
    row.testimonials > 0 &&
    row.pages >= Object.keys(PAGE_CONTENT_SEEDS).length
  );
}

export const catalogSeedStep: SeedStep = {
  name: 'catalog',
  async run(handle, log) {
    if (await isSeeded(handle.db)) return;
    await handle.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      await seedPlaces(db);
      await seedCars(db);
      await seedContent(db);
    });
    log.info(`catalog: ${CITY_SEEDS.length} cities, ${MAKE_SEEDS.length} makes seeded`);
  },
};
