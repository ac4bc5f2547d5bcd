import { and, asc, desc, eq, inArray, or, schema, sql, type Database } from '@carsetu/db';

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

export async function citiesOf(db: Database, stateCode: string) {
  return db
    .select({ name: schema.cities.name, slug: schema.cities.slug })
    .from(schema.cities)
    .where(eq(schema.cities.stateCode, stateCode))
    .orderBy(asc(schema.cities.name));
}

export async function rtoOfficesOf(db: Database, stateCode: string) {
  return db
    .select({ code: schema.rtoOffices.code, name: schema.rtoOffices.name })
    .from(schema.rtoOffices)
    .where(eq(schema.rtoOffices.stateCode, stateCode))
    .orderBy(asc(schema.rtoOffices.code));
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

/** Challans of this state paid through CarSetu (the commerce ledger joined to the challans). */
export async function settledCountInState(db: Database, stateCode: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(schema.settledProducts)
    .innerJoin(
      schema.challans,
      eq(schema.challans.challanNumber, schema.settledProducts.productUniqueIdentifier),
    )
    .where(
      and(
        eq(schema.settledProducts.productType, 'challan'),
        eq(schema.challans.stateCode, stateCode),
      ),
    );
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
    .innerJoin(
      schema.challans,
      eq(schema.challans.challanNumber, schema.settledProducts.productUniqueIdentifier),
    )
    .where(
      and(
        eq(schema.settledProducts.productType, 'challan'),
        inArray(schema.challans.stateCode, [stateCode]),
      ),
    )
    .orderBy(desc(schema.settledProducts.settledAt))
    .limit(limit);
}
