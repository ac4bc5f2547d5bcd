import { paths } from '../../lib/paths';

/** Links of the car-service pages (the page URLs are the header's, spec §2). */
export const servicesPaths = {
  vehicleDetails: (regNo?: string) =>
    regNo
      ? `${paths.rtoVehicleDetails()}?regNo=${encodeURIComponent(regNo)}`
      : paths.rtoVehicleDetails(),
  serviceHistory: (regNo?: string) =>
    regNo
      ? `${paths.carServiceHistory()}?regNo=${encodeURIComponent(regNo)}`
      : paths.carServiceHistory(),
  serviceHistoryReport: (reportId: string) =>
    `${paths.carServiceHistory()}report/${encodeURIComponent(reportId)}`,
  scrapCars: paths.scrapCars,
  preDeliveryInspection: paths.preDeliveryInspection,
};

/**
 * The service forms' API paths, still called through apiClient: submitLeadForm sends the form's
 * text as typed for the API's shared rules to judge (the typed bodies are the parsed values).
 */
export const servicesApi = {
  scrapRequests: () => '/api/consumer/api/v1/scrap-car/requests',
  pdiBookings: () => '/api/consumer/api/v1/pdi/bookings',
};
