import { formatMoney, paise } from '@carsetu/contracts';
import { type LoanDetails } from '@carsetu/contracts';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../ui';
import { ClosingField, ClosingMessages } from './closing-field';
import type { PanelAnswer } from './sale-closing-panels';

/** A loan on the car: the lender is paid off first from the price, the seller gets the rest. */
export function ClosingLoan({ loan, answer }: { loan: LoanDetails; answer: PanelAnswer }) {
  const navigation = useNavigation();
  const t = useT();
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'loan-details';
  const declared = loan.updatedAt !== null;
  const fields = answer.fields;
  return (
    <section aria-labelledby="closing-loan" className="rounded-2xl border border-slate-200 p-5">
      <h3 id="closing-loan" className="text-base font-semibold text-ink">
        {t('Loan on the car')}
      </h3>
      {declared && (
        <p className="mt-1 text-sm text-slate-700">
          {loan.hasLoan
            ? t(
                'You told us: a loan with {lender}, {amount} outstanding. We pay the lender first and you get the rest.',
                {
                  lender: loan.lender ?? '',
                  amount: formatMoney(paise(loan.outstandingPaise ?? 0)),
                },
              )
            : t('You told us there is no loan on this car.')}
        </p>
      )}
      <ClosingMessages error={answer.error} notice={answer.notice} />
      <Form method="post" className="mt-3 flex flex-col gap-3">
        <fieldset aria-describedby={fields.hasLoan ? 'closing-loan-has-error' : undefined}>
          <legend className="text-sm font-medium text-ink">
            {t('Is there a loan on this car?')}
          </legend>
          <div className="mt-1 flex gap-6">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="hasLoan"
                value="yes"
                required
                defaultChecked={declared && loan.hasLoan}
              />
              {t('Yes')}
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="hasLoan"
                value="no"
                defaultChecked={declared && !loan.hasLoan}
              />
              {t('No')}
            </label>
          </div>
          {fields.hasLoan && (
            <p id="closing-loan-has-error" className="text-sm text-red-700">
              {fields.hasLoan}
            </p>
          )}
        </fieldset>
        <ClosingField
          label={t('Bank or lender (if there is a loan)')}
          name="lender"
          maxLength={80}
          defaultValue={loan.lender ?? undefined}
          error={fields.lender}
        />
        <ClosingField
          label={t('Outstanding amount in rupees')}
          name="outstandingRupees"
          inputMode="numeric"
          defaultValue={
            loan.outstandingPaise !== null ? String(loan.outstandingPaise / 100) : undefined
          }
          error={fields.outstandingRupees}
        />
        <ClosingField
          label={t('Loan account number, last 4 digits')}
          name="accountLast4"
          inputMode="numeric"
          maxLength={4}
          pattern="[0-9]{4}"
          defaultValue={loan.accountLast4 ?? undefined}
          error={fields.accountLast4}
        />
        <div>
          <Button type="submit" name="intent" value="loan-details" disabled={busy}>
            {t('Save loan details')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
