import { formatMoney, paise } from '@carsetu/contracts';
import { type AuctionView } from '@carsetu/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
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
  // Shown to sellers on their appointment page, hence translated.
  const t = useT();
  const timeLeft = useTimeLeft(auction.status === 'live' ? auction.endsAt : null);
  return (
    <dl
      className={`mt-2 grid gap-3 text-sm ${children ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`}
      aria-live="polite"
    >
      <div>
        <dt className="text-slate-600">{t('Best price')}</dt>
        <dd className="text-lg font-bold" data-testid={bestPriceTestId}>
          {auction.bestBidPaise === null
            ? t('No bids yet')
            : formatMoney(paise(auction.bestBidPaise))}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">{t('Bids')}</dt>
        <dd className="font-semibold">{auction.bidCount}</dd>
      </div>
      <div>
        <dt className="text-slate-600">{t('Time left')}</dt>
        <dd className="font-semibold">
          {auction.status === 'live' ? (timeLeft ?? t('Open')) : t('Closed')}
        </dd>
      </div>
      {children}
    </dl>
  );
}
