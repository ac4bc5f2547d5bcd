// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSecondsLeft } from './use-seconds-left';

const START = new Date('2026-11-26T10:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSecondsLeft', () => {
  it('is 0 without a deadline', () => {
    const { result } = renderHook(() => useSecondsLeft(null));
    expect(result.current).toBe(0);
  });

  it('counts whole seconds down once a second and stops at 0', () => {
    const { result } = renderHook(() => useSecondsLeft(START + 3000));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rounds a part second up, so "00:00" never shows while waiting', () => {
    const { result } = renderHook(() => useSecondsLeft(START + 1500));
    expect(result.current).toBe(2);
  });

  it('is 0 for a deadline in the past', () => {
    const { result } = renderHook(() => useSecondsLeft(START - 10_000));
    expect(result.current).toBe(0);
  });

  it('restarts from the new deadline on resend, measured from now', () => {
    const { result, rerender } = renderHook(({ until }) => useSecondsLeft(until), {
      initialProps: { until: (START + 30_000) as number | null },
    });
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(0);
    rerender({ until: Date.now() + 30_000 });
    expect(result.current).toBe(30);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(29);
  });

  it('stops ticking when unmounted', () => {
    const { unmount } = renderHook(() => useSecondsLeft(START + 10_000));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
