/**
 * The one seeded PRNG (mulberry32): demo data and sandbox providers give the same answer for the
 * same seed on every run and machine. Not for anything secret.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  return {
    /** A float in [0, 1). */
    next(): number {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    },
  };
}
