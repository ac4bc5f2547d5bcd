import { and, eq, inArray, schema, type Database } from '@carsetu/db';
import { MUSIC_PARTNER_OFFER, type MusicPartnerLink } from '@carsetu/contracts';
import { uniqueViolationConstraint } from '../../lib/db-errors';
import { forbidden } from '../../lib/errors';
import { randomCode } from './random-code';

/**
 * The music partner's welcome offer for a car buyer (spec §7 "music-partner redirect link";
 * decision 0130): one voucher per user, handed out once they have reserved a car.
 */
export const MUSIC_PARTNER = 'music';
export const MUSIC_PARTNER_NOT_ELIGIBLE =
  'The music offer comes with a car reserved on CarSetu. Reserve a car to get it.';
/** Booking states that make a buyer eligible: the token is paid. */
const ELIGIBLE_BOOKING_STATUSES = ['reserved'];

const newVoucher = () => `CSM-${randomCode(4)}-${randomCode(4)}`;

/** The partner's redemption URL with the user's voucher (the sandbox partner unless configured). */
export async function musicPartnerLink(
  db: Database,
  userId: string,
  partnerRedeemUrl: string,
): Promise<MusicPartnerLink> {
  const [booking] = await db
    .select({ id: schema.bookings.id })
    .from(schema.bookings)
    .where(
      and(
        eq(schema.bookings.userId, userId),
        inArray(schema.bookings.status, ELIGIBLE_BOOKING_STATUSES),
      ),
    )
    .limit(1);
  if (!booking) throw forbidden(MUSIC_PARTNER_NOT_ELIGIBLE);
  const voucherCode = await voucherOf(db, userId);
  const url = new URL(partnerRedeemUrl, 'http://placeholder.invalid');
  url.searchParams.set('voucher', voucherCode);
  url.searchParams.set('utm_source', 'carsetu');
  const relative = url.origin === 'http://placeholder.invalid';
  return {
    url: relative ? `${url.pathname}${url.search}` : url.toString(),
    voucherCode,
    offer: MUSIC_PARTNER_OFFER,
  };
}

async function voucherOf(db: Database, userId: string): Promise<string> {
  const { partnerVouchers } = schema;
  const read = async () =>
    (
      await db
        .select({ code: partnerVouchers.code })
        .from(partnerVouchers)
        .where(and(eq(partnerVouchers.userId, userId), eq(partnerVouchers.partner, MUSIC_PARTNER)))
    )[0]?.code;
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await read();
    if (existing) return existing;
    try {
      await db
        .insert(partnerVouchers)
        .values({ userId, partner: MUSIC_PARTNER, code: newVoucher() })
        .onConflictDoNothing({ target: [partnerVouchers.userId, partnerVouchers.partner] });
    } catch (error) {
      if (uniqueViolationConstraint(error) === null) throw error;
    }
  }
  const existing = await read();
  if (!existing) throw new Error('Could not make a voucher');
  return existing;
}
