import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: text('phone').notNull().unique(),
  name: text('name'),
  email: text('email'),
  whatsappConsent: boolean('whatsapp_consent').notNull().default(true),
  whatsappConsentAt: at('whatsapp_consent_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Opaque session tokens: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    secureToken: text('secure_token').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** One row per OTP sent; only the code's hash is kept. A resend closes the open row. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    closedAt: at('closed_at'),
    closedReason: text('closed_reason'),
  },
  (table) => [
    index('otp_challenges_open_idx').on(
      table.phone,
      table.purpose,
      table.subject,
      table.createdAt.desc(),
    ),
  ],
);

/** Single-use proof that a phone passed an OTP check (login access-token, lead token). */
export const verificationGrants = pgTable('verification_grants', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  phone: text('phone').notNull(),
  purpose: text('purpose').notNull(),
  subject: text('subject').notNull().default(''),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Fixed-window abuse-limit counters shared by every process on the database. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_counters_expiry_idx').on(table.expiresAt),
  ],
);

/** Sandbox SMS outbox (development and e2e only). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (table) => [index('sms_outbox_phone_idx').on(table.toPhone, table.sentAt.desc())],
);
