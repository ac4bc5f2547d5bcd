import { z } from 'zod';

/** Customer reviews (issue 12; spec §7: GET with page and size, POST /customer-reviews/create). */
export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 1000;
/** The spec does not show page and size: 10 by default, at most 50 (decision 0125). */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_SIZE_MAX = 50;
export const REVIEW_TRANSACTION_KINDS = ['challan_order', 'car_sale', 'car_booking'] as const;
export type ReviewTransactionKind = (typeof REVIEW_TRANSACTION_KINDS)[number];
export const REVIEW_KIND_LABELS: Record<ReviewTransactionKind, string> = {
  challan_order: 'Paid traffic challans',
  car_sale: 'Sold a car',
  car_booking: 'Bought a car',
};

/** Most reviews one user may write in an IST day (abuse limit; decision 0125). */
export const REVIEWS_PER_USER_PER_DAY = 5;

export const REVIEW_MESSAGES = {
  rating: 'Pick a rating from 1 to 5 stars',
  bodyShort: `Tell us a little more (at least ${REVIEW_BODY_MIN} characters)`,
  bodyLong: `Keep your review under ${REVIEW_BODY_MAX} characters`,
  notEligible:
    'You can review a transaction once it is complete: a paid challan order, a car you reserved or a car you sold.',
  duplicate: 'You have already reviewed this. Thank you!',
  submitted: 'Thanks! Your review will appear once our team has checked it.',
  dailyLimit: `You can write up to ${REVIEWS_PER_USER_PER_DAY} reviews a day. Please come back tomorrow.`,
} as const;

export const CreateReviewBodySchema = z.object({
  transactionKind: z.enum(REVIEW_TRANSACTION_KINDS, { error: 'Pick what you are reviewing' }),
  transactionRef: z.string().trim().min(1, 'Pick what you are reviewing').max(40),
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  body: z
    .string({ error: REVIEW_MESSAGES.bodyShort })
    .trim()
    .min(REVIEW_BODY_MIN, REVIEW_MESSAGES.bodyShort)
    .max(REVIEW_BODY_MAX, REVIEW_MESSAGES.bodyLong),
});
export type CreateReviewBody = z.infer<typeof CreateReviewBodySchema>;

export const PublicReviewSchema = z.object({
  id: z.number().int(),
  /** First name and initial ("Meera J."), never the phone. */
  author: z.string(),
  city: z.string().nullable(),
  rating: z.number().int(),
  body: z.string(),
  kind: z.enum(REVIEW_TRANSACTION_KINDS),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;
export const ReviewListQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(1000).default(1),
  size: z.coerce
    .number({ error: 'size must be a number' })
    .int()
    .min(1)
    .max(REVIEWS_PAGE_SIZE_MAX, `size must be at most ${REVIEWS_PAGE_SIZE_MAX}`)
    .default(REVIEWS_PAGE_SIZE),
});
export const ReviewSummarySchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  distribution: z.array(z.number().int()).length(5),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;
export const ReviewListResponseSchema = z.object({
  data: z.array(PublicReviewSchema),
  page: z.number().int(),
  size: z.number().int(),
  summary: ReviewSummarySchema,
});
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>;
export const ReviewableSchema = z.object({
  kind: z.enum(REVIEW_TRANSACTION_KINDS),
  ref: z.string(),
  label: z.string(),
  completedAt: z.string(),
});
export type Reviewable = z.infer<typeof ReviewableSchema>;
export const ModerationItemSchema = PublicReviewSchema.extend({
  status: z.enum(['pending', 'approved', 'rejected']),
  transactionRef: z.string(),
});
export type ModerationItem = z.infer<typeof ModerationItemSchema>;
export const ModerateReviewBodySchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Approve or reject' }),
    reason: z.string().trim().max(300).optional(),
  })
  .refine((body) => body.decision === 'approve' || (body.reason?.length ?? 0) >= 3, {
    message: 'Say why the review is rejected',
    path: ['reason'],
  });
