/**
 * API path of the sell flow still called through apiClient (booking: postWithCookies); the other
 * calls use typedApi (decision 0133).
 */
const CONSUMER = '/api/consumer';

export const sellFlowApi = {
  createAppointment: () => `${CONSUMER}/api/v1/appointment`,
};

/** Pages of the flow. The confirmation page is keyed by the appointment's token. */
export const sellFlowPaths = {
  valuation: (query?: URLSearchParams) =>
    `/used-car-valuation/${query && query.size > 0 ? `?${query}` : ''}`,
  book: (query: URLSearchParams) => `/used-car-valuation/book?${query}`,
  appointment: (token: string) => `/used-car-valuation/appointment/${token}`,
};
