import { createHash } from 'node:crypto';
import type { Experiment } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { badRequest, notFound } from '../../lib/errors';
import { queryRows } from '../../lib/sql-rows';

interface Variant {
  name: string;
  weight: number;
}
interface ExperimentRow {
  name: string;
  description: string;
  variants: Variant[];
  enabled: boolean;
}

/** 0..9999 from the experiment and the subject: the same pair always lands in the same bucket. */
export function bucketOf(experiment: string, subject: string): number {
  return createHash('sha256').update(`${experiment}:${subject}`).digest().readUInt32BE(0) % 10_000;
}

/** The variant whose share of the 10,000 buckets holds this bucket (weights are percentages). */
export function variantFor(variants: Variant[], bucket: number): string {
  let upper = 0;
  for (const variant of variants) {
    upper += variant.weight * 100;
    if (bucket < upper) return variant.name;
  }
  return variants[0]!.name;
}

/**
 * POST experiments check: each named experiment's variant for this user (or device). The first
 * answer is stored, so a user keeps their variant when the weights change later (sticky); a
 * disabled experiment answers its control (the first variant) and stores nothing.
 */
export async function checkExperiments(
  db: Database,
  names: string[],
  subject: { userId: string | null; deviceId: string | undefined },
) {
  const who = subject.userId
    ? `user:${subject.userId}`
    : subject.deviceId
      ? `device:${subject.deviceId}`
      : null;
  if (!who)
    throw badRequest('Send a deviceId or log in', { deviceId: 'Send a deviceId or log in' });
  const unique = [...new Set(names)];
  const rows = await queryRows<ExperimentRow>(
    db,
    sql`select name, description, variants, enabled from experiments
        where name in (${sql.join(
          unique.map((name) => sql`${name}`),
          sql`, `,
        )})`,
  );
  // The frame asks on every page: one read of the stored assignments, a write only for new ones.
  const stored = await queryRows<{ experiment: string; variant: string }>(
    db,
    sql`select experiment, variant from experiment_assignments where subject = ${who}`,
  );
  const data: Record<string, string> = {};
  for (const row of rows) {
    if (!row.enabled) {
      data[row.name] = row.variants[0]!.name;
      continue;
    }
    const kept = stored.find((assignment) => assignment.experiment === row.name);
    if (kept) {
      data[row.name] = kept.variant;
      continue;
    }
    await db.execute(sql`
      insert into experiment_assignments (experiment, subject, variant)
      values (${row.name}, ${who}, ${variantFor(row.variants, bucketOf(row.name, who))})
      on conflict (experiment, subject) do nothing`);
    // A concurrent first check may have stored its answer first: that one is the user's.
    const [first] = await queryRows<{ variant: string }>(
      db,
      sql`select variant from experiment_assignments where experiment = ${row.name} and subject = ${who}`,
    );
    data[row.name] = first!.variant;
  }
  return { data, unknown: unique.filter((name) => !rows.some((row) => row.name === name)) };
}

export async function listExperiments(db: Database): Promise<Experiment[]> {
  const rows = await queryRows<ExperimentRow & { assignments: number }>(
    db,
    sql`select e.name, e.description, e.variants, e.enabled,
               (select count(*)::int from experiment_assignments a where a.experiment = e.name) as assignments
        from experiments e order by e.name`,
  );
  return rows.map((row) => ({ ...row, assignments: Number(row.assignments) }));
}

/** New weights apply to new subjects; those already assigned keep their variant. */
export async function updateExperiment(
  db: Database,
  name: string,
  update: { variants: Variant[]; enabled: boolean },
) {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`update experiments set variants = ${JSON.stringify(update.variants)}::jsonb,
          enabled = ${update.enabled}, updated_at = now()
        where name = ${name} returning name`,
  );
  if (rows.length === 0) throw notFound('We could not find this experiment.');
  return (await listExperiments(db)).find((experiment) => experiment.name === name)!;
}
