import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Challans as last reported by the challan source (government e-challan system or its sandbox),
 * kept so an order can be checked against the amount and status the driver saw.
 */
export const challans = pgTable(
  'challans',
  {
    challanNumber: text('challan_number').primaryKey(),
    registrationNumber: text('registration_number').notNull(),
    stateCode: text('state_code').notNull(),
    offenceKey: text('offence_key').notNull(),
    offence: text('offence').notNull(),
    section: text('section').notNull(),
    place: text('place').notNull(),
    offenceAt: timestamp('offence_at', { withTimezone: true }).notNull(),
    finePaise: bigint('fine_paise', { mode: 'number' }).notNull(),
    /** pending | paid | virtual-court as the source reports it; 'court' is derived by age. */
    sourceStatus: text('source_status').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('challans_registration_idx').on(table.registrationNumber)],
);

/** A state's notified compounding amounts; offences without a row use the central schedule. */
export const challanFineSchedules = pgTable(
  'challan_fine_schedules',
  {
    stateCode: text('state_code').notNull(),
    offenceKey: text('offence_key').notNull(),
    section: text('section').notNull(),
    title: text('title').notNull(),
    finePaise: bigint('fine_paise', { mode: 'number' }).notNull(),
    repeatFinePaise: bigint('repeat_fine_paise', { mode: 'number' }),
    notification: text('notification').notNull(),
  },
  (table) => [primaryKey({ columns: [table.stateCode, table.offenceKey] })],
);

/** GET /api/v1/{x}/active-banner/{name}: banners by page context and slot name. */
export const activeBanners = pgTable(
  'active_banners',
  {
    context: text('context').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    ctaLabel: text('cta_label'),
    ctaUrl: text('cta_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.context, table.name, table.startsAt] })],
);
