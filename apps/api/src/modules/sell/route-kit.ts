import { z } from 'zod';
import { ErrorBodySchema, SIGNED_IN_ROUTE_ERRORS } from '../../lib/error-body';
import { APPOINTMENT_TOKEN_PATTERN, SELL_MESSAGES } from './sell.constants';

/** The error answers every sell route can give (bad input, login, role, missing, state). */
export const SELL_ROUTE_ERRORS = { ...SIGNED_IN_ROUTE_ERRORS, 409: ErrorBodySchema };
/** Plus 422 where a value is understood but refused (a bid below the minimum). */
export const SELL_ROUTE_ERRORS_WITH_422 = { ...SELL_ROUTE_ERRORS, 422: ErrorBodySchema };

/** The {token} of the appointment paths; anything else is "not found". */
export const TokenParams = z.object({
  token: z.string().regex(APPOINTMENT_TOKEN_PATTERN, { message: SELL_MESSAGES.notFound }),
});
export const BEARER = [{ bearer: [] }];
