import type { AuctionView } from '@carsetu/contracts';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';

/**
 * The auction as the server streams it (server-sent events). Starts from the server-rendered
 * view; EventSource reconnects by itself after a dropped connection.
 */
export function useLiveAuction(
  initial: AuctionView | null,
  url: string | null,
): AuctionView | null {
  const [auction, setAuction] = useState(initial);
  useEffect(() => setAuction(initial), [initial]);
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    source.addEventListener('auction', (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as AuctionView | null;
      if (next)
        setAuction((current) =>
          current ? { ...next, yourBestPaise: current.yourBestPaise } : next,
        );
    });
    return () => source.close();
  }, [url]);
  return auction;
}

/** "12 min 05 s left", ticking each second on the client; the server decides when it is over. */
export function useTimeLeft(endsAt: string | null): string | null {
  // Shown to sellers too (the auction on their appointment page), hence translated.
  const t = useT();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!endsAt) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  if (!endsAt || now === null) return null;
  const seconds = Math.max(0, Math.round((new Date(endsAt).getTime() - now) / 1000));
  const minutes = Math.floor(seconds / 60);
  return t('{minutes} min {seconds} s left', {
    minutes,
    seconds: String(seconds % 60).padStart(2, '0'),
  });
}
