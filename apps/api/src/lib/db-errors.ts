/** PostgreSQL's unique_violation, from either driver (drizzle may wrap it in `cause`). */
export function uniqueViolationConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as {
      code?: string;
      constraint?: string;
      message?: string;
      cause?: unknown;
    };
    if (candidate.code === '23505') {
      return candidate.constraint ?? /"([^"]+)"/.exec(candidate.message ?? '')?.[1] ?? 'unknown';
    }
    current = candidate.cause;
  }
  return null;
}
