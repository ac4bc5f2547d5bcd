import { and, eq, gte, schema, sql, type Database } from '@carsetu/db';
import type { CallbackLanguage, LeadStatus } from '@carsetu/contracts';
import { nextCallWindow } from './call-window';

const { callbackLeads } = schema;

export type LeadChannel = 'frame' | 'lead-api';

export interface NewCallbackLead {
  phone: string;
  reason: string;
  language: CallbackLanguage;
  channel: LeadChannel;
  userId: string | null;
}

export async function insertCallbackLead(
  db: Database,
  lead: NewCallbackLead,
  now: Date,
): Promise<{ id: string; status: LeadStatus; language: CallbackLanguage }> {
  const [row] = await db
    .insert(callbackLeads)
    .values({ ...lead, status: 'NEW', createdAt: now, nextCallAt: nextCallWindow(now) })
    .returning({ id: callbackLeads.id });
  return { id: row!.id, status: 'NEW', language: lead.language };
}

/** Leads the phone created since `since` (the start of its day in India). */
export async function countLeadsSince(db: Database, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(callbackLeads)
    .where(and(eq(callbackLeads.phone, phone), gte(callbackLeads.createdAt, since)));
  return Number(row?.total ?? 0);
}
