/**
 * EMI = P*R*(1+R)^N / ((1+R)^N - 1), R the monthly rate, N months (shared/data/india/formats.md).
 * Check values: 10,00,000 at 9.5% for 60 months = 21,001.86; 5,00,000 at 12% for 60 = 11,122.22.
 */
export function calculateEmi(
  principalRupees: number,
  annualRatePercent: number,
  months: number,
): number {
  if (principalRupees <= 0 || months <= 0) return 0;
  const monthlyRate = annualRatePercent / 12 / 100;
  if (monthlyRate === 0) return round2(principalRupees / months);
  const growth = (1 + monthlyRate) ** months;
  return round2((principalRupees * monthlyRate * growth) / (growth - 1));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The car page's estimate (decision 0054): a loan of 80% of the price at 12% a year over 60
 * months, inside the market norms of formats.md (60-90% of value, 9.25-20% p.a., 12-84 months).
 */
export const EMI_DEFAULTS = {
  annualRatePercent: 12,
  months: 60,
  loanShareOfPrice: 0.8,
} as const;
export const EMI_TENURE_OPTIONS = [12, 24, 36, 48, 60, 72, 84] as const;
export const EMI_RATE_RANGE = { min: 9.25, max: 20 } as const;

/** Monthly EMI in rupees for a car price in paise with the page's defaults. */
export function estimateEmiForPrice(pricePaise: number): number {
  const loan = Math.round((pricePaise / 100) * EMI_DEFAULTS.loanShareOfPrice);
  return calculateEmi(loan, EMI_DEFAULTS.annualRatePercent, EMI_DEFAULTS.months);
}
