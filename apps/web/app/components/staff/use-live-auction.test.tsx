// @vitest-environment jsdom
import { formatMoney, paise, type AuctionView } from '@carsetu/contracts';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuctionStats } from './auction-stats';
import { useLiveAuction, useTimeLeft } from './use-live-auction';

/** A controllable EventSource: the test pushes the server's events. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(public url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  push(type: string, data: unknown) {
    act(() => this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent<string>));
  }
}

const NOW = new Date('2026-11-26T10:00:00.000Z');

function auction(overrides: Partial<AuctionView> = {}): AuctionView {
  return {
    id: 'a1',
    appointmentId: '42',
    round: 1,
    status: 'live',
    car: '2019 Maruti Swift VXI',
    city: { id: 1, name: 'Pune' },
    startPricePaise: 40_000_000,
    minIncrementPaise: 500_000,
    minimumNextBidPaise: 45_500_000,
    bestBidPaise: 45_000_000,
    bidCount: 3,
    endsAt: new Date(NOW.getTime() + 12 * 60_000 + 5_000).toISOString(),
    closedAt: null,
    youLead: true,
    yourBestPaise: 45_000_000,
    outcome: null,
    ...overrides,
  };
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useLiveAuction', () => {
  it('starts from the server-rendered view and follows the stream', () => {
    const initial = auction();
    const { result } = renderHook(() => useLiveAuction(initial, '/events/a1'));
    expect(result.current).toBe(initial);
    expect(FakeEventSource.all[0]!.url).toBe('/events/a1');
    FakeEventSource.all[0]!.push('auction', auction({ bidCount: 4, bestBidPaise: 46_000_000 }));
    expect(result.current).toMatchObject({ bidCount: 4, bestBidPaise: 46_000_000 });
  });

  it("keeps the dealer's own best bid: the broadcast is the same for every dealer", () => {
    // A stable initial view, as loader data is between renders.
    const initial = auction({ yourBestPaise: 45_000_000 });
    const { result } = renderHook(() => useLiveAuction(initial, '/events/a1'));
    FakeEventSource.all[0]!.push('auction', auction({ yourBestPaise: null, bidCount: 9 }));
    expect(result.current).toMatchObject({ yourBestPaise: 45_000_000, bidCount: 9 });
  });

  it('ignores an empty event', () => {
    const initial = auction();
    const { result } = renderHook(() => useLiveAuction(initial, '/events/a1'));
    FakeEventSource.all[0]!.push('auction', null);
    expect(result.current).toBe(initial);
  });

  it('takes the first streamed view when the page had none', () => {
    const { result } = renderHook(() => useLiveAuction(null, '/events/a1'));
    expect(result.current).toBeNull();
    FakeEventSource.all[0]!.push('auction', auction({ yourBestPaise: 1 }));
    expect(result.current).toMatchObject({ yourBestPaise: 1 });
  });

  it('opens no stream without a URL and closes the stream on unmount', () => {
    const initial = auction();
    renderHook(() => useLiveAuction(initial, null));
    expect(FakeEventSource.all).toHaveLength(0);
    const { unmount } = renderHook(() => useLiveAuction(initial, '/events/a1'));
    unmount();
    expect(FakeEventSource.all[0]!.closed).toBe(true);
  });

  it('starts over from new server data (after a bid the loader reloads)', () => {
    const first = auction();
    const { result, rerender } = renderHook(({ view }) => useLiveAuction(view, '/events/a1'), {
      initialProps: { view: first },
    });
    const second = auction({ bidCount: 10 });
    rerender({ view: second });
    expect(result.current).toBe(second);
  });
});

describe('useTimeLeft', () => {
  it('counts down every second in minutes and zero-padded seconds', () => {
    vi.useFakeTimers({ now: NOW });
    const endsAt = auction().endsAt;
    const { result } = renderHook(() => useTimeLeft(endsAt));
    expect(result.current).toBe('12 min 05 s left');
    act(() => vi.advanceTimersByTime(6_000));
    expect(result.current).toBe('11 min 59 s left');
  });

  it('stops at zero: the server decides when the auction closes', () => {
    vi.useFakeTimers({ now: NOW });
    const endsAt = new Date(NOW.getTime() + 1_000).toISOString();
    const { result } = renderHook(() => useTimeLeft(endsAt));
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe('0 min 00 s left');
  });

  it('has nothing to show without an end time', () => {
    const { result } = renderHook(() => useTimeLeft(null));
    expect(result.current).toBeNull();
  });
});

describe('AuctionStats', () => {
  it('shows the best price in rupees, the bids and the time left, announced politely', () => {
    vi.useFakeTimers({ now: NOW });
    render(<AuctionStats auction={auction()} bestPriceTestId="best" />);
    expect(screen.getByTestId('best').textContent).toBe(formatMoney(paise(45_000_000)));
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('12 min 05 s left')).toBeTruthy();
    expect(screen.getByTestId('best').closest('dl')!.getAttribute('aria-live')).toBe('polite');
  });

  it('says there are no bids yet and that a closed auction is closed', () => {
    render(
      <AuctionStats
        auction={auction({ status: 'closed', bestBidPaise: null, bidCount: 0 })}
        bestPriceTestId="best"
      />,
    );
    expect(screen.getByTestId('best').textContent).toBe('No bids yet');
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  it("adds the caller's own items to the list", () => {
    render(
      <AuctionStats auction={auction()} bestPriceTestId="best">
        <div>
          <dt>Your best</dt>
          <dd>{formatMoney(paise(45_000_000))}</dd>
        </div>
      </AuctionStats>,
    );
    expect(screen.getByText('Your best')).toBeTruthy();
  });
});
