import { asc, desc, eq, inArray, or, schema, sql, type Database } from '@carsetu/db';

const { cities, states, rtoOffices, makes, models, variants, faqs, testimonials, pageContent } =
  schema;

export type CityRow = typeof cities.$inferSelect;
export type StateRow = typeof states.$inferSelect;
export type RtoOfficeRow = typeof rtoOffices.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type VariantRow = typeof variants.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type PageContentRow = typeof pageContent.$inferSelect;

export interface MakeRow {
  id: number;
  name: string;
  slug: string;
  isPopular: boolean;
  modelCount: number;
}

export interface ModelWithPricesRow {
  id: number;
  makeId: number;
  name: string;
  slug: string;
  bodyType: string;
  seats: number;
  firstYear: number;
  lastYear: number | null;
  isPopular: boolean;
  updatedAt: Date;
  fuelTypes: string[];
  transmissions: string[];
  minExShowroomPaise: number;
  maxExShowroomPaise: number;
}

export function listCities(db: Database): Promise<CityRow[]> {
  return db.select().from(cities).orderBy(asc(cities.displayOrder), asc(cities.id));
}

export async function listStatesWithRtoCodes(
  db: Database,
): Promise<Array<StateRow & { rtoCodes: string[] }>> {
  const [stateRows, rtoRows] = await Promise.all([
    db.select().from(states).orderBy(asc(states.name)),
    db.select({ code: rtoOffices.code, stateCode: rtoOffices.stateCode }).from(rtoOffices),
  ]);
  const codesByState = new Map<string, string[]>();
  for (const rto of rtoRows) {
    const list = codesByState.get(rto.stateCode) ?? [];
    list.push(rto.code);
    codesByState.set(rto.stateCode, list);
  }
  // Numeric order (DL2 before DL10), which a text sort would get wrong.
  const byNumber = (a: string, b: string) => Number(a.slice(2)) - Number(b.slice(2));
  return stateRows.map((state) => ({
    ...state,
    rtoCodes: (codesByState.get(state.code) ?? []).sort(byNumber),
  }));
}

export async function findRtoOffice(
  db: Database,
  candidateCodes: string[],
): Promise<{ rto: RtoOfficeRow; state: StateRow } | null> {
  const [row] = await db
    .select({ rto: rtoOffices, state: states })
    .from(rtoOffices)
    .innerJoin(states, eq(states.code, rtoOffices.stateCode))
    .where(inArray(rtoOffices.code, candidateCodes))
    .limit(1);
  return row ?? null;
}

/** State codes including the legacy ones still on plates (OR → OD). */
export async function findStateByAnyCode(db: Database, code: string): Promise<StateRow | null> {
  const [row] = await db
    .select()
    .from(states)
    .where(or(eq(states.code, code), sql`${code} = any(${states.legacyCodes})`))
    .limit(1);
  return row ?? null;
}

export function listMakes(db: Database): Promise<MakeRow[]> {
  return db
    .select({
      id: makes.id,
      name: makes.name,
      slug: makes.slug,
      isPopular: makes.isPopular,
      modelCount: sql<number>`count(${models.id})::int`,
    })
    .from(makes)
    .leftJoin(models, eq(models.makeId, makes.id))
    .groupBy(makes.id)
    .orderBy(desc(makes.isPopular), asc(makes.displayOrder), asc(makes.name));
}

/** Every model with its variants' fuels, gearboxes and price range (a few hundred rows). */
export async function listModelsWithPrices(db: Database): Promise<ModelWithPricesRow[]> {
  const rows = await db
    .select({
      id: models.id,
      makeId: models.makeId,
      name: models.name,
      slug: models.slug,
      bodyType: models.bodyType,
      seats: models.seats,
      firstYear: models.firstYear,
      lastYear: models.lastYear,
      isPopular: models.isPopular,
      updatedAt: models.updatedAt,
      fuelTypes: sql<
        string[]
      >`coalesce(array_agg(distinct ${variants.fuelType}) filter (where ${variants.id} is not null), '{}')`,
      transmissions: sql<
        string[]
      >`coalesce(array_agg(distinct ${variants.transmission}) filter (where ${variants.id} is not null), '{}')`,
      // bigint sums come back as strings from node-postgres; the prices fit an int8 → float safely.
      minExShowroomPaise: sql<number>`coalesce(min(${variants.exShowroomPaise}), 0)::float8`,
      maxExShowroomPaise: sql<number>`coalesce(max(${variants.exShowroomPaise}), 0)::float8`,
    })
    .from(models)
    .leftJoin(variants, eq(variants.modelId, models.id))
    .groupBy(models.id)
    .orderBy(desc(models.isPopular), asc(models.name));
  return rows;
}

export function listVariants(db: Database): Promise<VariantRow[]> {
  return db
    .select()
    .from(variants)
    .orderBy(asc(variants.modelId), asc(variants.exShowroomPaise), asc(variants.id));
}

export function listFaqs(db: Database): Promise<FaqRow[]> {
  return db.select().from(faqs).orderBy(asc(faqs.category), asc(faqs.displayOrder), asc(faqs.id));
}

/** Case-insensitive match on question or answer; LIKE wildcards in the query are literal. */
export function searchFaqs(db: Database, text: string, limit: number): Promise<FaqRow[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(faqs)
    .where(or(sql`${faqs.question} ilike ${pattern}`, sql`${faqs.answer} ilike ${pattern}`))
    .orderBy(
      // Hits in the question rank above hits only in the answer.
      sql`case when ${faqs.question} ilike ${pattern} then 0 else 1 end`,
      asc(faqs.displayOrder),
      asc(faqs.id),
    )
    .limit(limit);
}

export function listTestimonials(db: Database): Promise<TestimonialRow[]> {
  return db.select().from(testimonials).orderBy(desc(testimonials.createdAt), asc(testimonials.id));
}

export function listPageContent(db: Database): Promise<PageContentRow[]> {
  return db.select().from(pageContent);
}
