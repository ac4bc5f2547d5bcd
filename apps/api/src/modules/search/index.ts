/**
 * Used-car search (decision 0135): the listing query, facets and their counts, free-text
 * suggestions and the cars sitemap. Other modules build listing cards with the card query.
 */
export { searchRoutes } from './search.routes';
export {
  cardsQuery,
  findListingCardsByIds,
  toListingCard,
  type CardRow,
} from './listing-cards.repository';
export { withMarketSignals } from './market-signals';
export { marketPrices } from './market-price';
export { paperChecksFor } from './paper-checks';
