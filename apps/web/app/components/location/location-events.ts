import { readStoredPincode } from './selected-city';

export const OPEN_LOCATION_PICKER_EVENT = 'carsetu:open-location-picker';
/** Remembers a header "Buy used car" click made before a pincode was chosen (spec §4). */
export const PENDING_BUY_CLICK_KEY = 'carsetu:pending-buy-click';

export function openLocationPicker(reason: 'buy-click' | 'change-city' = 'change-city'): void {
  window.dispatchEvent(new CustomEvent(OPEN_LOCATION_PICKER_EVENT, { detail: { reason } }));
}

/**
 * For the header's Buy used car link: with no pincode yet, the click opens the location picker
 * and is remembered; once a pincode is chosen the picker sends the visitor to the listing for
 * the city and pincode. With a pincode the link works as usual. Call it from the link's onClick.
 */
export function handleBuyUsedCarClick(event: { preventDefault(): void }): void {
  if (readStoredPincode()) return;
  event.preventDefault();
  sessionStorage.setItem(PENDING_BUY_CLICK_KEY, '1');
  openLocationPicker('buy-click');
}

export function takePendingBuyClick(): boolean {
  const pending = sessionStorage.getItem(PENDING_BUY_CLICK_KEY) === '1';
  sessionStorage.removeItem(PENDING_BUY_CLICK_KEY);
  return pending;
}
