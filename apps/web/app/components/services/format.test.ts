import { describe, expect, it } from 'vitest';
import { formatAge, formatCalendarDate, formatPaise } from './format';

describe('services formats', () => {
  it('writes calendar dates the Indian way, without shifting the day', () => {
    expect(formatCalendarDate('2020-09-02')).toBe('2 Sep 2020');
    expect(formatCalendarDate('2026-12-31')).toBe('31 Dec 2026');
    expect(formatCalendarDate('2026-01-01')).toBe('1 Jan 2026');
  });

  it('writes paise as whole rupees with Indian digit groups', () => {
    expect(formatPaise(5_45_000_00)).toBe('₹5,45,000');
    expect(formatPaise(99_50)).toBe('₹100');
    expect(formatPaise(0)).toBe('₹0');
  });

  it('writes an age in years and months, singular where one', () => {
    expect(formatAge({ years: 3, months: 2 })).toBe('3 years 2 months');
    expect(formatAge({ years: 1, months: 1 })).toBe('1 year 1 month');
    expect(formatAge({ years: 2, months: 0 })).toBe('2 years');
    expect(formatAge({ years: 0, months: 0 })).toBe('0 months');
    expect(formatAge({ years: 0, months: 7 })).toBe('7 months');
  });
});
