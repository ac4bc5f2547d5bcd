import { formatMoney, paise } from '@carsetu/contracts';
import { type SaleInspectionReport, type SalePriceView } from '@carsetu/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { saleApi, staffPaths } from '../staff';
import { AuctionStats } from '../staff';
import { useLiveAuction } from '../staff';
import { useT } from '../../lib/i18n';
import { Button } from '../ui';
import { OfferReconciliation } from './inspection-report';

/**
 * After the inspection: the reconciled offer, the live auction (best price and time left as the
 * server streams them) and what the seller can do: accept, ask for more, name a price, stop,
 * restart or decline. Every action is a form that works without JavaScript.
 */
export function SaleOfferPanel({
  token,
  price,
  report,
  isOwner,
}: {
  token: string;
  price: SalePriceView;
  report: SaleInspectionReport;
  isOwner: boolean;
}) {
  const busy = useNavigation().state === 'submitting';
  const t = useT();
  const auction = useLiveAuction(
    price.auction,
    price.auction?.status === 'live' ? saleApi.sellerAuctionEvents(token) : null,
  );
  const accepted = price.acceptedPricePaise !== null;
  const best = auction?.bestBidPaise ?? null;
  const canAct = isOwner && price.canAccept;
  const negotiation = price.negotiation;
  return (
    <>
      <section aria-labelledby="offer" className="rounded-2xl border border-slate-200 p-5">
        <h2 id="offer" className="text-lg font-semibold text-ink">
          {t('Your offer, line by line')}
        </h2>
        <div className="mt-3">
          <OfferReconciliation offer={report.offer} />
        </div>
        <Link
          to={staffPaths.sellerReport(token)}
          className="mt-3 inline-block font-semibold text-blue-700 underline"
        >
          {t('See the full inspection report')}
        </Link>
      </section>

      {accepted ? (
        <section
          aria-labelledby="accepted"
          className="rounded-2xl border border-emerald-300 bg-emerald-50 p-5"
        >
          <h2 id="accepted" className="text-lg font-semibold text-emerald-900">
            {t('You accepted {amount}', { amount: formatMoney(paise(price.acceptedPricePaise!)) })}
          </h2>
          <p className="mt-1 text-emerald-900">
            {t('Our team will call you to arrange documents, payment and pickup.')}
          </p>
        </section>
      ) : (
        auction && (
          <section aria-labelledby="auction" className="rounded-2xl border border-slate-200 p-5">
            <h2 id="auction" className="text-lg font-semibold text-ink">
              {auction.status === 'live'
                ? t('Dealers are bidding now')
                : t('The auction has closed')}
            </h2>
            <AuctionStats auction={auction} bestPriceTestId="seller-best-price" />
            {negotiation && (
              <p className="mt-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
                {negotiation.status === 'open' &&
                  t('You asked the best bidder for {amount}. Waiting for the answer.', {
                    amount: formatMoney(paise(negotiation.askedPaise)),
                  })}
                {negotiation.status === 'accepted' &&
                  t('The dealer agreed to {amount}.', {
                    amount: formatMoney(paise(negotiation.askedPaise)),
                  })}
                {negotiation.status === 'countered' &&
                  t('The dealer offers {counter} instead of {asked}.', {
                    counter: formatMoney(paise(negotiation.counterPaise!)),
                    asked: formatMoney(paise(negotiation.askedPaise)),
                  })}
                {negotiation.status === 'declined' && t('The dealer keeps the best bid.')}
              </p>
            )}
            {canAct && (
              <div className="mt-4 flex flex-col gap-4">
                <Form method="post" className="flex flex-wrap gap-3">
                  {best !== null && (
                    <Button type="submit" name="intent" value="accept-auction" disabled={busy}>
                      {t('Accept best price {amount}', { amount: formatMoney(paise(best)) })}
                    </Button>
                  )}
                  {negotiation &&
                    (negotiation.status === 'accepted' || negotiation.status === 'countered') && (
                      <Button
                        type="submit"
                        name="intent"
                        value="accept-negotiation"
                        disabled={busy}
                      >
                        {t('Accept the dealer’s {amount}', {
                          amount: formatMoney(
                            paise(
                              negotiation.status === 'accepted'
                                ? negotiation.askedPaise
                                : negotiation.counterPaise!,
                            ),
                          ),
                        })}
                      </Button>
                    )}
                  {price.offerPaise !== null && (
                    <Button
                      type="submit"
                      name="intent"
                      value="accept-offer"
                      variant="secondary"
                      disabled={busy}
                    >
                      {t('Sell to CarSetu at {amount}', {
                        amount: formatMoney(paise(price.offerPaise)),
                      })}
                    </Button>
                  )}
                </Form>
                {best !== null && (!negotiation || negotiation.status !== 'open') && (
                  <Form method="post" className="flex flex-wrap items-end gap-3">
                    <label className="flex flex-col gap-1 text-sm font-medium">
                      {t('Ask the best bidder for (₹)')}
                      <input
                        name="selectedPrice"
                        inputMode="numeric"
                        required
                        className="w-40 rounded-lg border border-slate-400 px-3 py-2"
                      />
                    </label>
                    <Button
                      type="submit"
                      name="intent"
                      value="ask-price"
                      variant="secondary"
                      disabled={busy}
                    >
                      {t('Ask for a better price')}
                    </Button>
                  </Form>
                )}
                <Form method="post" className="flex flex-wrap items-end gap-3">
                  <label className="flex flex-col gap-1 text-sm font-medium">
                    {t('Price you expect (₹)')}
                    <input
                      name="expectedPrice"
                      inputMode="numeric"
                      required
                      defaultValue={
                        price.expectedPricePaise ? price.expectedPricePaise / 100 : undefined
                      }
                      className="w-40 rounded-lg border border-slate-400 px-3 py-2"
                    />
                  </label>
                  <Button
                    type="submit"
                    name="intent"
                    value="expected-price"
                    variant="secondary"
                    disabled={busy}
                  >
                    {t('Tell dealers my price')}
                  </Button>
                </Form>
                <Form method="post" className="flex flex-wrap gap-3">
                  {auction.status === 'live' ? (
                    <Button
                      type="submit"
                      name="intent"
                      value="stop-auction"
                      variant="ghost"
                      disabled={busy}
                    >
                      {t('Stop the auction')}
                    </Button>
                  ) : (
                    <Button
                      type="submit"
                      name="intent"
                      value="restart-auction"
                      variant="ghost"
                      disabled={busy}
                    >
                      {t('Restart the auction')}
                    </Button>
                  )}
                </Form>
                <details>
                  <summary className="cursor-pointer font-semibold text-red-700">
                    {t('I don’t want to sell')}
                  </summary>
                  <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
                    <label className="flex flex-col gap-1 text-sm font-medium">
                      {t('Tell us why (optional)')}
                      <input
                        name="reason"
                        maxLength={300}
                        className="w-64 rounded-lg border border-slate-400 px-3 py-2"
                      />
                    </label>
                    <Button
                      type="submit"
                      name="intent"
                      value="decline"
                      variant="secondary"
                      disabled={busy}
                    >
                      {t('Decline the offers')}
                    </Button>
                  </Form>
                </details>
              </div>
            )}
          </section>
        )
      )}
    </>
  );
}
