// Buy used cars: listing filters and URL rules, EMI, listing DTOs, wishlist, test drives,
// bookings and the location service.
export * from './inventory/emi';
export * from './inventory/listing-filters';
export * from './inventory/listing-url';
export * from './inventory/listing-dto';
export * from './inventory/account-dto';
export * from './inventory/location';
export * from './inventory/location-rules';
export * from './inventory/market-signals-rules';
export * from './inventory/market-signals';
