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

/** Views of frozen cards (a hot read's, shared by every page on the server), made once each. */
const viewsOfFrozenCards = new WeakMap<ListingCard, ListingCardView>();

/**
 * The card's view. Of a frozen card (a kept hot read on the server), the same frozen view every
 * time: a kept card slice then finds its key without stringifying the car again (decision 0194).
 */
export function cardView(car: ListingCard): ListingCardView {
  if (!Object.isFrozen(car)) return viewOf(car);
  let view = viewsOfFrozenCards.get(car);
  if (!view) {
    view = viewOf(car);
    Object.freeze(view.city);
    viewsOfFrozenCards.set(car, Object.freeze(view));
  }
  return view;
}

function viewOf(car: ListingCard): ListingCardView {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose
  const { make, model, variant, year, seats, listedAt, stateCode, city, ...shown } = car;
  // The card says "EMI from ₹ 12,635/month": whole rupees, so the paise digits are not sent.
  return {
    ...shown,
    emiPerMonthRupees: Math.round(car.emiPerMonthRupees),
    city: { name: city.name },
  };
}
