import { formatDate } from '@carsetu/contracts';
import { formatMoney, paise } from '@carsetu/contracts';
import {
  CHALLAN_CONVENIENCE_FEE_PER_CHALLAN_PAISE,
  MAX_CHALLANS_PER_ORDER,
  priceBreakup,
  type Challan,
} from '@carsetu/contracts';
import { useRef, useState } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useLogin } from '../auth';
import { PriceBreakupTable } from '../orders';
import { buttonClasses } from '../ui';
import { translateKnown } from './api-texts';
import { ChallanStatusBadge } from './challan-status-badge';
import { withNode } from './with-node';

/**
 * The my-challans selection (spec §3: selectedChallansList, isMaxLimitReached, whatsappConsent).
 * A real form: without JavaScript it still posts the checked challans.
 */
export function ChallanSelection({
  challans,
  checkoutKey,
  regNo,
  formError,
  needsLogin,
}: {
  challans: Challan[];
  checkoutKey: string;
  regNo: string;
  formError?: string | null;
  needsLogin?: boolean;
}) {
  const t = useT();
  const payable = challans.filter((challan) => challan.isPayable);
  const [selectedChallansList, setSelected] = useState<string[]>(() =>
    payable.slice(0, MAX_CHALLANS_PER_ORDER).map((challan) => challan.challanNumber),
  );
  const [whatsappConsent, setWhatsappConsent] = useState(true);
  const isMaxLimitReached = selectedChallansList.length >= MAX_CHALLANS_PER_ORDER;
  const formRef = useRef<HTMLFormElement>(null);
  const { user, requireLogin } = useLogin();
  const navigation = useNavigation();
  const submit = useSubmit();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  const selected = payable.filter((challan) =>
    selectedChallansList.includes(challan.challanNumber),
  );
  const breakup = priceBreakup(
    selected.reduce((sum, challan) => sum + challan.amountPaise, 0),
    selected.length * CHALLAN_CONVENIENCE_FEE_PER_CHALLAN_PAISE,
  );

  function toggle(challanNumber: string, checked: boolean) {
    setSelected((current) =>
      checked ? [...current, challanNumber] : current.filter((number) => number !== challanNumber),
    );
  }

  return (
    <Form
      method="post"
      ref={formRef}
      className="grid gap-6 lg:grid-cols-[1fr_20rem]"
      onSubmit={(event) => {
        if (!user) {
          event.preventDefault();
          // Submitted directly once logged in: this onSubmit may still hold the logged-out user.
          requireLogin('continue', () => {
            if (formRef.current) void submit(formRef.current);
          });
        }
      }}
    >
      <input type="hidden" name="checkoutKey" value={checkoutKey} />
      <input type="hidden" name="regNo" value={regNo} />
      <fieldset>
        <legend className="text-lg font-semibold text-ink">
          {t('Challans on {regNo} ({count})', { regNo, count: String(challans.length) })}
        </legend>
        <ul className="mt-3 space-y-3">
          {challans.map((challan) => {
            const checked = selectedChallansList.includes(challan.challanNumber);
            const id = `challan-${challan.challanNumber}`;
            return (
              <li
                key={challan.challanNumber}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex items-start gap-3">
                  {challan.isPayable ? (
                    <input
                      id={id}
                      type="checkbox"
                      name="challan"
                      value={challan.challanNumber}
                      checked={checked}
                      disabled={!checked && isMaxLimitReached}
                      onChange={(event) => toggle(challan.challanNumber, event.target.checked)}
                      className="mt-1 h-5 w-5 accent-brand-700"
                    />
                  ) : (
                    <span className="mt-1 h-5 w-5" aria-hidden="true" />
                  )}
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <label
                        htmlFor={challan.isPayable ? id : undefined}
                        className="font-semibold text-ink"
                      >
                        {challan.offence}
                      </label>
                      <span className="text-lg font-bold text-ink">
                        {formatMoney(paise(challan.amountPaise))}
                      </span>
                    </div>
                    <p className="mt-1 text-sm text-slate-600">
                      {t('Section {section}', { section: challan.section })} · {challan.place} ·{' '}
                      {formatDate(challan.offenceDate)}
                    </p>
                    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                      <ChallanStatusBadge
                        status={challan.status}
                        label={translateKnown(t, challan.statusLabel)}
                      />
                      <span className="text-slate-500">
                        {t('Challan no. {number}', { number: challan.challanNumber })}
                      </span>
                    </div>
                    {challan.notPayableReason ? (
                      <p className="mt-2 text-sm text-slate-700">
                        {translateKnown(t, challan.notPayableReason)}.
                      </p>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        {isMaxLimitReached && payable.length > MAX_CHALLANS_PER_ORDER ? (
          <p role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('You can pay up to {max} challans in one order. Pay these first, then the rest.', {
              max: String(MAX_CHALLANS_PER_ORDER),
            })}
          </p>
        ) : null}
      </fieldset>

      <aside
        aria-labelledby="breakup-heading"
        className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-4"
      >
        <h2 id="breakup-heading" className="text-lg font-semibold text-ink">
          {t('Price breakup')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t('{selected} of {payable} payable challans selected', {
            selected: String(selected.length),
            payable: String(payable.length),
          })}
        </p>
        <div className="mt-4">
          <PriceBreakupTable breakup={breakup} />
        </div>
        <label className="mt-4 flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="whatsappConsent"
            checked={whatsappConsent}
            onChange={(event) => setWhatsappConsent(event.target.checked)}
            className="mt-0.5 h-4 w-4 accent-brand-700"
          />
          {t('Send me payment updates on WhatsApp')}
        </label>
        <label className="mt-4 flex flex-col gap-1 text-sm font-medium text-ink">
          {t('Coupon code (optional)')}
          <input
            type="text"
            name="couponCode"
            autoComplete="off"
            maxLength={20}
            aria-describedby="coupon-hint"
            className="rounded-lg border border-slate-400 px-3 py-2 font-normal uppercase"
          />
          <span id="coupon-hint" className="text-xs font-normal text-slate-600">
            {withNode(
              (rewards) =>
                t(
                  'Use a coupon you opted into on your {rewards} page. The discount is shown on the payment page and your receipt.',
                  { rewards },
                ),
              <Link to={paths.rewards()} className="text-blue-700 underline">
                {t('Rewards')}
              </Link>,
            )}
          </span>
        </label>
        {formError ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {translateKnown(t, formError)}
            {needsLogin ? (
              <button
                type="button"
                className="ml-1 underline"
                onClick={() => requireLogin('continue')}
              >
                {t('Log in')}
              </button>
            ) : null}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={selected.length === 0 || submitting}
          className={buttonClasses('primary', 'mt-4 w-full py-3')}
        >
          {submitting
            ? t('Opening payment…')
            : t('Pay {amount}', { amount: formatMoney(paise(breakup.totalPaise)) })}
        </button>
        <p className="mt-2 text-xs text-slate-600">
          {t(
            'By paying you agree to the terms and conditions. The challan amount goes to the traffic department unchanged.',
          )}
        </p>
      </aside>
    </Form>
  );
}
