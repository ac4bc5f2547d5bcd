import { describe, expect, it } from 'vitest';
import { CARSETU_GSTIN, GstinSchema, isValidGstin } from './gstin';

describe('GSTIN', () => {
  it('accepts a real-format GSTIN with its check character, and ours', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin(CARSETU_GSTIN)).toBe(true);
  });
  it('refuses a wrong check character, a bad shape or length', () => {
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1XV')).toBe(false);
  });
  it('normalises what a person types', () => {
    expect(GstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(GstinSchema.safeParse('27AAPFU0939F1ZA').success).toBe(false);
  });
});
