/*
 * Experiments and sticky assignments (migration 0018, decision 0127).
 * Generated from the migrated database (columns, types, nullability, defaults, indexes) and
 * kept in step by the schema drift test (src/schema-drift.test.ts, decision 0134). Foreign keys
 * live in the migrations.
 */
import { boolean, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const experiments = pgTable('experiments', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
  variants: jsonb('variants').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const experimentAssignments = pgTable(
  'experiment_assignments',
  {
    experiment: text('experiment').notNull(),
    subject: text('subject').notNull(),
    variant: text('variant').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.experiment, table.subject] })],
);
