/** The inventory API paths browser code calls through fetch (loaders and actions use typedApi). */
export const INVENTORY_API = '/api/consumer/inventory/v1';
export const inventoryApi = {
  suggestions: (text: string) => `${INVENTORY_API}/suggestions?q=${encodeURIComponent(text)}`,
  wishlistItem: (listingId: number) => `${INVENTORY_API}/wishlist/${listingId}`,
  priceAlert: (listingId: number) => `${INVENTORY_API}/wishlist/${listingId}/price-alert`,
  location: (query: string) => `/api/consumer/location-service/api/v1/location/?${query}`,
} as const;
