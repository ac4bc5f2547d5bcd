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

describe('India time without Intl (decision 0196)', () => {
  const intl = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const MONTHS = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  const viaIntl = (date: Date) => {
    const parts = Object.fromEntries(intl.formatToParts(date).map((p) => [p.type, p.value]));
    const day = `${parts.day} ${MONTHS[Number(parts.month) - 1]} ${parts.year}`;
    return `${day}, ${parts.hour}:${parts.minute} ${parts.dayPeriod!.toLowerCase()}`;
  };

  it('reads every instant from 1950 to 2100 as the Asia/Kolkata zone does', () => {
    const from = Date.UTC(1950, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    // A prime step in minutes walks every hour, minute and day boundary over the years.
    for (let at = from; at < to; at += 7_919 * 60_000) {
      const date = new Date(at);
      expect(formatDateTime(date), date.toISOString()).toBe(viaIntl(date));
    }
  });
  it('refuses an unreadable date, as Intl did', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});
