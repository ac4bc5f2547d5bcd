/**
 * Words for the market-price label and the clean-papers checks (decisions 0161 and 0162). Zod-free
 * so the listing page can show them without loading schema code.
 */
export const MARKET_PRICE_LABELS = ['great', 'good', 'fair', 'high'] as const;
export type MarketPriceLabel = (typeof MARKET_PRICE_LABELS)[number];

export const MARKET_PRICE_LABEL_TEXT: Record<MarketPriceLabel, string> = {
  great: 'Great price',
  good: 'Good price',
  fair: 'Fair price',
  high: 'High price',
};

/** "2019–2021", or "2020" when the band is one year. */
export function yearBandText(yearFrom: number, yearTo: number): string {
  return yearFrom === yearTo ? String(yearFrom) : `${yearFrom}–${yearTo}`;
}

export const PAPER_CHECK_KEYS = ['challans', 'insurance', 'puc', 'hypothecation'] as const;
export type PaperCheckKey = (typeof PAPER_CHECK_KEYS)[number];

export const CLEAN_PAPERS_TEXT = 'Clean papers';
