import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { sellAppointments } from './sell';

const at = (name: string) => timestamp(name, { withTimezone: true });

// Seller documents, dms tokens and KYC (migration 0014_sell_documents.sql, decisions 0119–0120).

/** The one key dms tokens are signed with (id is always 1). */
export const sellDmsSigningKeys = pgTable('sell_dms_signing_keys', {
  id: smallint('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull(),
});

/** Issued dms tokens; `usedAt` is set by the one upload that spends the jti. */
export const sellDmsTokens = pgTable(
  'sell_dms_tokens',
  {
    jti: text('jti').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => sellAppointments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    utid: text('utid').notNull(),
    client: text('client').notNull(),
    department: text('department').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('sell_dms_tokens_appointment_idx').on(table.appointmentId)],
);

/** RC, INSURANCE, PAN, ID_PROOF, CANCELLED_CHEQUE files; the bytes live in upload storage. */
export const sellDocuments = pgTable(
  'sell_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => sellAppointments.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileName: text('file_name').notNull(),
    /** uploaded | verified | rejected */
    status: text('status').notNull().default('uploaded'),
    rejectReason: text('reject_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: at('reviewed_at'),
    jti: text('jti')
      .notNull()
      .references(() => sellDmsTokens.jti, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('sell_documents_appointment_idx').on(
      table.appointmentId,
      table.documentType,
      table.createdAt,
    ),
  ],
);

/** The seller's KYC for one sale: PAN check, credit-report consent and phone, video-KYC slot. */
export const sellKyc = pgTable('sell_kyc', {
  appointmentId: uuid('appointment_id')
    .primaryKey()
    .references(() => sellAppointments.id, { onDelete: 'cascade' }),
  pan: text('pan'),
  nameOnPan: text('name_on_pan'),
  aadhaarLast4: text('aadhaar_last4'),
  /** verified | name_mismatch | invalid */
  kycStatus: text('kyc_status'),
  kycReference: text('kyc_reference'),
  kycCheckedAt: at('kyc_checked_at'),
  creditConsentAt: at('credit_consent_at'),
  creditReportPhone: text('credit_report_phone'),
  videoSlotStart: at('video_slot_start'),
  videoBookedAt: at('video_booked_at'),
  updatedAt: at('updated_at').notNull(),
});
