import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from './indian-digits';
import { createRandom } from './seeded-random';

/** What the hand-written digits must equal: ICU's en-IN formatter with the same fraction bounds. */
const formats = new Map<string, Intl.NumberFormat>();
const viaIntl = (value: number, min: number, max: number) => {
  const key = `${min}:${max}`;
  if (!formats.has(key)) {
    formats.set(
      key,
      new Intl.NumberFormat('en-IN', { minimumFractionDigits: min, maximumFractionDigits: max }),
    );
  }
  return formats.get(key)!.format(value);
};
const BOUNDS: [number, number][] = [
  [0, 0],
  [0, 1],
  [0, 2],
  [1, 1],
  [2, 2],
];

describe('formatIndianNumber writes what Intl en-IN writes (decision 0196)', () => {
  it('groups the last three digits, then pairs', () => {
    expect(formatIndianNumber(1234567)).toBe('12,34,567');
    expect(formatIndianNumber(100000)).toBe('1,00,000');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(21001.857, 2)).toBe('21,001.86');
    expect(formatIndianNumber(5.5, 0, 2)).toBe('5.5');
  });
  it('rounds the shortest decimal half away from zero, as ICU does', () => {
    expect(formatIndianNumber(1.005, 0, 2)).toBe('1.01');
    expect(formatIndianNumber(2.5)).toBe('3');
    expect(formatIndianNumber(-2.5)).toBe('-3');
    expect(formatIndianNumber(99_999.995, 2)).toBe('1,00,000.00');
  });
  it('matches Intl on edge values', () => {
    const values = [
      0,
      -0,
      0.5,
      -0.001,
      0.004,
      0.995,
      9.95,
      99.5,
      999.5,
      1e-7,
      1e21,
      123456789.125,
      -1234567.891,
      Number.MAX_SAFE_INTEGER,
      1.5e15,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (const value of values) {
      for (const [min, max] of BOUNDS) {
        expect(formatIndianNumber(value, min, max), `${value} (${min}–${max})`).toBe(
          viaIntl(value, min, max),
        );
      }
    }
  });
  it('matches Intl on 20,000 prices, EMIs, kilometres and lakhs', () => {
    const seeded = createRandom(196);
    const random = () => seeded.next();
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 10);
      // Whole amounts, amounts in paise, and values with many decimals (EMIs, lakhs).
      const value = [
        Math.round(random() * magnitude),
        Math.round(random() * magnitude * 100) / 100,
        random() * magnitude * (random() < 0.1 ? -1 : 1),
      ][i % 3]!;
      const [min, max] = BOUNDS[i % BOUNDS.length]!;
      expect(formatIndianNumber(value, min, max), `${value} (${min}–${max})`).toBe(
        viaIntl(value, min, max),
      );
    }
  });
});
