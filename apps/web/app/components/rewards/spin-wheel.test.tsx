// @vitest-environment jsdom
import { REWARDS_HEADERS, type SpinState } from '@carsetu/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../../testing/sent-request';
import { renderWithRouter } from '../../testing/render-route';
import { SpinWheel } from './spin-wheel';

const state = (overrides: Partial<SpinState> = {}): SpinState => ({
  limitPerDay: 3,
  spinsUsedToday: 1,
  spinsLeftToday: 2,
  resetsAt: '2026-11-26T18:30:00.000Z',
  prizes: [
    { id: 'p0', label: '₹50 off challans' },
    { id: 'p1', label: 'Better luck next time' },
    { id: 'p2', label: '₹500 off car booking' },
    { id: 'p3', label: '10% off challans' },
  ],
  lastSpin: null,
  ...overrides,
});

const spinAnswer = (prizeId: string, won: boolean, label: string, couponCode: string | null) =>
  new Response(
    JSON.stringify({
      data: {
        spin: {
          id: 's1',
          prizeId,
          label,
          won,
          rewardId: won ? 'r1' : null,
          couponCode,
          spunAt: '2026-11-26T10:00:00.000Z',
        },
      },
    }),
    { status: 200 },
  );

let fetchMock: ReturnType<typeof vi.fn>;
let reducedMotion = true;
beforeEach(() => {
  reducedMotion = true;
  fetchMock = vi.fn(async () => spinAnswer('p2', true, '₹500 off car booking', 'CAR500'));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const button = () => screen.getByRole('button', { name: 'Spin the wheel' });
const keyOf = async (call: number) =>
  (await sentRequest(fetchMock, call))[1].headers['idempotency-key'];

describe('SpinWheel', () => {
  it('says how many spins are left and lists the prizes', () => {
    renderWithRouter(<SpinWheel state={state()} />);
    expect(screen.getByTestId('spins-left').textContent).toBe('2 spins left today');
    expect(screen.getByText(/3 spins every day \(India time\)/)).toBeTruthy();
    const prizes = screen.getByRole('heading', { name: 'On the wheel' }).nextElementSibling!;
    expect([...prizes.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '₹50 off challans',
      'Better luck next time',
      '₹500 off car booking',
      '10% off challans',
    ]);
  });

  it('cannot be spun when no spins are left today', () => {
    renderWithRouter(<SpinWheel state={state({ spinsLeftToday: 0, spinsUsedToday: 3 })} />);
    expect(screen.getByTestId('spins-left').textContent).toBe('No spins left today');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks the server for the prize with the rewards headers and a spin key', async () => {
    renderWithRouter(<SpinWheel state={state()} />);
    await userEvent.click(button());
    const [url, init] = await sentRequest(fetchMock, 0);
    expect(url).toBe('/api/rewards/v3/user/spin/trigger');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject(REWARDS_HEADERS);
    expect(await keyOf(0)).toMatch(/^spin-.+/);
  });

  it('announces the prize at once when the user prefers reduced motion', async () => {
    renderWithRouter(<SpinWheel state={state()} />);
    await userEvent.click(button());
    expect((await screen.findByRole('status')).textContent).toBe(
      'You won: ₹500 off car booking (code CAR500). Opt in below to use it.',
    );
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('announces a losing spin with the encouragement to try again', async () => {
    fetchMock.mockResolvedValueOnce(spinAnswer('p1', false, 'Better luck next time', null));
    renderWithRouter(<SpinWheel state={state()} />);
    await userEvent.click(button());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Better luck next time. Try again tomorrow or with your next spin.',
    );
  });

  it('turns the wheel to the prize and announces only when it stops', async () => {
    reducedMotion = false;
    renderWithRouter(<SpinWheel state={state()} />);
    await userEvent.click(button());
    const wheel = screen.getByTestId('wheel');
    // Prize 2 of 4 sits at 180°; five whole turns bring it under the pointer.
    expect(wheel.style.transform).toBe('rotate(1980deg)');
    expect(screen.getByRole('status').textContent).toBe('');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.transitionEnd(wheel);
    expect(screen.getByRole('status').textContent).toContain('You won: ₹500 off car booking');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('still announces the prize if the wheel never reports that it stopped', async () => {
    reducedMotion = false;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithRouter(<SpinWheel state={state()} />);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(button());
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => void (await vi.advanceTimersByTimeAsync(3_500)));
    expect(screen.getByRole('status').textContent).toContain('You won');
  });

  it("shows the server's refusal and uses a fresh key for the next press", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { message: 'No spins left today' } }), { status: 429 }),
    );
    renderWithRouter(<SpinWheel state={state()} />);
    await userEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe('No spins left today');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(button());
    expect(await keyOf(1)).not.toBe(await keyOf(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('retries a spin lost to the network with the same key, so it is not used twice', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithRouter(<SpinWheel state={state()} />);
    await userEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No connection. Press the button again to retry the same spin.',
    );
    await userEvent.click(button());
    expect(await keyOf(1)).toBe(await keyOf(0));
    expect((await screen.findByRole('status')).textContent).toContain('You won');
    // After a spin went through, the next press is a new spin.
    await userEvent.click(button());
    expect(await keyOf(2)).not.toBe(await keyOf(1));
  });
});
