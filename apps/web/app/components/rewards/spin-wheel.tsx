import { REWARDS_HEADERS, type SpinState } from '@carsetu/contracts';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { buttonClasses } from '../ui';
import { browserApi, settle } from '../../lib/browser-api';
import { newSpinKey, resultText, rotationFor, spinsLeftText } from './spin-wheel-rules';

const COLOURS = ['#fde68a', '#bfdbfe', '#bbf7d0', '#fecaca', '#ddd6fe', '#fed7aa'];
const SPIN_MS = 3000;

interface SpinResult {
  label: string;
  won: boolean;
  couponCode: string | null;
  prizeId: string;
}

/**
 * The spin wheel: the server draws the prize (POST v3 user/spin/trigger); the wheel only shows
 * it. The result is announced in a live region; under prefers-reduced-motion the wheel does not
 * turn and the result is announced at once.
 */
export function SpinWheel({ state }: { state: SpinState }) {
  const revalidator = useRevalidator();
  const [rotation, setRotation] = useState(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const pending = useRef<SpinResult | null>(null);
  // One key per press: a network retry of the same press must not use another spin.
  const key = useRef<string | null>(null);
  const fallback = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(fallback.current), []);

  const prizes = state.prizes;
  const slice = prizes.length > 0 ? 360 / prizes.length : 360;
  const gradient = prizes
    .map(
      (_, index) =>
        `${COLOURS[index % COLOURS.length]} ${index * slice}deg ${(index + 1) * slice}deg`,
    )
    .join(', ');

  function announce() {
    clearTimeout(fallback.current);
    const result = pending.current;
    if (!result) return;
    pending.current = null;
    setMessage(resultText(result));
    setBusy(false);
    void revalidator.revalidate();
  }

  async function spin() {
    setBusy(true);
    setError('');
    setMessage('');
    key.current ??= newSpinKey();
    const answer = await settle(
      browserApi.POST('/api/rewards/v3/user/spin/trigger', {
        params: { header: { ...REWARDS_HEADERS, 'idempotency-key': key.current } },
      }),
    );
    if (!answer.ok && answer.status === 0) {
      // Keep the key: pressing again retries the same spin without using another.
      setError('No connection. Press the button again to retry the same spin.');
      setBusy(false);
      return;
    }
    key.current = null;
    if (!answer.ok) {
      setError(answer.message ?? 'The wheel could not spin. Please try again.');
      setBusy(false);
      return;
    }
    const spun: SpinResult = answer.data.data.spin;
    pending.current = spun;
    const index = prizes.findIndex((prize) => prize.id === spun.prizeId);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (reduced || index < 0) {
      announce();
      return;
    }
    setRotation((previous) => rotationFor(index, prizes.length, previous));
    // transitionend is the signal; this is only a safety net if it never fires.
    fallback.current = setTimeout(announce, SPIN_MS + 500);
  }

  const left = state.spinsLeftToday;
  return (
    <section aria-labelledby="spin-heading" className="rounded-2xl bg-brand-50 p-5 sm:p-8">
      <h2 id="spin-heading" className="text-xl font-bold text-ink">
        Spin the wheel
      </h2>
      <p className="mt-1 text-slate-700">
        {state.limitPerDay} spins every day (India time). Win coupons for challans and car
        reservations.
      </p>
      <div className="mt-6 flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <div className="relative h-64 w-64 shrink-0" aria-hidden="true">
          <div className="absolute left-1/2 top-[-6px] z-10 h-0 w-0 -translate-x-1/2 border-x-[12px] border-t-[20px] border-x-transparent border-t-ink" />
          <div
            data-testid="wheel"
            onTransitionEnd={announce}
            className="relative h-64 w-64 rounded-full border-4 border-white shadow-lg transition-transform duration-[3000ms] ease-out motion-reduce:transition-none"
            style={{
              background: `conic-gradient(from ${-slice / 2}deg, ${gradient})`,
              transform: `rotate(${rotation}deg)`,
            }}
          >
            {prizes.map((prize, index) => (
              <span
                key={prize.id}
                className="absolute left-1/2 top-1/2 w-24 -translate-x-1/2 -translate-y-1/2 text-center text-xs font-semibold text-ink"
                style={{ transform: `rotate(${index * slice}deg) translateY(-5.5rem)` }}
              >
                {prize.label}
              </span>
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-3">
          <p className="font-semibold text-ink" data-testid="spins-left">
            {spinsLeftText(left)}
          </p>
          <button
            type="button"
            onClick={spin}
            disabled={busy || left <= 0}
            className={buttonClasses('primary', 'w-fit px-6 py-3')}
          >
            Spin the wheel
          </button>
          <div aria-live="polite" role="status" className="min-h-6 font-semibold text-ink">
            {message}
          </div>
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <div>
            <h3 className="text-sm font-semibold text-ink">On the wheel</h3>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {prizes.map((prize) => (
                <li key={prize.id}>{prize.label}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
