/*
 * The blog and customer reviews (migrations 0016, 0017; decisions 0124, 0125).
 * Generated from the migrated database (columns, types, nullability, defaults, indexes) and
 * kept in step by the schema drift test (src/schema-drift.test.ts, decision 0134). Foreign keys
 * live in the migrations.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    category: text('category').notNull(),
    body: text('body').notNull(),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('articles_published_idx').on(table.publishedAt, table.id),
    index('articles_category_idx').on(table.category, table.publishedAt, table.id),
  ],
);

export const customerReviews = pgTable(
  'customer_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id').notNull(),
    transactionKind: text('transaction_kind').notNull(),
    transactionRef: text('transaction_ref').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    city: text('city'),
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    moderatedBy: uuid('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('customer_reviews_queue_idx')
      .on(table.createdAt, table.id)
      .where(sql`(status = 'pending'::text)`),
    index('customer_reviews_published_idx')
      .on(table.createdAt, table.id)
      .where(sql`(status = 'approved'::text)`),
  ],
);
