// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render-route';
import { staffPaths } from './staff-api';
import { StaffDayNav, dayFromUrl, dayLabel } from './staff-day-nav';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** 22:00 UTC on 25 Nov is already 26 Nov in India (UTC+5:30). */
const LATE_EVENING_UTC = new Date('2026-11-25T22:00:00.000Z');

describe('dayFromUrl', () => {
  it('takes a well-formed ?date=', () => {
    expect(dayFromUrl(new Request('http://x/staff/inspector?date=2026-12-01'))).toBe('2026-12-01');
  });

  it("falls back to today's date in India, not UTC, when the date is missing or malformed", () => {
    vi.useFakeTimers({ now: LATE_EVENING_UTC });
    expect(dayFromUrl(new Request('http://x/staff/inspector'))).toBe('2026-11-26');
    expect(dayFromUrl(new Request('http://x/staff/inspector?date=1-12-2026'))).toBe('2026-11-26');
    expect(dayFromUrl(new Request('http://x/staff/inspector?date=2026-12-01x'))).toBe('2026-11-26');
  });
});

describe('dayLabel', () => {
  it('names the weekday and the date in Indian English', () => {
    expect(dayLabel('2026-11-24')).toBe('Tuesday, 24 November');
    expect(dayLabel('2027-01-01')).toBe('Friday, 1 January');
  });
});

describe('StaffDayNav', () => {
  it('links to the previous day, today and the next day of the list it serves', () => {
    vi.useFakeTimers({ now: LATE_EVENING_UTC, toFake: ['Date'] });
    renderWithRouter(<StaffDayNav date="2026-12-01" pathFor={staffPaths.runnerDay} />);
    const nav = screen.getByRole('navigation', { name: 'Day' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Previous day')).toBe('/staff/runner?date=2026-11-30');
    expect(href('Today')).toBe('/staff/runner?date=2026-11-26');
    expect(href('Next day')).toBe('/staff/runner?date=2026-12-02');
  });

  it('crosses month and year ends', () => {
    renderWithRouter(<StaffDayNav date="2026-12-31" pathFor={staffPaths.inspectorDay} />);
    expect(screen.getByRole('link', { name: 'Next day' }).getAttribute('href')).toBe(
      '/staff/inspector?date=2027-01-01',
    );
    cleanup();
    renderWithRouter(<StaffDayNav date="2028-03-01" pathFor={staffPaths.inspectorDay} />);
    expect(screen.getByRole('link', { name: 'Previous day' }).getAttribute('href')).toBe(
      '/staff/inspector?date=2028-02-29',
    );
  });
});
