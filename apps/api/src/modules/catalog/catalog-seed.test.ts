import { createTestDatabase, schema, sql, type DatabaseHandle } from '@carsetu/db';
import { seedSteps } from '@carsetu/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SPEC_SELL_CITIES = [
  'Delhi',
  'Mumbai',
  'Bangalore',
  'Hyderabad',
  'Ahmedabad',
  'Gurgaon',
  'Chennai',
  'Pune',
  'Noida',
  'Ghaziabad',
  'Lucknow',
  'Jaipur',
  'Kolkata',
  'Kochi',
  'Indore',
];

async function counts(handle: DatabaseHandle) {
  const [row] = await handle.db
    .select({
      states: sql<number>`(select count(*)::int from states)`,
      rtos: sql<number>`(select count(*)::int from rto_offices)`,
      cities: sql<number>`(select count(*)::int from cities)`,
      makes: sql<number>`(select count(*)::int from makes)`,
      models: sql<number>`(select count(*)::int from models)`,
      variants: sql<number>`(select count(*)::int from variants)`,
      faqs: sql<number>`(select count(*)::int from faqs)`,
      testimonials: sql<number>`(select count(*)::int from testimonials)`,
      pages: sql<number>`(select count(*)::int from page_content)`,
    })
    .from(sql`(select 1) as probe`);
  return row!;
}

const catalogSeedStep = seedSteps.find((step) => step.name === 'catalog')!;

describe('catalog seed', () => {
  let handle: DatabaseHandle;
  const log = { info: () => {} };

  beforeAll(async () => {
    handle = await createTestDatabase();
    await catalogSeedStep.run(handle, log);
  });
  afterAll(() => handle.close());

  it('writes every state and UT, the cities, the cars and the content', async () => {
    const seeded = await counts(handle);
    expect(seeded.states).toBeGreaterThanOrEqual(36);
    expect(seeded.cities).toBeGreaterThanOrEqual(40);
    expect(seeded.makes).toBeGreaterThanOrEqual(15);
    expect(seeded.models).toBeGreaterThanOrEqual(80);
    expect(seeded.variants).toBeGreaterThan(seeded.models);
    expect(seeded.testimonials).toBeGreaterThanOrEqual(30);
    expect(seeded.pages).toBeGreaterThanOrEqual(6);
    const rtoStates = await handle.db
      .selectDistinct({ stateCode: schema.rtoOffices.stateCode })
      .from(schema.rtoOffices);
    expect(rtoStates).toHaveLength(seeded.states);
  });

  it('has the spec 15 sell cities in order, a group city with members and a virtual city', async () => {
    const cities = await handle.db.select().from(schema.cities);
    const sell = cities
      .filter((city) => city.sellOrder !== null)
      .sort((a, b) => a.sellOrder! - b.sellOrder!);
    expect(sell.map((city) => city.sellTitle ?? city.name)).toEqual(SPEC_SELL_CITIES);
    expect(sell[0]!.slug).toBe('new-delhi');
    const group = cities.find((city) => city.isGroupCity)!;
    const members = cities.filter((city) => city.primaryGroupCityId === group.id);
    expect(members.map((city) => city.name).sort()).toEqual([
      'Faridabad',
      'Ghaziabad',
      'Gurgaon',
      'New Delhi',
      'Noida',
    ]);
    expect(cities.filter((city) => city.isVirtualCity)).toHaveLength(1);
  });

  it('gives every model variants with unique names and plausible prices', async () => {
    const variants = await handle.db.select().from(schema.variants);
    const names = new Set(variants.map((v) => `${v.modelId}:${v.name}`));
    expect(names.size).toBe(variants.length);
    const models = await handle.db.select().from(schema.models);
    expect(models.every((model) => variants.some((v) => v.modelId === model.id))).toBe(true);
    // Between 3 lakh and 1 crore rupees, in paise.
    expect(variants.every((v) => v.exShowroomPaise >= 3e7 && v.exShowroomPaise <= 1e9)).toBe(true);
  });

  it('has at least 6 FAQs in every site category', async () => {
    const rows = await handle.db
      .select({ category: schema.faqs.category, count: sql<number>`count(*)::int` })
      .from(schema.faqs)
      .groupBy(schema.faqs.category);
    const byCategory = Object.fromEntries(rows.map((row) => [row.category, row.count]));
    for (const category of ['buy', 'sell', 'loan', 'challan', 'services', 'general']) {
      expect(byCategory[category]).toBeGreaterThanOrEqual(6);
    }
  });

  it('changes nothing when it runs again', async () => {
    const before = await counts(handle);
    const testimonialsBefore = await handle.db.select().from(schema.testimonials);
    await catalogSeedStep.run(handle, log);
    expect(await counts(handle)).toEqual(before);
    expect(await handle.db.select().from(schema.testimonials)).toEqual(testimonialsBefore);
  });
});
