import { describe, expect, it } from 'vitest';
import { nextCallWindow } from './call-window';

// Instants written in IST (+05:30) so the windows read as an agent sees them.
const ist = (text: string) => new Date(`${text}+05:30`);

describe('the next call window (9:00 AM - 6:30 PM IST, every day)', () => {
  it('keeps a lead that arrives during operating hours', () => {
    expect(nextCallWindow(ist('2026-11-25T09:00:00'))).toEqual(ist('2026-11-25T09:00:00'));
    expect(nextCallWindow(ist('2026-11-25T18:29:59'))).toEqual(ist('2026-11-25T18:29:59'));
  });

  it('queues an early-morning lead for 9:00 the same day', () => {
    expect(nextCallWindow(ist('2026-11-25T06:45:00'))).toEqual(ist('2026-11-25T09:00:00'));
    expect(nextCallWindow(ist('2026-11-25T00:00:00'))).toEqual(ist('2026-11-25T09:00:00'));
  });

  it('queues a lead from 6:30 PM on for 9:00 the next morning', () => {
    expect(nextCallWindow(ist('2026-11-25T18:30:00'))).toEqual(ist('2026-11-26T09:00:00'));
    expect(nextCallWindow(ist('2026-11-25T23:59:00'))).toEqual(ist('2026-11-26T09:00:00'));
  });

  it('works across a month end (IST date, whatever the UTC date)', () => {
    // 30 Nov 20:00 IST is still 30 Nov in UTC (14:30); the next window is 1 Dec 9:00 IST.
    expect(nextCallWindow(ist('2026-11-30T20:00:00'))).toEqual(ist('2026-12-01T09:00:00'));
    // 1 Dec 03:00 IST is 30 Nov in UTC; the window is 1 Dec 9:00 IST, not 30 Nov.
    expect(nextCallWindow(ist('2026-12-01T03:00:00'))).toEqual(ist('2026-12-01T09:00:00'));
  });
});
