import { and, desc, eq, schema, type Database } from '@carsetu/db';
import type { LoanStatus } from '@carsetu/contracts';

const { loanApplications, cities, listings, makes, models } = schema;

export type LoanApplicationInsert = typeof loanApplications.$inferInsert;

const applicationColumns = {
  application: loanApplications,
  cityName: cities.name,
};

export type LoanApplicationRow = {
  application: typeof loanApplications.$inferSelect;
  cityName: string;
};

export async function insertLoanApplication(
  db: Database,
  values: LoanApplicationInsert,
): Promise<string> {
  const [row] = await db
    .insert(loanApplications)
    .values(values)
    .returning({ id: loanApplications.id });
  return row!.id;
}

/** Every read is scoped to the owner: another user's id simply finds nothing. */
export async function findOwnLoanApplication(
  db: Database,
  userId: string,
  id: string,
): Promise<LoanApplicationRow | null> {
  const [row] = await db
    .select(applicationColumns)
    .from(loanApplications)
    .innerJoin(cities, eq(cities.id, loanApplications.cityId))
    .where(and(eq(loanApplications.id, id), eq(loanApplications.userId, userId)));
  return row ?? null;
}

export async function listOwnLoanApplications(
  db: Database,
  userId: string,
  status?: LoanStatus,
): Promise<LoanApplicationRow[]> {
  const owner = eq(loanApplications.userId, userId);
  return db
    .select(applicationColumns)
    .from(loanApplications)
    .innerJoin(cities, eq(cities.id, loanApplications.cityId))
    .where(status ? and(owner, eq(loanApplications.status, status)) : owner)
    .orderBy(desc(loanApplications.createdAt), desc(loanApplications.id));
}

export async function cityExists(db: Database, cityId: number): Promise<boolean> {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  return Boolean(row);
}

export async function findListingForLoan(db: Database, listingId: number) {
  const [row] = await db
    .select({ year: listings.year, pricePaise: listings.pricePaise })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}

/** What the car page's loan banner and redirect link need of a listing (on sale or reserved). */
export async function findListingForLoanLink(db: Database, listingId: number) {
  const [row] = await db
    .select({
      id: listings.id,
      year: listings.year,
      pricePaise: listings.pricePaise,
      makeSlug: makes.slug,
      modelSlug: models.slug,
      citySlug: cities.slug,
    })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .innerJoin(models, eq(models.id, listings.modelId))
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .where(eq(listings.id, listingId));
  return row ?? null;
}
