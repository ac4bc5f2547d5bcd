/** Retry-After of a 503 while the database cannot be reached (the pool reconnects by itself). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'CarSetu cannot reach its data right now. Please try again in a few seconds.';

/** Socket-level failures and PostgreSQL's "cannot connect now / shutting down" classes. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const POSTGRES_CLASSES = ['08', '57P']; // connection exception; operator intervention (shutdown)
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|the database system is (starting up|shutting down)|terminating connection due to administrator command|Client was closed and is not queryable|Cannot use a pool after calling end/i;

/**
 * Whether an error (or one it wraps: Drizzle puts the driver's error in `cause`) means the
 * database could not be reached, as opposed to a query being wrong.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    if (POSTGRES_CLASSES.some((prefix) => code.startsWith(prefix)) && code.length === 5)
      return true;
  }
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
