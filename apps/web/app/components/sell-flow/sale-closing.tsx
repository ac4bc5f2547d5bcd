import { formatDate } from '@carsetu/contracts';
import { formatDateTime } from '@carsetu/contracts';
import { formatMoney, paise } from '@carsetu/contracts';
import {
  type Payout,
  type PickupSlots,
  type SaleClosing as SaleClosingView,
} from '@carsetu/contracts';
import { useEffect } from 'react';
import { Form, useNavigation, useRevalidator } from 'react-router';
import { msg, useT } from '../../lib/i18n';
import { Button, buttonClasses } from '../ui';
import { SlotPicker } from '../ui';
import { useKnownText } from './known-texts';
import { saleClosingApi as closingApi } from './sale-closing-api';

const card = 'rounded-2xl border border-slate-200 p-5';
const input = 'rounded-lg border border-slate-400 px-3 py-2';

type PickupStatus = NonNullable<SaleClosingView['pickup']>['status'];

const PAYOUT_LABEL: Record<Payout['kind'], string> = {
  token: msg('Token amount'),
  lender: msg('Loan payoff to your lender'),
  balance: msg('Balance'),
};
const PAYOUT_STATUS: Record<Payout['status'], string> = {
  queued: msg('Queued'),
  processing: msg('On its way to your bank'),
  paid: msg('Paid'),
  failed: msg('Failed'),
};
const PICKUP_STATUS: Record<PickupStatus, string> = {
  scheduled: msg('Booked'),
  handed_over: msg('Handed over to the runner'),
  qc_passed: msg('Checked by the runner'),
  qc_failed: msg('Did not pass the runner’s check'),
  proceeded: msg('Picked up: your car is sold'),
  cancelled: msg('Cancelled'),
};

function Check({ done, children }: { done: boolean; children: React.ReactNode }) {
  const t = useT();
  return (
    <li className="flex items-start gap-2">
      <span aria-hidden="true" className={done ? 'text-emerald-700' : 'text-slate-400'}>
        {done ? '✓' : '○'}
      </span>
      <span>
        {children}
        <span className="sr-only">{done ? ` ${t('(done)')}` : ` ${t('(to do)')}`}</span>
      </span>
    </li>
  );
}

/** A destructive step behind a <details>: a second, deliberate click and a required reason. */
function ConfirmWithReason(props: {
  summary: string;
  text?: string;
  label: string;
  intent: string;
  button: string;
  busy: boolean;
  className?: string;
}) {
  // The texts arrive translated (the caller's t).
  return (
    <details className={props.className}>
      <summary className="cursor-pointer font-semibold text-red-700">{props.summary}</summary>
      <Form method="post" className="mt-2 flex flex-col gap-2">
        {props.text ? <p className="text-sm text-slate-700">{props.text}</p> : null}
        <label className="flex flex-col gap-1 text-sm font-medium">
          {props.label}
          <input name="reason" required minLength={3} className={input} />
        </label>
        <Button
          type="submit"
          name="intent"
          value={props.intent}
          variant="secondary"
          disabled={props.busy}
        >
          {props.button}
        </Button>
      </Form>
    </details>
  );
}

/**
 * After the price is accepted: confirm the sale, book the pickup, follow the payments and the
 * RC transfer. Each step is a plain form (works without JavaScript); the server decides.
 */
