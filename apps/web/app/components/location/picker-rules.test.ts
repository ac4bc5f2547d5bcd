import { describe, expect, it } from 'vitest';
import { cameFromLocationSelector, pickerDecision, shouldOpenOnScroll } from './picker-rules';

describe('location picker rules (spec §4)', () => {
  it('opens for a serviceable city or one with a nearby city, never twice', () => {
    expect(pickerDecision({ isShown: false, isServiceable: true, hasNearbyCity: false })).toBe(
      'open',
    );
    expect(pickerDecision({ isShown: false, isServiceable: false, hasNearbyCity: true })).toBe(
      'open',
    );
    expect(pickerDecision({ isShown: true, isServiceable: true, hasNearbyCity: true })).toBe(
      'none',
    );
  });
  it('shows the coming-soon city modal for a city with nothing to offer', () => {
    expect(pickerDecision({ isShown: false, isServiceable: false, hasNearbyCity: false })).toBe(
      'coming-soon',
    );
  });
  it('opens on scroll past the threshold only without a pincode', () => {
    expect(shouldOpenOnScroll(199, 200, false)).toBe(false);
    expect(shouldOpenOnScroll(200, 200, false)).toBe(true);
    expect(shouldOpenOnScroll(900, 200, true)).toBe(false);
  });
  it('knows the locationSelector source', () => {
    expect(cameFromLocationSelector('?source=locationSelector&x=1')).toBe(true);
    expect(cameFromLocationSelector('?source=header')).toBe(false);
  });
});
