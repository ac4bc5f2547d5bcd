import { z } from 'zod';

/**
 * The one error body. `error.message` is the human sentence; the login service's spec shapes
 * (`error.error_message`, `errors[0].error`) are carried by every error so the web client reads
 * errors one way.
 */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    error_message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
  errors: z.array(z.object({ error: z.string(), field: z.string().optional() })),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ErrorBody {
  const errors = fields
    ? Object.entries(fields).map(([field, error]) => ({ field, error }))
    : [{ error: message }];
  return {
    error: { code, message, error_message: message, ...(fields ? { fields } : {}) },
    errors,
  };
}

/** The error answers of a route that needs a login: bad input, no login, no right, not found. */
export const SIGNED_IN_ROUTE_ERRORS = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

/**
 * The error answers of a route on the logged-in user's own data: bad input, not logged in, not
 * found (or not theirs — the same answer, so ids cannot be probed), a conflict, a refused rule.
 */
export const OWN_DATA_ERRORS = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
};
