/**
 * Every internal link comes from here, never a string literal in a component.
 * Spec §2 fixes most routes; account-area paths (not shown in the spec) are our choice,
 * recorded in docs/decisions/0004-account-paths.md.
 */
export const paths = {
  home: () => '/',
  buyUsedCars: () => '/buy-used-cars/',
  sellUsedCars: () => '/sell-used-cars/',
  /** Canonical sell-city page; /sell-used-car-{city}/ redirects here with 301. */
  sellUsedCarsInCity: (citySlug: string) => `/sell-used-cars-${citySlug}/`,
  usedCarValuation: () => '/used-car-valuation/',
  usedCarLoan: (fromSource?: string) =>
    fromSource ? `/used-car-loan/?fromSource=${encodeURIComponent(fromSource)}` : '/used-car-loan/',
  trafficChallan: () => '/traffic-challan/',
  carServiceHistory: () => '/car-service-history/',
  scrapCars: () => '/scrap-cars/',
  rtoVehicleDetails: () => '/rto-vehicle-registration-details/',
  preDeliveryInspection: () => '/pre-delivery-inspection/',
  newCars: () => '/new-cars/',
  compareCars: () => '/new-cars/compare-cars/',
  article: () => '/article/',
  faq: (anchor = 'buy') => `/faq/#${anchor}`,
  wishlist: () => '/wishlist',
  privacyPolicy: () => '/privacy-policy-buy-cars',
  terms: () => '/terms-and-conditions',
  myBookings: () => '/my-bookings',
  myVehicles: () => '/my-vehicles',
  myOrders: () => '/my-orders',
  rewards: () => '/rewards',
  myAppointments: () => '/my-appointments',
  myLoans: () => '/my-loans',
  myReports: () => '/my-reports',
  profile: () => '/profile',
  /** Finance personal-details step the loan login heading leads to (spec §4). */
  financePersonalDetails: (redirectTo: string, cfSource: string) =>
    `/used-car-loan/personal-details/?redirectTo=${encodeURIComponent(redirectTo)}&cfSource=${encodeURIComponent(cfSource)}`,
} as const;
