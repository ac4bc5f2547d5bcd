import { schema, type Database } from '@carsetu/db';

type ModelInsert = typeof schema.models.$inferInsert;
type VariantInsert = typeof schema.variants.$inferInsert;

const model = (row: Omit<ModelInsert, 'seats' | 'firstYear'> & Partial<ModelInsert>) => ({
  seats: 5,
  firstYear: 2018,
  ...row,
});
const variant = (
  id: number,
  modelId: number,
  name: string,
  exShowroomPaise: number,
  extra: Partial<VariantInsert> = {},
): VariantInsert => ({
  id,
  modelId,
  name,
  fuelType: 'petrol',
  transmission: 'manual',
  engineCc: 1197,
  exShowroomPaise,
  ...extra,
});

/**
 * A small new-car world: prices sit on the budget boundaries (Swift starts at exactly ₹5.00 Lakh,
 * Dzire one rupee above it), one model is discontinued, one has no variants, one is electric.
 */
export async function insertNewCarWorld(db: Database) {
  await db.insert(schema.makes).values([
    { id: 1, name: 'Maruti Suzuki', slug: 'maruti-suzuki', isPopular: true, displayOrder: 1 },
    { id: 2, name: 'Tata', slug: 'tata', isPopular: true, displayOrder: 2 },
    { id: 3, name: 'Hyundai', slug: 'hyundai', isPopular: true, displayOrder: 3 },
    { id: 12, name: 'Ford', slug: 'ford', isPopular: false, displayOrder: 4 },
  ]);
  await db.insert(schema.models).values([
    model({
      id: 101,
      makeId: 1,
      name: 'Swift',
      slug: 'swift',
      bodyType: 'hatchback',
      isPopular: true,
    }),
    model({ id: 102, makeId: 1, name: 'Brezza', slug: 'brezza', bodyType: 'compact-suv' }),
    model({ id: 103, makeId: 1, name: 'Dzire', slug: 'dzire', bodyType: 'sedan' }),
    model({
      id: 104,
      makeId: 1,
      name: 'Alto 800',
      slug: 'alto-800',
      bodyType: 'hatchback',
      firstYear: 2012,
      lastYear: 2023,
    }),
    model({ id: 105, makeId: 1, name: 'Ertiga', slug: 'ertiga', bodyType: 'muv', seats: 7 }),
    model({
      id: 201,
      makeId: 2,
      name: 'Harrier',
      slug: 'harrier',
      bodyType: 'suv',
      isPopular: true,
    }),
    model({ id: 202, makeId: 2, name: 'Tiago EV', slug: 'tiago-ev', bodyType: 'hatchback' }),
    model({
      id: 1201,
      makeId: 12,
      name: 'Figo',
      slug: 'figo',
      bodyType: 'hatchback',
      firstYear: 2010,
      lastYear: 2021,
    }),
  ]);
  await db.insert(schema.variants).values([
    variant(10102, 101, 'ZXi AMT', 70_000_000, { transmission: 'automatic' }),
    variant(10101, 101, 'LXi', 50_000_000),
    variant(10201, 102, 'LXi', 83_400_000, { engineCc: 1462 }),
    variant(10202, 102, 'ZXi AT', 141_400_000, { engineCc: 1462, transmission: 'automatic' }),
    variant(10301, 103, 'LXi', 50_000_100),
    variant(10401, 104, 'LXi', 35_400_000, { engineCc: 796 }),
    variant(20101, 201, 'Smart', 150_000_000, { fuelType: 'diesel', engineCc: 1956 }),
    variant(20201, 202, 'XE', 79_900_000, {
      fuelType: 'electric',
      transmission: 'automatic',
      engineCc: null,
    }),
    variant(120101, 1201, 'Ambiente', 55_000_000),
  ]);
}
