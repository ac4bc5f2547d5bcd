import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  paise,
  rupees,
  toPaise,
  toRupees,
  type Paise,
  type Rupees,
  type WithMoneyBrands,
} from './money';

describe('formatMoney', () => {
  it('groups digits the Indian way', () => {
    expect(formatMoney(paise(545_000_00))).toBe('₹ 5,45,000');
    expect(formatMoney(paise(1_23_45_678_00))).toBe('₹ 1,23,45,678');
    expect(formatMoney(paise(999_00))).toBe('₹ 999');
  });
  it('shows paise only when there are some', () => {
    expect(formatMoney(paise(1_500_50))).toBe('₹ 1,500.50');
    expect(formatMoney(paise(1_500_00))).toBe('₹ 1,500');
  });
  it('rounds to whole rupees for EMIs, never showing paise', () => {
    expect(formatMoney(toPaise(rupees(21_001.86)), 'rounded')).toBe('₹ 21,002');
    expect(formatMoney(toPaise(rupees(11_122.49)), 'rounded')).toBe('₹ 11,122');
  });
  it('is compact in lakh and crore from one lakh up', () => {
    expect(formatMoney(paise(99_999_00), 'compact')).toBe('₹ 99,999');
    expect(formatMoney(paise(1_00_000_00), 'compact')).toBe('₹ 1 lakh');
    expect(formatMoney(paise(5_45_000_00), 'compact')).toBe('₹ 5.45 lakh');
    expect(formatMoney(paise(5_50_000_00), 'compact')).toBe('₹ 5.5 lakh');
    expect(formatMoney(paise(5_45_999_00), 'compact')).toBe('₹ 5.46 lakh');
    expect(formatMoney(paise(1_20_00_000_00), 'compact')).toBe('₹ 1.2 crore');
    expect(formatMoney(paise(12_34_00_000_00), 'compact')).toBe('₹ 12.34 crore');
  });
  it('rounds across the crore threshold instead of saying 100 lakh', () => {
    expect(formatMoney(paise(99_99_999_00), 'compact')).toBe('₹ 1 crore');
  });
  it('formats zero and negative amounts', () => {
    expect(formatMoney(paise(0))).toBe('₹ 0');
    expect(formatMoney(paise(0), 'compact')).toBe('₹ 0');
    expect(formatMoney(paise(-1_500_00))).toBe('−₹ 1,500');
    expect(formatMoney(paise(-2_50_000_00), 'compact')).toBe('−₹ 2.5 lakh');
  });
});

describe('Paise and Rupees', () => {
  it('convert at 100 paise a rupee, rounding to the paisa', () => {
    expect(toRupees(paise(1_500_50))).toBe(1_500.5);
    expect(toPaise(rupees(21_001.857))).toBe(2_100_186);
  });
  it('cannot be mixed up (checked by tsc)', () => {
    const price: Rupees = rupees(5_45_000);
    // @ts-expect-error rupees where paise are expected: the ×100 bug this type exists to stop
    formatMoney(price);
    // @ts-expect-error a bare number has no unit
    formatMoney(5_45_000);
    // @ts-expect-error paise are not rupees either
    const wrong: Rupees = paise(100);
    const right: Paise = toPaise(price);
    expect([wrong, formatMoney(right)]).toEqual([100, '₹ 5,45,000']);
  });
});

describe('WithMoneyBrands (the web boundary)', () => {
  it('brands fields by the API’s own naming, however deep', () => {
    type Answer = WithMoneyBrands<{
      priceBreakup: { totalPaise: number; discountPaise?: number };
      items: { amountPaise: number; title: string }[];
      offer: { loanAmountRupees: number; bestBidPaise: number | null };
      count: number;
    }>;
    const answer: Answer = {
      priceBreakup: { totalPaise: paise(3_559_00) },
      items: [{ amountPaise: paise(1_000_00), title: 'Challan' }],
      offer: { loanAmountRupees: rupees(4_00_000), bestBidPaise: null },
      count: 2,
    };
    expect(formatMoney(answer.priceBreakup.totalPaise)).toBe('₹ 3,559');
    expect(formatMoney(answer.items[0]!.amountPaise)).toBe('₹ 1,000');
    // @ts-expect-error a branded rupee field cannot be formatted as paise
    formatMoney(answer.offer.loanAmountRupees);
    // @ts-expect-error nor can an unbranded count
    formatMoney(answer.count);
    // @ts-expect-error a plain number does not fit a Paise field
    const unbranded: Answer['items'][number] = { amountPaise: 100, title: 'x' };
    expect(unbranded.title).toBe('x');
  });
});
