import { describe, expect, it } from 'vitest';
import { newSpinKey, resultText, rotationFor, spinsLeftText } from './spin-wheel-rules';

describe('spin wheel display rules', () => {
  it('stops the wheel with the won slice under the pointer, always turning forward', () => {
    expect(rotationFor(0, 3, 0, 0) % 360).toBe(0);
    expect(rotationFor(1, 3, 0, 0) % 360).toBe(240);
    expect(rotationFor(2, 4, 0, 0) % 360).toBe(180);
    const first = rotationFor(1, 3, 0);
    const second = rotationFor(1, 3, first);
    expect(second).toBeGreaterThan(first);
    expect(second % 360).toBe(first % 360);
    expect(rotationFor(-1, 3, 90)).toBe(90);
  });

  it('says how many spins are left and what was won', () => {
    expect(spinsLeftText(2)).toBe('2 spins left today');
    expect(spinsLeftText(1)).toBe('1 spin left today');
    expect(spinsLeftText(0)).toBe('No spins left today');
    expect(resultText({ label: '₹25 off', won: true, couponCode: 'SPIN25' })).toBe(
      'You won: ₹25 off (code SPIN25). Opt in below to use it.',
    );
    expect(resultText({ label: 'Better luck next time', won: false, couponCode: null })).toContain(
      'Better luck next time',
    );
    expect(newSpinKey(() => 'abc')).toBe('spin-abc');
  });
});
