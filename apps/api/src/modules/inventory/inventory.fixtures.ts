import { schema, sql, type Database } from '@carsetu/db';

/**
 * Test factories: each test makes its own catalog rows and listings (never seed data). Ids come
 * from a per-process counter far above the seed's ids.
 */
let nextId = 100_000 + (process.pid % 1000) * 1000;
const id = () => ++nextId;

export interface CatalogFixture {
  stateCode: string;
  cityId: number;
  makeId: number;
  makeSlug: string;
  modelId: number;
  modelSlug: string;
  variantId: number;
}

export async function createState(db: Database, code = 'MH', name = 'Maharashtra') {
  await db
    .insert(schema.states)
    .values({ code, name, slug: name.toLowerCase().replace(/\s+/g, '-'), kind: 'state' })
    .onConflictDoNothing();
  await db
    .insert(schema.rtoOffices)
    .values({ code: `${code}12`, stateCode: code, name: 'Pune' })
    .onConflictDoNothing();
  return code;
}

export async function createCity(
  db: Database,
  overrides: Partial<typeof schema.cities.$inferInsert> = {},
) {
  const cityId = id();
  const stateCode = overrides.stateCode ?? (await createState(db));
  await db.insert(schema.cities).values({
    id: cityId,
    name: `City ${cityId}`,
    slug: `city-${cityId}`,
    stateCode,
    pincodeFrom: 411001,
    pincodeTo: 411062,
    latitude: 18.52,
    longitude: 73.85,
    isBuyUsedCar: true,
    ...overrides,
  });
  return cityId;
}

export async function createModel(
  db: Database,
  options: {
    makeName?: string;
    modelName?: string;
    bodyType?: string;
    seats?: number;
    variantName?: string;
    fuelType?: string;
    transmission?: string;
  } = {},
) {
  const makeId = id();
  const makeName = options.makeName ?? `Make ${makeId}`;
  const makeSlug = `${makeName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${makeId}`;
  await db.insert(schema.makes).values({ id: makeId, name: makeName, slug: makeSlug });
  const modelId = id();
  const modelName = options.modelName ?? `Model ${modelId}`;
  const modelSlug = `${modelName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${modelId}`;
  await db.insert(schema.models).values({
    id: modelId,
    makeId,
    name: modelName,
    slug: modelSlug,
    bodyType: options.bodyType ?? 'hatchback',
    seats: options.seats ?? 5,
    firstYear: 2012,
  });
  const variantId = id();
  await db.insert(schema.variants).values({
    id: variantId,
    modelId,
    name: options.variantName ?? 'VXI',
    fuelType: options.fuelType ?? 'petrol',
    transmission: options.transmission ?? 'manual',
    engineCc: 1197,
    exShowroomPaise: 700_000_00,
  });
  return { makeId, makeSlug, modelId, modelSlug, variantId };
}

export async function createCatalog(db: Database): Promise<CatalogFixture> {
  const stateCode = await createState(db);
  const cityId = await createCity(db, { stateCode });
  return { stateCode, cityId, ...(await createModel(db)) };
}

export type ListingOverrides = Partial<typeof schema.listings.$inferInsert>;

export async function createListing(
  db: Database,
  catalog: CatalogFixture,
  overrides: ListingOverrides = {},
) {
  const pricePaise = overrides.pricePaise ?? 500_000_00;
  const [row] = await db
    .insert(schema.listings)
    .values({
      makeId: catalog.makeId,
      modelId: catalog.modelId,
      variantId: catalog.variantId,
      cityId: catalog.cityId,
      year: 2019,
      kmDriven: 40_000,
      pricePaise,
      originalPricePaise: pricePaise,
      owners: 1,
      colour: 'white',
      bodyType: 'hatchback',
      fuelType: 'petrol',
      transmission: 'manual',
      seats: 5,
      stateCode: catalog.stateCode,
      rtoCode: `${catalog.stateCode}12`,
      qualityScore: 70,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createHub(db: Database, cityId: number) {
  const hubId = id();
  await db
    .insert(schema.inventoryHubs)
    .values({ id: hubId, cityId, name: `Hub ${hubId}`, address: '12 MG Road', pincode: '411001' });
  return hubId;
}

export async function listingStatus(db: Database, listingId: number): Promise<string> {
  const result = (await db.execute(
    sql`select status from listings where id = ${listingId}`,
  )) as unknown as { rows: { status: string }[] };
  return result.rows[0]!.status;
}
