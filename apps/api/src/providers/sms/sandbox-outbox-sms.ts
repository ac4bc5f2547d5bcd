import { desc, eq, schema, type Database } from '@carsetu/db';
import type { SmsProvider } from './sms-provider';

/** How many messages the outbox returns per phone: enough to see a resend history. */
export const OUTBOX_PAGE_SIZE = 20;

export interface OutboxMessage {
  to: string;
  text: string;
  sentAt: string;
}

/**
 * SANDBOX SMS provider: messages go to a database table instead of a phone, readable at
 * GET /api/dev/outbox (development and e2e only). Stored in the database so every process and a
 * test runner see the same outbox.
 */
export function createSandboxOutboxSms(db: Database, now: () => Date): SmsProvider {
  return {
    name: 'outbox',
    async sendOtp({ to, text }) {
      await db.insert(schema.smsOutbox).values({ toPhone: to, body: text, sentAt: now() });
    },
    async sendNotice({ to, text }) {
      await db.insert(schema.smsOutbox).values({ toPhone: to, body: text, sentAt: now() });
    },
  };
}

/** Newest first. */
export async function listOutbox(db: Database, phone: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(schema.smsOutbox)
    .where(eq(schema.smsOutbox.toPhone, phone))
    .orderBy(desc(schema.smsOutbox.sentAt))
    .limit(OUTBOX_PAGE_SIZE);
  return rows.map((row) => ({ to: row.toPhone, text: row.body, sentAt: row.sentAt.toISOString() }));
}
