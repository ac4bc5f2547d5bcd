/*
 * Sell-flow history and questions (migrations 0007, 0010) and staff roles (migration 0010).
 * Generated from the migrated database (columns, types, nullability, defaults, indexes) and
 * kept in step by the schema drift test (src/schema-drift.test.ts, decision 0134). Foreign keys
 * live in the migrations.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const sellAppointmentEvents = pgTable(
  'sell_appointment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: uuid('appointment_id').notNull(),
    kind: text('kind').notNull(),
    detail: jsonb('detail')
      .notNull()
      .default(sql`'{}'::jsonb`),
    actorUserId: uuid('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sell_appointment_events_idx').on(table.appointmentId, table.id)],
);

export const sellQuestionAnswers = pgTable('sell_question_answers', {
  appointmentId: uuid('appointment_id').primaryKey(),
  version: integer('version').notNull(),
  answers: jsonb('answers').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
});

export const sellQuestionSets = pgTable('sell_question_sets', {
  version: integer('version').primaryKey(),
  questions: jsonb('questions').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: uuid('user_id').notNull(),
    role: text('role').notNull(),
    cityId: integer('city_id'),
    displayName: text('display_name'),
    grantedBy: uuid('granted_by'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    index('staff_roles_role_city_idx').on(table.role, table.cityId),
  ],
);
