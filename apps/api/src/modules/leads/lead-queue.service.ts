import { asc, eq, inArray, schema, sql, type Database } from '@carsetu/db';
import type { LeadOutcome, LeadQueueItem, LeadStatus } from '@carsetu/contracts';
import { conflict, notFound } from '../../lib/errors';
import { MAX_CALL_ATTEMPTS, NOT_REACHABLE_RETRY_MS, nextCallWindow } from './call-window';

const { callbackLeads, callbackLeadNotes, users } = schema;

/** Leads an agent still has to call. */
const OPEN_STATUSES: LeadStatus[] = ['NEW', 'NOT_REACHABLE'];
/** Most leads the queue page shows at once (the earliest windows first). */
export const LEAD_QUEUE_PAGE_SIZE = 100;

/** The queue: open leads (or one status) by next call window, oldest request first on a tie. */
export async function listLeadQueue(
  db: Database,
  filter: 'open' | LeadStatus,
  now: Date,
): Promise<LeadQueueItem[]> {
  const statuses = filter === 'open' ? OPEN_STATUSES : [filter];
  const leads = await db
    .select()
    .from(callbackLeads)
    .where(inArray(callbackLeads.status, statuses))
    .orderBy(asc(callbackLeads.nextCallAt), asc(callbackLeads.createdAt))
    .limit(LEAD_QUEUE_PAGE_SIZE);
  if (leads.length === 0) return [];
  const notes = await db
    .select({
      leadId: callbackLeadNotes.leadId,
      status: callbackLeadNotes.status,
      note: callbackLeadNotes.note,
      by: sql<string>`coalesce(${users.name}, ${users.phone})`,
      at: callbackLeadNotes.createdAt,
    })
    .from(callbackLeadNotes)
    .innerJoin(users, eq(users.id, callbackLeadNotes.authorUserId))
    .where(
      inArray(
        callbackLeadNotes.leadId,
        leads.map((lead) => lead.id),
      ),
    )
    .orderBy(asc(callbackLeadNotes.id));
  return leads.map((lead) => ({
    id: lead.id,
    phone: lead.phone,
    reason: lead.reason,
    language: lead.language as LeadQueueItem['language'],
    status: lead.status as LeadStatus,
    channel: lead.channel,
    attempts: lead.attempts,
    nextCallAt: lead.nextCallAt.toISOString(),
    createdAt: lead.createdAt.toISOString(),
    due: lead.nextCallAt.getTime() <= now.getTime(),
    notes: notes
      .filter((note) => note.leadId === lead.id)
      .map((note) => ({
        status: note.status as LeadStatus,
        note: note.note,
        by: note.by,
        at: note.at.toISOString(),
      })),
  }));
}

/**
 * An agent records a call: CALLED or CLOSED end the lead's turn in the queue; NOT_REACHABLE brings
 * it back two hours later (inside a window) until the third unanswered call, which closes it.
 * A closed lead cannot be worked again (409), so two agents cannot both close it.
 */
export async function recordLeadOutcome(
  db: Database,
  input: { leadId: string; agentUserId: string; status: LeadOutcome; note: string },
  now: Date,
): Promise<LeadStatus> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select()
      .from(callbackLeads)
      .where(eq(callbackLeads.id, input.leadId))
      .for('update');
    if (!lead) throw notFound('No such lead');
    if (lead.status === 'CLOSED') throw conflict('LEAD_CLOSED', 'This lead is already closed');
    // Every recorded outcome is one call made.
    const attempts = lead.attempts + 1;
    const giveUp = input.status === 'NOT_REACHABLE' && attempts >= MAX_CALL_ATTEMPTS;
    const status: LeadStatus = giveUp ? 'CLOSED' : input.status;
    const note =
      giveUp && input.note === ''
        ? `Closed after ${MAX_CALL_ATTEMPTS} unanswered calls`
        : input.note;
    await tx
      .update(callbackLeads)
      .set({
        status,
        attempts,
        updatedAt: now,
        nextCallAt:
          status === 'NOT_REACHABLE'
            ? nextCallWindow(new Date(now.getTime() + NOT_REACHABLE_RETRY_MS))
            : lead.nextCallAt,
      })
      .where(eq(callbackLeads.id, lead.id));
    await tx.insert(callbackLeadNotes).values({
      leadId: lead.id,
      authorUserId: input.agentUserId,
      status,
      note,
      createdAt: now,
    });
    return status;
  });
}
