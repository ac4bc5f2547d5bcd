// The staff feature's public surface: other folders import it only from here (decision 0139).
export { AuctionStats } from './auction-stats';
export { InspectionForm, answersFromForm } from './inspection-form';
export { saleApi, staffApi, staffPaths } from './staff-api';
export { StaffDayNav, dayFromUrl, dayLabel } from './staff-day-nav';
export { StaffGate, staffMeta } from './staff-gate';
export { useLiveAuction, useTimeLeft } from './use-live-auction';
