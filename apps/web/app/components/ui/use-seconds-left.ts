import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (ms since epoch), ticking once a second while above 0. */
export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const [countingTo, setCountingTo] = useState(until);
  // A new deadline restarts the clock in the same render, so the first frame never shows a
  // count from a stale "now" (state adjusted while rendering, as React recommends).
  if (countingTo !== until) {
    setCountingTo(until);
    setNow(Date.now());
  }
  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);
  return secondsLeft;
}
