// The location feature's public surface: other folders import it only from here (decision 0139).
export { handleBuyUsedCarClick, openLocationPicker } from './location-events';
export { LocationPickerHost } from './location-picker';
