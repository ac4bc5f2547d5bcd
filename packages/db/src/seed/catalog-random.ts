/** mulberry32: a tiny seeded PRNG, so demo data is identical on every run and machine. */
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
