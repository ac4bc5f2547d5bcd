import { describe, expect, it } from 'vitest';
import { formatAge } from './format';

describe('services formats', () => {
  it('writes an age in years and months, singular where one', () => {
    expect(formatAge({ years: 3, months: 2 })).toBe('3 years 2 months');
    expect(formatAge({ years: 1, months: 1 })).toBe('1 year 1 month');
    expect(formatAge({ years: 2, months: 0 })).toBe('2 years');
    expect(formatAge({ years: 0, months: 0 })).toBe('0 months');
    expect(formatAge({ years: 0, months: 7 })).toBe('7 months');
  });
});
