/** API paths of the staff consoles and the seller's sale page (consumer gateway, issue 9). */
const CONSUMER = '/api/consumer';
const VEHICLE = '/api/vehicle';
const token = (value: string) => `${CONSUMER}/api/v1/appointment/token/${value}`;
const inspection = (appointmentId: string) =>
  `${CONSUMER}/api/v1/inspector/appointments/${appointmentId}/inspection`;

export const staffApi = {
  me: () => `${CONSUMER}/api/v1/staff/me`,
  members: () => `${CONSUMER}/api/v1/staff/members`,
  member: (userId: string, role: string) => `${CONSUMER}/api/v1/staff/members/${userId}/${role}`,
  cities: () => `${VEHICLE}/v1/sell-cities`,
  inspectorDay: (date: string) => `${CONSUMER}/api/v1/inspector/appointments?date=${date}`,
  inspection,
  inspectionPhotos: (appointmentId: string, query: string) =>
    `${inspection(appointmentId)}/photos?${query}`,
  submitInspection: (appointmentId: string) => `${inspection(appointmentId)}/submit`,
  liveAuctions: () => `${CONSUMER}/api/v1/dealer/auctions`,
  auctionHistory: () => `${CONSUMER}/api/v1/dealer/auctions/history`,
  auction: (id: string) => `${CONSUMER}/api/v1/dealer/auctions/${id}`,
  bids: (id: string) => `${CONSUMER}/api/v1/dealer/auctions/${id}/bids`,
  dealerAuctionEvents: (id: string) => `${CONSUMER}/api/v1/dealer/auctions/${id}/events`,
  negotiations: () => `${CONSUMER}/api/v1/dealer/negotiations`,
  negotiation: (id: string) => `${CONSUMER}/api/v1/dealer/negotiations/${id}`,
  dealerLeads: () => `${CONSUMER}/api/v1/dealer/leads`,
  runnerDay: (date: string) => `${CONSUMER}/api/v1/runner/pickups?date=${date}`,
  runnerPickup: (appointmentId: string) =>
    `${CONSUMER}/api/v1/runner/appointment/${appointmentId}/pickup`,
  handoverCode: (step: 'send' | 'verify') =>
    `${CONSUMER}/c2b-inventory/v1/pickup-request/otp/${step}`,
  rcTransfers: () => `${CONSUMER}/api/v1/staff/rc-transfers`,
  rcTransfer: (appointmentId: string) => `${CONSUMER}/api/v1/staff/rc-transfers/${appointmentId}`,
  boughtCars: () => `${CONSUMER}/api/v1/staff/bought-cars`,
  listBoughtCar: (appointmentId: string) =>
    `${CONSUMER}/api/v1/staff/bought-cars/${appointmentId}/list`,
  experiments: () => `${CONSUMER}/api/v1/staff/experiments`,
  experiment: (name: string) => `${CONSUMER}/api/v1/staff/experiments/${name}`,
  leadQueue: (status: string) => `/api/lead/api/v1/staff/leads?status=${status}`,
  leadOutcome: (id: string) => `/api/lead/api/v1/staff/leads/${id}/outcome`,
};

export const saleApi = {
  sellerAuctionEvents: (value: string) => `${token(value)}/auction/events`,
};

export const staffPaths = {
  home: () => '/staff/',
  admin: () => '/staff/admin',
  inspectorDay: (date?: string) => `/staff/inspector${date ? `?date=${date}` : ''}`,
  inspection: (appointmentId: string) => `/staff/inspector/${appointmentId}`,
  dealer: () => '/staff/dealer',
  auction: (id: string) => `/staff/dealer/auctions/${id}`,
  sellerReport: (value: string) => `/used-car-valuation/appointment/${value}/report`,
  runnerDay: (date?: string) => `/staff/runner${date ? `?date=${date}` : ''}`,
  runnerPickup: (appointmentId: string) => `/staff/runner/${appointmentId}`,
  operations: () => '/staff/operations',
  experiments: () => '/staff/experiments',
  leads: (status?: string) => `/staff/leads${status ? `?status=${status}` : ''}`,
};
