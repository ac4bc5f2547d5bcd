import { SELL_QUESTION_MESSAGES, type SellQuestionSet } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import { queryRows } from '../../../lib/sql-rows';
import type { SessionUser } from '../../identity';
import { SELL_MESSAGES } from '../sell.constants';

/** The question set of a version, or the latest published one. */
export async function questionSet(db: Database, version?: number): Promise<SellQuestionSet> {
  const [row] = await queryRows<{ version: number; questions: SellQuestionSet['questions'] }>(
    db,
    version
      ? sql`select version, questions from sell_question_sets where version = ${version}`
      : sql`select version, questions from sell_question_sets order by version desc limit 1`,
  );
  if (!row) throw notFound(SELL_QUESTION_MESSAGES.unknownVersion);
  return { version: row.version, questions: row.questions };
}

/**
 * Saves the seller's answers: every answer must be one of its question's options and every
 * required question answered. The token proves the link; when a session is present it must be
 * the owner's (a logged-in stranger holding the link cannot overwrite).
 */
export async function saveAnswers(
  db: Database,
  body: { token: string; version: number; answers: Record<string, string> },
  viewer: SessionUser | null,
  now: Date,
) {
  const [appointment] = await queryRows<{ id: string; user_id: string; status: string }>(
    db,
    sql`select id, user_id, status from sell_appointments where token = ${body.token}`,
  );
  if (!appointment) throw notFound(SELL_MESSAGES.notFound);
  if (viewer && viewer.userId !== appointment.user_id) throw forbidden(SELL_MESSAGES.notOwner);
  const set = await questionSet(db, body.version);
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body.answers)) {
    const question = set.questions.find((candidate) => candidate.key === key);
    if (!question) fields[key] = SELL_QUESTION_MESSAGES.unknownQuestion;
    else if (!question.options.some((option) => option.value === value))
      fields[key] = SELL_QUESTION_MESSAGES.pickOption;
  }
  for (const question of set.questions) {
    if (question.required && !(question.key in body.answers))
      fields[question.key] = SELL_QUESTION_MESSAGES.required;
  }
  if (Object.keys(fields).length > 0) throw badRequest(SELL_QUESTION_MESSAGES.fixAnswers, fields);
  await db.execute(sql`
    insert into sell_question_answers (appointment_id, version, answers, saved_at)
    values (${appointment.id}, ${body.version}, ${JSON.stringify(body.answers)}::jsonb, ${now})
    on conflict (appointment_id) do update
      set version = excluded.version, answers = excluded.answers, saved_at = excluded.saved_at`);
  return { version: body.version, answers: body.answers, savedAt: now.toISOString() };
}

export async function savedAnswers(db: Database, appointmentRowId: string) {
  const [row] = await queryRows<{
    version: number;
    answers: Record<string, string>;
    saved_at: string | Date;
  }>(
    db,
    sql`select version, answers, saved_at from sell_question_answers where appointment_id = ${appointmentRowId}`,
  );
  return row
    ? { version: row.version, answers: row.answers, savedAt: new Date(row.saved_at).toISOString() }
    : null;
}
