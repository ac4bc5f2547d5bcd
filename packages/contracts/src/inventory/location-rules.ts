// Location constants without zod, for the frame's location picker on every page.

/** Cookies and storage keys of the selected city (spec §4, decision 0057). */
export const SELECTED_CITY_COOKIE = 'carsetu_city';
export const USER_SELECTED_CITY_COOKIE = 'carsetu_user_city';
export const PINCODE_COOKIE = 'carsetu_pincode';
export const SELECTED_CITY_STORAGE_KEY = 'selectedCity';
export const PINCODE_STORAGE_KEY = 'selectedPincode';
/** Spec §9: location picker auto-open delay and buy-page scroll threshold. */
export const LOCATION_PICKER_OPEN_DELAY_MS = 500;
export const LOCATION_PICKER_SCROLL_THRESHOLD_PX = 200;
export const LOCATION_SELECTOR_SOURCE = 'locationSelector';
