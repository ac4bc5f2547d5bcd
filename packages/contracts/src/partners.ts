import { z } from 'zod';

/** Referral codes: CS + 6 letters/digits without look-alikes (decision 0130). */
export const REFERRAL_CODE_PATTERN = /^CS[A-HJ-NP-Z2-9]{6}$/;
export const REFERRAL_QUERY_PARAM = 'ref';
/** The music partner's welcome offer to a buyer who reserved a car (decision 0130). */
export const MUSIC_PARTNER_OFFER = '3 months of ad-free music, free, for your new car';

export const ReferralTrackBodySchema = z.strictObject({
  code: z.string().trim().toUpperCase().regex(REFERRAL_CODE_PATTERN, 'Unknown referral code'),
  /** The page the visitor landed on (a path of this site). */
  landingPath: z
    .string()
    .max(300, 'landingPath is too long')
    .regex(/^\/(?!\/)[^\s]*$/, 'landingPath must be a path of this site'),
  /** A random id the browser keeps, so one device counts once per code and day. */
  deviceId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'deviceId must be 8 to 64 letters or digits'),
});
export const ReferralTrackResponseSchema = z.object({
  /** False when the visit was already counted today, or it is the code owner's own visit. */
  counted: z.boolean(),
});
export const MyReferralSchema = z.object({
  code: z.string(),
  /** The link to share: the home page with ?ref=CODE. */
  sharePath: z.string(),
  visits: z.number().int(),
});
export type MyReferral = z.infer<typeof MyReferralSchema>;

export const MusicPartnerLinkSchema = z.object({
  url: z.string(),
  voucherCode: z.string(),
  /** What the voucher gives, in words. */
  offer: z.string(),
});
export type MusicPartnerLink = z.infer<typeof MusicPartnerLinkSchema>;
