import { describe, expect, it } from 'vitest';
import { saleApi, staffApi, staffPaths } from './staff-api';

describe('staff API paths (browser calls through the consumer gateway)', () => {
  it('builds the photo, bid and live-stream paths', () => {
    expect(staffApi.inspectionPhotos('42', 'kind=vin')).toBe(
      '/api/consumer/api/v1/inspector/appointments/42/inspection/photos?kind=vin',
    );
    expect(staffApi.bids('a1')).toBe('/api/consumer/api/v1/dealer/auctions/a1/bids');
    expect(staffApi.dealerAuctionEvents('a1')).toBe(
      '/api/consumer/api/v1/dealer/auctions/a1/events',
    );
    expect(saleApi.sellerAuctionEvents('tok')).toBe(
      '/api/consumer/api/v1/appointment/token/tok/auction/events',
    );
  });
});

describe('staff page paths', () => {
  it('adds the day to day lists only when one is given', () => {
    expect(staffPaths.inspectorDay()).toBe('/staff/inspector');
    expect(staffPaths.inspectorDay('2026-11-26')).toBe('/staff/inspector?date=2026-11-26');
    expect(staffPaths.runnerDay()).toBe('/staff/runner');
    expect(staffPaths.runnerDay('2026-11-26')).toBe('/staff/runner?date=2026-11-26');
  });

  it('filters the lead queue by status only when one is given', () => {
    expect(staffPaths.leads()).toBe('/staff/leads');
    expect(staffPaths.leads('CLOSED')).toBe('/staff/leads?status=CLOSED');
  });

  it('names each console and record page', () => {
    expect(staffPaths.home()).toBe('/staff/');
    expect(staffPaths.inspection('42')).toBe('/staff/inspector/42');
    expect(staffPaths.runnerPickup('42')).toBe('/staff/runner/42');
    expect(staffPaths.auction('a1')).toBe('/staff/dealer/auctions/a1');
    expect(staffPaths.sellerReport('tok')).toBe('/used-car-valuation/appointment/tok/report');
  });
});
