/** API paths of the sell flow (consumer gateway, spec §7) and catalogue lookups it uses. */
const CONSUMER = '/api/consumer';
const VEHICLE = '/api/vehicle';

export const sellFlowApi = {
  brands: () => `${VEHICLE}/v1/brands`,
  models: (makeId: number) => `${VEHICLE}/v1/models/${makeId}`,
  variants: (modelId: number) => `${VEHICLE}/v1/variants/${modelId}`,
  sellCities: () => `${VEHICLE}/v1/sell-cities`,
  vehicleNumber: (reg: string) => `${VEHICLE}/vehicle-number/${encodeURIComponent(reg)}`,
  valuation: (query: URLSearchParams) => `${CONSUMER}/api/v1/valuation?${query}`,
  inspectionSlots: (cityId: number) =>
    `${CONSUMER}/api/v1/appointment/inspection-slots?cityId=${cityId}`,
  sendOtp: (phone: string) => `${CONSUMER}/api/v1/appointment/send-otp?phone_number=${phone}`,
  verifyOtp: () => `${CONSUMER}/api/v1/appointment/verify-otp`,
  createAppointment: () => `${CONSUMER}/api/v1/appointment`,
  appointment: (token: string) => `${CONSUMER}/api/v5/appointment/token/${token}`,
  priceBreakup: (token: string, expectedPrice?: number) =>
    `${CONSUMER}/api/v2/appointment/token/${token}/price/breakup${expectedPrice ? `?expectedPrice=${expectedPrice}` : ''}`,
  slots: (token: string) => `${CONSUMER}/api/v1/appointment/token/${token}/pickup/slots`,
  reschedule: (token: string) => `${CONSUMER}/api/v1/appointment/token/${token}/reschedule`,
  cancel: (token: string) => `${CONSUMER}/api/v1/appointment/token/${token}/cancel`,
  myAppointments: () => `${CONSUMER}/api/v1/my-appointments`,
};

/** Pages of the flow. The confirmation page is keyed by the appointment's token. */
export const sellFlowPaths = {
  valuation: (query?: URLSearchParams) =>
    `/used-car-valuation/${query && query.size > 0 ? `?${query}` : ''}`,
  book: (query: URLSearchParams) => `/used-car-valuation/book?${query}`,
  appointment: (token: string) => `/used-car-valuation/appointment/${token}`,
};
