import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cities } from './catalog';
import { users } from './identity';
import { listings } from './inventory';

/**
 * A used-car loan application from the personal-details page. The eligibility answer shown to
 * the applicant is kept as it was (jsonb), so a later change of the rules never rewrites what
 * the person was told. Status PENDING means "with the lending partner" (spec §4: loan status
 * defaults to PENDING).
 */
export const loanApplications = pgTable(
  'loan_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PENDING | APPROVED | REJECTED | DISBURSED */
    status: text('status').notNull().default('PENDING'),
    fullName: text('full_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** salaried | self-employed */
    employmentType: text('employment_type').notNull(),
    monthlyIncomePaise: bigint('monthly_income_paise', { mode: 'number' }).notNull(),
    existingEmiPaise: bigint('existing_emi_paise', { mode: 'number' }).notNull().default(0),
    loanAmountPaise: bigint('loan_amount_paise', { mode: 'number' }).notNull(),
    tenureMonths: smallint('tenure_months').notNull(),
    pan: text('pan').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    cfSource: text('cf_source'),
    eligibility: jsonb('eligibility').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('loan_applications_user_idx').on(table.userId, table.createdAt.desc()),
    index('loan_applications_user_status_idx').on(table.userId, table.status),
  ],
);
