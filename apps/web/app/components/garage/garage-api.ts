/** Vehicle wallet ("My Vehicles") API paths on the consumer gateway (decision 0131). */
const BASE = '/api/consumer/api/v1/my-vehicles';
export const garageApi = {
  list: () => BASE,
  add: () => BASE,
  remove: (vehicleId: string) => `${BASE}/${encodeURIComponent(vehicleId)}`,
  reminders: (vehicleId: string) => `${BASE}/${encodeURIComponent(vehicleId)}/reminders`,
} as const;
