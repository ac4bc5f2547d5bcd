import { z } from 'zod';

/** `?consent=true`, required by every order-creating call (spec §7 "order?consent=true"). */
export const ConsentQuerySchema = z.object({
  consent: z.literal('true', {
    message: 'Please accept the terms to continue (consent=true)',
  }),
});

/** The Idempotency-Key every order-creating call carries: a retry returns the same order. */
export const IdempotencyKeySchema = z
  .string({ message: 'The Idempotency-Key header is required' })
  .min(8, { message: 'Idempotency-Key must be 8 to 128 characters' })
  .max(128, { message: 'Idempotency-Key must be 8 to 128 characters' });
