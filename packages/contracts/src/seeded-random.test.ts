import { describe, expect, it } from 'vitest';
import { createRandom } from './seeded-random';

describe('createRandom (mulberry32)', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const values = Array.from({ length: 1000 }, () => a.next());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b.next()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });
  it('gives the published mulberry32 sequence (seed 1)', () => {
    const random = createRandom(1);
    expect(random.next()).toBeCloseTo(0.6270739405881613, 12);
    expect(random.next()).toBeCloseTo(0.002735721180215478, 12);
  });
});
