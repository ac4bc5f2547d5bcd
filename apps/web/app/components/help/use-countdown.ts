import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (ms since epoch), ticking once a second while above 0. */
export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    setNow(Date.now());
  }, [until]);
  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);
  return secondsLeft;
}
