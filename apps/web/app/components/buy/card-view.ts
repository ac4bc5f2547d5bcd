import type { ListingCard } from '@carsetu/contracts';

/**
 * What a car card shows, for pages that hydrate a grid of cards. The search answer's make, model
 * and variant records, year (already in the title), seats, listing time and state code are not
 * on the card, so they are not sent to the browser (issue 14: a page hydrates only what it shows;
 * decision 0179); the monthly EMI is sent in whole rupees, as the card shows it (decision 0182).
 * Fields added to the card data later pass through.
 */
export type ListingCardView = Omit<
  ListingCard,
  'make' | 'model' | 'variant' | 'year' | 'seats' | 'listedAt' | 'stateCode' | 'city'
> & { city: Pick<ListingCard['city'], 'name'> };

export function cardView(car: ListingCard): ListingCardView {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose
  const { make, model, variant, year, seats, listedAt, stateCode, city, ...shown } = car;
  // The card says "EMI from ₹ 12,635/month": whole rupees, so the paise digits are not sent.
  return {
    ...shown,
    emiPerMonthRupees: Math.round(car.emiPerMonthRupees),
    city: { name: city.name },
  };
}
