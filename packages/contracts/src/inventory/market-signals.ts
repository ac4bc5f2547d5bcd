import { z } from 'zod';
import { MARKET_PRICE_LABELS, PAPER_CHECK_KEYS } from './market-signals-rules';

/** How a car's price compares with the median of the same model, year band and city (0161). */
export const MarketPriceSchema = z.object({
  label: z.enum(MARKET_PRICE_LABELS),
  medianPaise: z.number().int(),
  /** How many other cars the median is taken over. */
  similarCount: z.number().int(),
  cityName: z.string(),
  yearFrom: z.number().int(),
  yearTo: z.number().int(),
});
export type MarketPrice = z.infer<typeof MarketPriceSchema>;

/** One registry check behind the clean-papers badge (0162). */
export const PaperCheckSchema = z.object({
  key: z.enum(PAPER_CHECK_KEYS),
  passed: z.boolean(),
  /** "No pending challans", "Insurance valid" … */
  label: z.string(),
  /** What the registry said, e.g. "Valid until 24 Nov 2027". */
  detail: z.string(),
});
export type PaperCheck = z.infer<typeof PaperCheckSchema>;

export const PaperChecksSchema = z.object({
  /** True when every check passed: the "Clean papers" badge. */
  clean: z.boolean(),
  checkedAt: z.string(),
  checks: z.array(PaperCheckSchema),
});
export type PaperChecks = z.infer<typeof PaperChecksSchema>;
