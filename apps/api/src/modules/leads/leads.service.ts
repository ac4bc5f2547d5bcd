import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '@carsetu/db';
import type { CallbackLanguage, CallbackLead } from '@carsetu/contracts';
import { AppError, HTTP, tooManyRequests } from '../../lib/errors';
import { IST_DAY_WINDOW, windowBounds } from '../../lib/rate-limit';
import { consumeLeadToken } from '../identity';
import { CALLBACK_LEADS_PER_PHONE_PER_DAY, LEAD_MESSAGES } from './leads.constants';
import { countLeadsSince, insertCallbackLead, type LeadChannel } from './leads.repository';

export interface CallbackLeadInput {
  phone: string;
  reason: string;
  language: CallbackLanguage;
  leadToken: string;
  channel: LeadChannel;
  userId: string | null;
}

/**
 * Records a request-a-call-back lead in status NEW. The phone must come with a live call-back
 * lead token for that very phone (issued by the identity module after the OTP check), so a
 * client cannot claim a number it did not verify. The daily limit is checked first, so a refused
 * request does not use the token up.
 */
export async function createCallbackLead(
  db: Database,
  input: CallbackLeadInput,
  now: Date,
): Promise<CallbackLead> {
  const { start: dayStart } = windowBounds(IST_DAY_WINDOW, now);
  if ((await countLeadsSince(db, input.phone, dayStart)) >= CALLBACK_LEADS_PER_PHONE_PER_DAY) {
    throw tooManyRequests(LEAD_MESSAGES.dailyLimit);
  }
  if (!(await consumeLeadToken(db, input.leadToken, input.phone, now))) {
    throw new AppError(HTTP.FORBIDDEN, 'OTP_NOT_VERIFIED', LEAD_MESSAGES.otpRequired);
  }
  const lead = await insertCallbackLead(
    db,
    {
      phone: input.phone,
      reason: input.reason,
      language: input.language,
      channel: input.channel,
      userId: input.userId,
    },
    now,
  );
  return { lead_id: lead.id, status: lead.status, language: lead.language };
}

/** Constant-time comparison of two secrets of any length (hashing evens the lengths). */
export function secretsMatch(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
