/**
 * API paths the staff consoles and the seller's sale page use outside the typed clients (consumer
 * gateway, issue 9): an upload with progress (XMLHttpRequest), server-sent event streams
 * (EventSource), and the one call left on apiClient. Everything else goes through typedApi
 * (loaders) or browserApi (browser code).
 */
const CONSUMER = '/api/consumer';
const token = (value: string) => `${CONSUMER}/api/v1/appointment/token/${value}`;
const inspection = (appointmentId: string) =>
  `${CONSUMER}/api/v1/inspector/appointments/${appointmentId}/inspection`;

export const staffApi = {
  /** The browser's photo upload. */
  inspectionPhotos: (appointmentId: string, query: string) =>
    `${inspection(appointmentId)}/photos?${query}`,
  /** Still on apiClient: the bid's text goes as typed and the API coerces it. */
  bids: (id: string) => `${CONSUMER}/api/v1/dealer/auctions/${id}/bids`,
  /** The browser's live auction stream (server-sent events). */
  dealerAuctionEvents: (id: string) => `${CONSUMER}/api/v1/dealer/auctions/${id}/events`,
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
