/**
 * Pure rules of the spin wheel's display (the prize itself is drawn by the server).
 * The wheel has `segments` equal slices, slice 0 centred at the top pointer when the rotation is 0.
 */
export const WHEEL_EXTRA_TURNS = 4;

/** The clockwise rotation (degrees) that stops the wheel with slice `index` under the pointer. */
export function rotationFor(
  index: number,
  segments: number,
  previousRotation: number,
  extraTurns = WHEEL_EXTRA_TURNS,
): number {
  if (segments <= 0 || index < 0) return previousRotation;
  const slice = 360 / segments;
  // Turning the wheel clockwise by r moves the slice at angle a to a + r; we want a + r ≡ 0.
  const target = (360 - ((index * slice) % 360)) % 360;
  const base = previousRotation - (((previousRotation % 360) + 360) % 360);
  return base + (extraTurns + 1) * 360 + target;
}

/** '2 spins left today', '1 spin left today', 'No spins left today'. */
export function spinsLeftText(left: number): string {
  if (left <= 0) return 'No spins left today';
  return `${left} ${left === 1 ? 'spin' : 'spins'} left today`;
}

/** The sentence the live region announces after a spin. */
export function resultText(result: { label: string; won: boolean; couponCode: string | null }) {
  if (!result.won) return `${result.label}. Try again tomorrow or with your next spin.`;
  return `You won: ${result.label}${result.couponCode ? ` (code ${result.couponCode})` : ''}. Opt in below to use it.`;
}

/** A fresh idempotency key for one press of the button (a retry of that press reuses it). */
export function newSpinKey(random: () => string = () => crypto.randomUUID()): string {
  return `spin-${random()}`;
}
