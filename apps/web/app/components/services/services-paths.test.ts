import { describe, expect, it } from 'vitest';
import { servicesApi, servicesPaths } from './services-paths';

describe('servicesPaths', () => {
  it('links the look-up pages with an optional, encoded number', () => {
    expect(servicesPaths.vehicleDetails()).toBe('/rto-vehicle-registration-details/');
    expect(servicesPaths.vehicleDetails('MH12AB1234')).toBe(
      '/rto-vehicle-registration-details/?regNo=MH12AB1234',
    );
    expect(servicesPaths.serviceHistory()).toBe('/car-service-history/');
    expect(servicesPaths.serviceHistory('MH 12')).toBe('/car-service-history/?regNo=MH%2012');
  });

  it('puts a report under the service-history page', () => {
    expect(servicesPaths.serviceHistoryReport('r/1')).toBe('/car-service-history/report/r%2F1');
  });

  it('shares the header URLs of scrap and PDI pages', () => {
    expect(servicesPaths.scrapCars()).toBe('/scrap-cars/');
    expect(servicesPaths.preDeliveryInspection()).toBe('/pre-delivery-inspection/');
  });

  it('names the form APIs', () => {
    expect(servicesApi.scrapRequests()).toBe('/api/consumer/api/v1/scrap-car/requests');
    expect(servicesApi.pdiBookings()).toBe('/api/consumer/api/v1/pdi/bookings');
  });
});
