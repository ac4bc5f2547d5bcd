import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('formatDate and formatDateTime', () => {
  it('read as in India (IST), month abbreviated', () => {
    expect(formatDateTime('2026-11-24T11:00:00Z')).toBe('24 Nov 2026, 4:30 pm');
    expect(formatDateTime('2026-11-24T04:05:00Z')).toBe('24 Nov 2026, 9:35 am');
    expect(formatDate('2026-11-24T11:00:00Z')).toBe('24 Nov 2026');
  });
  it('uses the IST day, not the UTC one', () => {
    expect(formatDate('2026-11-24T20:00:00Z')).toBe('25 Nov 2026');
  });
  it('spells September Sep (ICU en-IN says Sept)', () => {
    expect(formatDate('2026-09-05T06:00:00Z')).toBe('5 Sep 2026');
  });
  it('keeps a calendar date as written, with no time', () => {
    expect(formatDate('2026-03-01')).toBe('1 Mar 2026');
    expect(formatDateTime('2026-03-01')).toBe('1 Mar 2026');
  });
  it('shows noon and midnight in 12-hour time', () => {
    expect(formatDateTime('2026-11-24T06:30:00Z')).toBe('24 Nov 2026, 12:00 pm');
    expect(formatDateTime('2026-11-23T18:30:00Z')).toBe('24 Nov 2026, 12:00 am');
  });
});
