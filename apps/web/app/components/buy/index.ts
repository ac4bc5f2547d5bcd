// The buy feature's public surface: other folders import it only from here (decision 0139).
export { capitalize, formatFuel, formatOwners } from './format';
export { CLEAN_PAPERS, SORT_TEXT, translateFact } from './texts';
export { CarGallery, GALLERY_SIZES } from './gallery/car-gallery';
export { cardView, type ListingCardView } from './card-view';
export { ListingCard } from './listing-card';
export { listingHrefForQuery } from './listing-href';
export { MarketPriceLabel } from './market-price-label';
export { PaperChecks } from './paper-checks';
export { readRecentlyViewed, useRecordRecentlyViewed } from './recently-viewed';
export type { RecentCar } from './recently-viewed';
export { SearchBox } from './search-box';
