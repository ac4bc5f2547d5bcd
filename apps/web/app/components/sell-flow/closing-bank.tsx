import { BANK_VERIFY_MESSAGES, type BankAccount } from '@carsetu/contracts';
import { Form, useNavigation } from 'react-router';
import { msg, useT } from '../../lib/i18n';
import { Button } from '../ui';
import { useKnownText } from './known-texts';
import { ClosingField, ClosingMessages } from './closing-field';
import type { PanelAnswer } from './sale-closing-panels';

const STATUS_TEXT: Record<BankAccount['status'], string> = {
  not_added: msg('No account added yet.'),
  verified: msg('Verified'),
  confirmed_mismatch: msg('Confirmed by you'),
  name_mismatch: msg('Name differs: please confirm'),
  invalid: msg('Not found at the bank'),
};

/** The payout account: add and verify by penny drop, confirm a name the bank spells otherwise. */
export function ClosingBank({ bank, answer }: { bank: BankAccount; answer: PanelAnswer }) {
  const navigation = useNavigation();
  const t = useT();
  const known = useKnownText();
  const busy =
    navigation.state === 'submitting' &&
    String(navigation.formData?.get('intent') ?? '').startsWith('bank-');
  const fields = answer.fields;
  const showForm = !bank.payable;
  return (
    <section aria-labelledby="closing-bank" className="rounded-2xl border border-slate-200 p-5">
      <h3 id="closing-bank" className="text-base font-semibold text-ink">
        {t('Bank account for your payment')}
      </h3>
      {bank.status !== 'not_added' ? (
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('Status')}</dt>
          <dd className="font-semibold">{t(STATUS_TEXT[bank.status])}</dd>
          <dt className="text-slate-600">{t('Account')}</dt>
          <dd className="font-semibold">
            {t('ending {last4}', { last4: bank.accountLast4 ?? '' })}
          </dd>
          <dt className="text-slate-600">IFSC</dt>
          <dd className="font-semibold">{bank.ifsc}</dd>
          <dt className="text-slate-600">{t('Name you gave')}</dt>
          <dd className="font-semibold">{bank.holderName}</dd>
          {bank.registeredName && (
            <>
              <dt className="text-slate-600">{t('Name at the bank')}</dt>
              <dd className="font-semibold">{bank.registeredName}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          {t(
            'We send ₹1 to check the account before we pay you. Only the last 4 digits are shown again.',
          )}
        </p>
      )}
      <ClosingMessages error={answer.error} notice={answer.notice} />
      {bank.status === 'name_mismatch' && (
        <Form method="post" className="mt-3 rounded-xl bg-amber-50 p-3">
          <p className="text-sm text-amber-900">{known(BANK_VERIFY_MESSAGES.mismatch)}</p>
          <Button
            type="submit"
            name="intent"
            value="bank-mismatch-confirm"
            className="mt-2"
            disabled={busy}
          >
            {t('Confirm this account')}
          </Button>
        </Form>
      )}
      {showForm ? (
        <BankForm fields={fields} busy={busy} />
      ) : (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-blue-700">
            {t('Use another account')}
          </summary>
          <BankForm fields={fields} busy={busy} />
        </details>
      )}
    </section>
  );
}

function BankForm({ fields, busy }: { fields: Record<string, string>; busy: boolean }) {
  const t = useT();
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3" autoComplete="off">
      <ClosingField
        label={t('Account holder name')}
        name="accountHolderName"
        required
        minLength={3}
        maxLength={100}
        autoComplete="name"
        error={fields.accountHolderName}
      />
      <ClosingField
        label={t('Account number')}
        name="accountNumber"
        required
        inputMode="numeric"
        pattern="[0-9 ]{9,22}"
        error={fields.accountNumber}
      />
      <ClosingField
        label={t('Confirm account number')}
        name="confirmAccountNumber"
        required
        inputMode="numeric"
        pattern="[0-9 ]{9,22}"
        error={fields.confirmAccountNumber}
      />
      <ClosingField
        label="IFSC"
        name="ifsc"
        required
        maxLength={11}
        autoCapitalize="characters"
        hint={t('11 characters, for example HDFC0001234')}
        error={fields.ifsc}
      />
      <div>
        <Button type="submit" name="intent" value="bank-verify" disabled={busy}>
          {t('Verify account')}
        </Button>
      </div>
    </Form>
  );
}
