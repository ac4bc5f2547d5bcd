/** The inventory API paths the pages use (loaders through apiClient, browser code through fetch). */
export const INVENTORY_API = '/api/consumer/inventory/v1';
export const inventoryApi = {
  listing: (id: number) => `${INVENTORY_API}/listings/${id}`,
  suggestions: (text: string) => `${INVENTORY_API}/suggestions?q=${encodeURIComponent(text)}`,
  wishlist: () => `${INVENTORY_API}/wishlist`,
  wishlistItem: (listingId: number) => `${INVENTORY_API}/wishlist/${listingId}`,
  priceAlert: (listingId: number) => `${INVENTORY_API}/wishlist/${listingId}/price-alert`,
  cancelTestDrive: (id: string) => `${INVENTORY_API}/test-drives/${id}/cancel`,
  myBookings: () => `${INVENTORY_API}/my-bookings`,
  location: (query: string) => `/api/consumer/location-service/api/v1/location/?${query}`,
} as const;
