import { LOCATION_SELECTOR_SOURCE } from '@carsetu/contracts';

/**
 * Spec §4 "Location picker": it opens only if it is not already shown and there is something to
 * offer — the city is serviceable or a nearby city is (decision 0057). A city that is neither
 * gets the coming-soon city modal instead.
 */
export function pickerDecision(input: {
  isShown: boolean;
  isServiceable: boolean;
  hasNearbyCity: boolean;
}): 'open' | 'coming-soon' | 'none' {
  if (input.isShown) return 'none';
  if (input.isServiceable || input.hasNearbyCity) return 'open';
  return 'coming-soon';
}

/** On buy-used-cars with no pincode the picker opens once the page is scrolled this far. */
export function shouldOpenOnScroll(
  scrollY: number,
  threshold: number,
  hasPincode: boolean,
): boolean {
  return !hasPincode && scrollY >= threshold;
}

/** A link with ?source=locationSelector opens the picker after the spec's delay. */
export function cameFromLocationSelector(search: string): boolean {
  return new URLSearchParams(search).get('source') === LOCATION_SELECTOR_SOURCE;
}
