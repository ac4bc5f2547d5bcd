import { and, asc, desc, eq, or, schema, sql, type Database } from '@carsetu/db';

export async function listStates(db: Database) {
  return db
    .select({
      code: schema.states.code,
      name: schema.states.name,
      slug: schema.states.slug,
      kind: schema.states.kind,
    })
    .from(schema.states)
    .orderBy(asc(schema.states.name));
}

/** A state's cities (by name) and RTO offices (by code), read together for its e-challan page. */
export async function placesInState(db: Database, stateCode: string) {
  const { cities, rtoOffices } = schema;
  const [cityRows, rtoRows] = await Promise.all([
    db
      .select({ name: cities.name, slug: cities.slug })
      .from(cities)
      .where(eq(cities.stateCode, stateCode))
      .orderBy(asc(cities.name)),
    db
      .select({ code: rtoOffices.code, name: rtoOffices.name })
      .from(rtoOffices)
      .where(eq(rtoOffices.stateCode, stateCode))
      .orderBy(asc(rtoOffices.code)),
  ]);
  return { cities: cityRows, rtoOffices: rtoRows };
}

export async function faqsFor(db: Database, stateSlug: string) {
  return db
    .select({ question: schema.faqs.question, answer: schema.faqs.answer })
    .from(schema.faqs)
    .where(or(eq(schema.faqs.category, `state:${stateSlug}`), eq(schema.faqs.category, 'challan')))
    .orderBy(asc(schema.faqs.displayOrder), asc(schema.faqs.id));
}

export async function challanTestimonials(db: Database, limit: number) {
  return db
    .select({
      customerName: schema.testimonials.customerName,
      cityName: schema.testimonials.cityName,
      rating: schema.testimonials.rating,
      title: schema.testimonials.title,
      body: schema.testimonials.body,
    })
    .from(schema.testimonials)
    .where(eq(schema.testimonials.category, 'challan'))
    .orderBy(desc(schema.testimonials.createdAt))
    .limit(limit);
}

/** A commerce-ledger row is the payment of the challan it names. */
const paidChallan = eq(
  schema.challans.challanNumber,
  schema.settledProducts.productUniqueIdentifier,
);
const settledInState = (stateCode: string) =>
  and(eq(schema.settledProducts.productType, 'challan'), eq(schema.challans.stateCode, stateCode));

/** Challans of this state paid through CarSetu (the commerce ledger joined to the challans). */
export async function settledCountInState(db: Database, stateCode: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(schema.settledProducts)
    .innerJoin(schema.challans, paidChallan)
    .where(settledInState(stateCode));
  return row?.total ?? 0;
}

export async function recentPaymentsInState(db: Database, stateCode: string, limit: number) {
  return db
    .select({
      registrationNumber: schema.challans.registrationNumber,
      amountPaise: schema.challans.finePaise,
      paidAt: schema.settledProducts.settledAt,
    })
    .from(schema.settledProducts)
    .innerJoin(schema.challans, paidChallan)
    .where(settledInState(stateCode))
    .orderBy(desc(schema.settledProducts.settledAt))
    .limit(limit);
}
