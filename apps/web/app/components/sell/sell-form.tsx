import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../ui';
import { parseSellRequest, type SellFormErrors } from './sell-request';

const INPUT =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-ink placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600';

/**
 * Registration number and mobile. A plain POST form (works without JavaScript); with JavaScript
 * the same rules run before submit so mistakes show at once.
 */
export function SellForm({
  action,
  serverErrors,
  values,
}: {
  action: string;
  serverErrors?: SellFormErrors;
  values?: { registrationNumber: string; mobile: string };
}) {
  const [clientErrors, setClientErrors] = useState<SellFormErrors | null>(null);
  const errors = clientErrors ?? serverErrors ?? {};
  const submitting = useNavigation().state === 'submitting';
  const t = useT();
  // The errors are always the spec's two texts (parseSellRequest), both in the catalog.
  return (
    <Form
      method="post"
      action={action}
      noValidate
      className="rounded-2xl bg-white p-5 text-left shadow-xl ring-1 ring-slate-200 sm:p-6"
      onSubmit={(event) => {
        const form = new FormData(event.currentTarget);
        const result = parseSellRequest({
          registrationNumber: String(form.get('registrationNumber') ?? ''),
          mobile: String(form.get('mobile') ?? ''),
        });
        setClientErrors(result.ok ? null : result.errors);
        if (!result.ok) event.preventDefault();
      }}
    >
      <h2 className="text-lg font-bold text-ink">{t('Get the best price for your car')}</h2>
      <div className="mt-4">
        <label htmlFor="sell-registration" className="text-sm font-medium text-slate-700">
          {t('Car registration number')}
        </label>
        <input
          id="sell-registration"
          name="registrationNumber"
          defaultValue={values?.registrationNumber}
          placeholder="MH12AB1234"
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={13}
          aria-invalid={errors.registrationNumber ? true : undefined}
          aria-describedby={errors.registrationNumber ? 'sell-registration-error' : undefined}
          className={`${INPUT} uppercase`}
        />
        {errors.registrationNumber ? (
          <p id="sell-registration-error" className="mt-1 text-sm text-red-700">
            {t(errors.registrationNumber)}
          </p>
        ) : null}
      </div>
      <div className="mt-4">
        <label htmlFor="sell-mobile" className="text-sm font-medium text-slate-700">
          {t('Mobile number')}
        </label>
        <div className="mt-1 flex">
          <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-slate-600">
            +91
          </span>
          <input
            id="sell-mobile"
            name="mobile"
            type="text"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            defaultValue={values?.mobile}
            placeholder={t('Mobile Number')}
            onInput={(event) => {
              // Spec §5: the phone input accepts only digits, up to 10.
              const input = event.currentTarget;
              input.value = input.value.replace(/\D/g, '').slice(0, 10);
            }}
            aria-invalid={errors.mobile ? true : undefined}
            aria-describedby={errors.mobile ? 'sell-mobile-error' : undefined}
            className={`${INPUT} mt-0 rounded-l-none`}
          />
        </div>
        {errors.mobile ? (
          <p id="sell-mobile-error" className="mt-1 text-sm text-red-700">
            {t(errors.mobile)}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={submitting} className="mt-5 w-full">
        {submitting ? t('Checking…') : t('Get car price')}
      </Button>
      <p className="mt-3 text-xs text-slate-500">
        {t('Free evaluation at home or at a CarSetu branch. No obligation to sell.')}
      </p>
    </Form>
  );
}