export function SaleClosing({
  token,
  acceptedPricePaise,
  closing,
  slots,
  defaultAddress,
  defaultPincode,
}: {
  token: string;
  acceptedPricePaise: number;
  closing: SaleClosingView;
  slots: PickupSlots | null;
  defaultAddress: string | null;
  defaultPincode: string | null;
}) {
  const busy = useNavigation().state === 'submitting';
  const t = useT();
  const known = useKnownText();
  const { purchaseRequest: request, pickup, payments, rcTransfer, ready } = closing;
  const confirmed = request !== null && request.status !== 'cancelled';
  const bought = pickup?.status === 'proceeded' || request?.status === 'completed';
  const waitingForBank = bought && payments !== null && !payments.receiptReady;
  const revalidator = useRevalidator();
  // While the balance is with the bank, look again every few seconds (the payout webhook).
  useEffect(() => {
    if (!waitingForBank) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 4_000);
    return () => clearInterval(timer);
  }, [waitingForBank, revalidator]);
  return (
    <section aria-labelledby="sale-steps" className={`${card} flex flex-col gap-5`}>
      <div>
        <h2 id="sale-steps" className="text-lg font-semibold text-ink">
          {t('Your sale, step by step')}
        </h2>
        <ol className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
          <Check done={ready.documents}>{t('Documents uploaded')}</Check>
          <Check done={ready.bank}>{t('Bank account verified')}</Check>
          <Check done={ready.loan}>{t('Loan on the car declared')}</Check>
          <Check done={request?.status === 'initiated' || request?.status === 'completed'}>
            {t('Sale confirmed, token paid')}
          </Check>
          <Check done={Boolean(pickup)}>{t('Pickup booked')}</Check>
          <Check done={bought}>{t('Car picked up')}</Check>
          <Check done={payments?.receiptReady ?? false}>{t('Balance paid')}</Check>
        </ol>
      </div>

      {!confirmed && (
        <Form method="post" className="flex flex-col gap-3" aria-labelledby="confirm-sale">
          <h3 id="confirm-sale" className="font-semibold text-ink">
            {t('Confirm the sale')}
          </h3>
          <input type="hidden" name="acceptedPrice" value={acceptedPricePaise / 100} />
          <input type="hidden" name="loanDeclared" value={String(ready.loan)} />
          <fieldset>
            <legend className="text-sm font-medium">{t('Where do we collect the car?')}</legend>
            <div className="mt-1 flex gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input type="radio" name="pickupPreference" value="home" defaultChecked />{' '}
                {t('At my address')}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="pickupPreference" value="branch" />{' '}
                {t('I will bring it to a branch')}
              </label>
            </div>
          </fieldset>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="consent" className="mt-1" />
            <span>
              {t(
                'I agree to sell my car to CarSetu for {amount}. You pay a token of up to ₹5,000 now and the balance when the car is picked up.',
                { amount: formatMoney(paise(acceptedPricePaise)) },
              )}
            </span>
          </label>
          <Button type="submit" name="intent" value="confirm-sale" disabled={busy}>
            {t('Confirm sale')}
          </Button>
        </Form>
      )}

      {request?.status === 'requested' && (
        <Form method="post" className="flex flex-col gap-2">
          <p className="text-sm text-slate-800">
            {t(
              'Your sale is confirmed. Finish the steps above, then start the purchase to receive the token amount.',
            )}
          </p>
          <Button type="submit" name="intent" value="start-purchase" disabled={busy}>
            {t('Start the purchase')}
          </Button>
        </Form>
      )}

      {request?.status === 'initiated' && !pickup && slots && (
        <Form method="post" className="flex flex-col gap-3" aria-labelledby="book-pickup">
          <h3 id="book-pickup" className="font-semibold text-ink">
            {t('Book the pickup')}
          </h3>
          <fieldset>
            <legend className="text-sm font-medium">{t('Pick a 2-hour window')}</legend>
            <SlotPicker days={slots.days} columns="grid-cols-2 sm:grid-cols-4" />
          </fieldset>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('Pickup address')}
            <textarea
              name="address"
              rows={2}
              required
              minLength={10}
              defaultValue={slots.address ?? defaultAddress ?? ''}
              className={input}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('Pincode')}
            <input
              name="pincode"
              inputMode="numeric"
              pattern="[1-9][0-9]{5}"
              maxLength={6}
              required
              defaultValue={slots.pincode ?? defaultPincode ?? ''}
              className={`${input} w-40`}
            />
          </label>
          <Button type="submit" name="intent" value="book-pickup" disabled={busy}>
            {t('Book pickup')}
          </Button>
        </Form>
      )}

      {pickup && (
        <div aria-labelledby="your-pickup">
          <h3 id="your-pickup" className="font-semibold text-ink">
            {t('Your pickup')}
          </h3>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600">{t('Status')}</dt>
              <dd className="font-semibold">{t(PICKUP_STATUS[pickup.status])}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('When')}</dt>
              <dd className="font-semibold">
                {t('{start}, 2 hours', { start: formatDateTime(pickup.slotStart) })}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('Where')}</dt>
              <dd className="font-semibold">
                {pickup.address}, {pickup.pincode}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('Runner')}</dt>
              <dd className="font-semibold">{pickup.runnerName ?? t('We are assigning one')}</dd>
            </div>
          </dl>
          {pickup.status === 'scheduled' && (
            <p className="mt-2 text-sm text-slate-700">
              {t(
                'At handover we send a code to your phone: read it out to the runner only when you hand over the car and keys.',
              )}
            </p>
          )}
          {pickup.deductions.length > 0 && (
            <ul className="mt-2 text-sm text-red-800">
              {pickup.deductions.map((item) => (
                <li key={item.label}>
                  {item.label}: −{formatMoney(paise(item.amountPaise))}
                </li>
              ))}
            </ul>
          )}
          {pickup.status === 'scheduled' && slots && (
            <>
              <details className="mt-3">
                <summary className="cursor-pointer font-semibold text-blue-700">
                  {t('Reschedule pickup')}
                </summary>
                <Form method="post" className="mt-2 flex flex-col gap-2">
                  <fieldset>
                    <legend className="text-sm font-medium">{t('Pick a new window')}</legend>
                    <SlotPicker
                      days={slots.days}
                      currentStart={pickup.slotStart}
                      columns="grid-cols-2 sm:grid-cols-4"
                    />
                  </fieldset>
                  <label className="flex flex-col gap-1 text-sm font-medium">
                    {t('Why are you moving it?')}
                    <input name="reason" required minLength={3} className={input} />
                  </label>
                  <Button type="submit" name="intent" value="reschedule-pickup" disabled={busy}>
                    {t('Move my pickup')}
                  </Button>
                </Form>
              </details>
              <ConfirmWithReason
                className="mt-2"
                summary={t('Cancel pickup')}
                label={t('Reason for cancelling the pickup')}
                intent="cancel-pickup"
                button={t('Yes, cancel the pickup')}
                busy={busy}
              />
            </>
          )}
        </div>
      )}

      {payments && (
        <div aria-labelledby="your-payments">
          <h3 id="your-payments" className="font-semibold text-ink">
            {t('Your payments')}
          </h3>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">{t('Payments for your car')}</caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 font-medium">
                  {t('Payment')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('Amount')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('Status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.payouts.map((payout) => (
                <tr key={payout.kind} className="border-t border-slate-200 align-top">
                  <th scope="row" className="py-2 font-normal">
                    {t(PAYOUT_LABEL[payout.kind])}
                    {payout.accountLast4 && (
                      <span className="block text-xs text-slate-600">
                        {t('to a/c ending {last4}', { last4: payout.accountLast4 })}
                      </span>
                    )}
                  </th>
                  <td className="py-2 font-semibold">{formatMoney(paise(payout.amountPaise))}</td>
                  <td className="py-2">
                    {t(PAYOUT_STATUS[payout.status])}
                    {payout.utr && (
                      <span className="block text-xs text-slate-600">UTR {payout.utr}</span>
                    )}
                    {payout.status === 'failed' && (
                      <Form method="post">
                        <input type="hidden" name="kind" value={payout.kind} />
                        <Button
                          type="submit"
                          name="intent"
                          value="retry-payment"
                          variant="secondary"
                          className="mt-1 px-3 py-1 text-sm"
                          disabled={busy}
                        >
                          {t('Try again')}
                        </Button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {payments.receiptReady ? (
            <a
              href={closingApi.receipt(token)}
              className={buttonClasses('secondary', 'mt-3')}
              download
            >
              {t('Download receipt (PDF)')}
            </a>
          ) : (
            waitingForBank && (
              <p role="status" className="mt-2 text-sm text-slate-700">
                {t('Your balance is on its way. This page updates when the bank confirms it.')}
              </p>
            )
          )}
        </div>
      )}

      {rcTransfer && (
        <div aria-labelledby="rc-transfer">
          <h3 id="rc-transfer" className="font-semibold text-ink">
            {t('RC transfer')}
          </h3>
          <ol className="mt-2 flex flex-col gap-1 text-sm">
            {rcTransfer.steps.map((step) => (
              <Check key={step.label} done={step.done}>
                {known(step.label)}
                {step.on ? ` · ${formatDate(step.on)}` : ''}
              </Check>
            ))}
          </ol>
          <ul className="mt-2 flex flex-col gap-1 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
            {rcTransfer.reminders.map((reminder) => (
              <li key={reminder}>{known(reminder)}</li>
            ))}
          </ul>
        </div>
      )}

      {closing.listed && (
        <p className="text-sm">
          {t('Your old car is now on sale on CarSetu with its inspection report.')}{' '}
          <a
            href={`/buy-used-car/car-${closing.listed.listingId}/`}
            className="font-semibold text-blue-700 underline"
          >
            {t('See the listing')}
          </a>
        </p>
      )}

      {confirmed && !bought && (
        <ConfirmWithReason
          summary={t('Cancel the sale')}
          text={t(
            'You keep your car. If the token was paid, our team will call you about returning it.',
          )}
          label={t('Reason for cancelling the sale')}
          intent="cancel-sale"
          button={t('Yes, cancel the sale')}
          busy={busy}
        />
      )}
    </section>
  );
}
