import { formatMoney, paise } from '@carsetu/contracts';
import { type AuctionView } from '@carsetu/contracts';
import type { ReactNode } from 'react';
import { useTimeLeft } from './use-live-auction';

/** Best price, bids and time left of an auction, announced politely as they change. */
export function AuctionStats({
  auction,
  bestPriceTestId,
  children,
}: {
  auction: AuctionView;
  bestPriceTestId: string;
  /** More items of the list (the dealer's own standing). */
  children?: ReactNode;
}) {
  const timeLeft = useTimeLeft(auction.status === 'live' ? auction.endsAt : null);
  return (
    <dl
      className={`mt-2 grid gap-3 text-sm ${children ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`}
      aria-live="polite"
    >
      <div>
        <dt className="text-slate-600">Best price</dt>
        <dd className="text-lg font-bold" data-testid={bestPriceTestId}>
          {auction.bestBidPaise === null ? 'No bids yet' : formatMoney(paise(auction.bestBidPaise))}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">Bids</dt>
        <dd className="font-semibold">{auction.bidCount}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Time left</dt>
        <dd className="font-semibold">
          {auction.status === 'live' ? (timeLeft ?? 'Open') : 'Closed'}
        </dd>
      </div>
      {children}
    </dl>
  );
}
