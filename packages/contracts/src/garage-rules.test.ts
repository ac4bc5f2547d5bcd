import { describe, expect, it } from 'vitest';
import {
  addMonths,
  challanPayPath,
  daysUntil,
  expiryStatus,
  formatCalendarDate,
  istCalendarDate,
  serviceStatus,
} from './garage-rules';

describe('vehicle wallet rules', () => {
  it('adds months, clamping to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-25', 6)).toBe('2027-05-25');
    expect(addMonths('2026-08-15', 24)).toBe('2028-08-15');
  });

  it('reads insurance/PUC status from the last valid day', () => {
    expect(daysUntil('2026-12-25', '2026-11-25')).toBe(30);
    expect(expiryStatus('2026-12-25', '2026-11-25')).toBe('expiring');
    expect(expiryStatus('2026-12-26', '2026-11-25')).toBe('valid');
    expect(expiryStatus('2026-11-25', '2026-11-25')).toBe('expiring');
    expect(expiryStatus('2026-11-24', '2026-11-25')).toBe('expired');
    expect(expiryStatus(null, '2026-11-25')).toBe('not-required');
  });

  it('reads the service status from the due date', () => {
    expect(serviceStatus('2026-12-10', '2026-11-25')).toBe('ok');
    expect(serviceStatus('2026-12-02', '2026-11-25')).toBe('due-soon');
    expect(serviceStatus('2026-11-24', '2026-11-25')).toBe('overdue');
  });

  it('formats dates as "24 Nov 2026" and builds the challan pay link', () => {
    expect(formatCalendarDate('2026-11-24')).toBe('24 Nov 2026');
    expect(formatCalendarDate('2027-01-05')).toBe('5 Jan 2027');
    expect(formatCalendarDate('2020-09-02')).toBe('2 Sep 2020');
    expect(istCalendarDate('2026-11-24T19:00:00.000Z')).toBe('2026-11-25');
    expect(challanPayPath('MH12AB1234')).toBe('/traffic-challan/?regNo=MH12AB1234');
  });
});
