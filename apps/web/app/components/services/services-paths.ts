import { paths } from '../../lib/paths';

/** Links and API paths of the car-service pages (the page URLs are the header's, spec §2). */
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

export const servicesApi = {
  registrationDetails: (regNo: string) => `/api/vehicle/v1/registration-details/${regNo}`,
  serviceHistoryTeaser: (regNo: string) => `/api/consumer/api/v1/service-history/${regNo}/summary`,
  serviceHistoryReports: () => '/api/consumer/api/v1/service-history/reports',
  serviceHistoryReport: (reportId: string) =>
    `/api/consumer/api/v1/service-history/reports/${encodeURIComponent(reportId)}`,
  serviceHistoryBrands: () => '/api/consumer/api/v1/service-history/brands',
  scrapRequests: () => '/api/consumer/api/v1/scrap-car/requests',
  scrapQuestions: () => '/api/vehicle/scrap-car/questions',
  pdiBookings: () => '/api/consumer/api/v1/pdi/bookings',
  cities: () => '/api/vehicle/v1/cities',
  brands: () => '/api/vehicle/v1/brands',
  models: (makeId: number) => `/api/vehicle/v1/models/${makeId}`,
};
