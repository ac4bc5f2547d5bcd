import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './inventory';

/** A car's registry checks for the clean-papers badge, cached (migration 0025; decision 0162). */
export const listingPaperChecks = pgTable('listing_paper_checks', {
  listingId: integer('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  registrationNumber: text('registration_number').notNull(),
  pendingChallans: integer('pending_challans').notNull(),
  insuranceUpto: date('insurance_upto').notNull(),
  pucUpto: date('puc_upto'),
  financer: text('financer'),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});
