import { eq, schema, type Database } from '@carsetu/db';

const { users } = schema;
export type UserRow = typeof users.$inferSelect;

/** The account for a phone, created on its first verified login. */
export async function findOrCreateUser(db: Database, phone: string, now: Date): Promise<UserRow> {
  await db
    .insert(users)
    .values({ phone, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phone });
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row!;
}

export async function recordWhatsappConsent(
  db: Database,
  userId: string,
  consent: boolean,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ whatsappConsent: consent, whatsappConsentAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function findUserById(db: Database, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function updateUserProfile(
  db: Database,
  userId: string,
  profile: { name: string; email: string | null },
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ name: profile.name, email: profile.email, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}
