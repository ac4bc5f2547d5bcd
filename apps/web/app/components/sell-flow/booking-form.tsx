import { SlotPicker } from '../ui';
import { formatPhoneForDisplay, OTP_HINT } from '@carsetu/contracts';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../ui';
import { useKnownText } from './known-texts';
import { errorText, inputClasses } from './format';
import type { BookingActionResult, loadBooking } from './booking.server';

type BookingData = Awaited<ReturnType<typeof loadBooking>>;

function FieldError({ id, message }: { id: string; message?: string }) {
  const known = useKnownText();
  if (!message) return null;
  return (
    <p id={id} className={errorText}>
      {known(message)}
    </p>
  );
}

/** A labelled control with its error below; the control itself carries id/name/aria (fieldA11y). */
function Field({
  name,
  label,
  error,
  className,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={name} className="font-semibold text-ink">
        {label}
      </label>
      {children}
      <FieldError id={`${name}-error`} message={error} />
    </div>
  );
}

/**
 * Who, where and when. Works without JavaScript: the place fields switch with CSS (:has), and the
 * OTP step is a second submit of the same form.
 */
export function BookingForm({ page, result }: { page: BookingData; result?: BookingActionResult }) {
  const navigation = useNavigation();
  const t = useT();
  const known = useKnownText();
  const busy = navigation.state === 'submitting';
  const values = result?.values;
  const errors = result?.errors ?? {};
  const loggedIn = page.sessionPhone !== null;
  const otpStep = !loggedIn && (result?.otpSent ?? false);
  const hasBranches = page.slots.branches.length > 0;
  const mode = values?.mode ?? 'home';
  const describedBy = (name: string) =>
    errors[name as keyof typeof errors] ? `${name}-error` : undefined;
  const fieldA11y = (name: keyof typeof errors) => ({
    id: name,
    name,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': describedBy(name),
  });

  return (
    <Form method="post" className="group flex flex-col gap-6" noValidate>
      {errors.form && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {known(errors.form)}
        </p>
      )}
      {!page.registrationNumber && (
        <Field
          name="registrationNumber"
          label={t('Registration number')}
          error={errors.registrationNumber}
        >
          <input
            {...fieldA11y('registrationNumber')}
            defaultValue={values?.registrationNumber}
            autoCapitalize="characters"
            className={inputClasses}
          />
        </Field>
      )}

      <fieldset>
        <legend className="text-lg font-semibold text-ink">
          {t('Where should we inspect your car?')}
        </legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
            <input
              type="radio"
              id="mode-home"
              name="mode"
              value="home"
              defaultChecked={mode === 'home'}
            />
            {t('Home inspection (free)')}
          </label>
          <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:text-slate-400">
            <input
              type="radio"
              id="mode-branch"
              name="mode"
              value="branch"
              disabled={!hasBranches}
              defaultChecked={mode === 'branch'}
            />
            {t('At a CarSetu branch')}
          </label>
        </div>
        <div className="mt-4 grid gap-4 group-has-[#mode-branch:checked]:hidden">
          <Field name="address" label={t('Address for the inspection')} error={errors.address}>
            <textarea
              {...fieldA11y('address')}
              rows={2}
              maxLength={200}
              defaultValue={values?.address}
              autoComplete="street-address"
              className={inputClasses}
            />
          </Field>
          <Field name="pincode" label={t('PIN code')} error={errors.pincode} className="max-w-48">
            <input
              {...fieldA11y('pincode')}
              inputMode="numeric"
              maxLength={6}
              defaultValue={values?.pincode}
              autoComplete="postal-code"
              className={inputClasses}
            />
          </Field>
        </div>
        {hasBranches && (
          <Field
            name="branchId"
            label={t('Branch')}
            error={errors.branchId}
            className="mt-4 hidden group-has-[#mode-branch:checked]:block"
          >
            <select
              {...fieldA11y('branchId')}
              defaultValue={values?.branchId ?? String(page.slots.branches[0]!.id)}
              className={inputClasses}
            >
              {page.slots.branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}, {branch.address}
                </option>
              ))}
            </select>
          </Field>
        )}
      </fieldset>

      <fieldset aria-describedby={describedBy('slotStart')}>
        <legend className="text-lg font-semibold text-ink">{t('Pick a slot')}</legend>
        <FieldError id="slotStart-error" message={errors.slotStart} />
        <SlotPicker days={page.slots.days} checked={values?.slotStart} />
      </fieldset>

      <div>
        {loggedIn ? (
          <p className="text-slate-700">
            {t('Booking for')}{' '}
            <span className="font-semibold">{formatPhoneForDisplay(page.sessionPhone!)}</span>
          </p>
        ) : (
          <>
            <label htmlFor="mobile" className="font-semibold text-ink">
              {t('Mobile number')}
            </label>
            <input
              id="mobile"
              name="mobile"
              type="text"
              inputMode="numeric"
              maxLength={10}
              placeholder={t('Mobile Number')}
              readOnly={otpStep}
              defaultValue={values?.mobile ?? page.mobile}
              autoComplete="tel-national"
              aria-invalid={Boolean(errors.mobile)}
              aria-describedby={describedBy('mobile')}
              className={`${inputClasses} max-w-64`}
            />
            <FieldError id="mobile-error" message={errors.mobile} />
            {otpStep && (
              <div className="mt-4">
                <input type="hidden" name="otpSent" value="1" />
                <label htmlFor="otp" className="font-semibold text-ink">
                  OTP
                </label>
                <input
                  id="otp"
                  name="otp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={4}
                  aria-invalid={Boolean(errors.otp)}
                  aria-describedby={errors.otp ? 'otp-error' : 'otp-hint'}
                  className={`${inputClasses} max-w-32`}
                />
                <p id="otp-hint" className="mt-1 text-sm text-slate-600">
                  {t('{hint}. We sent it to {phone}.', {
                    hint: known(OTP_HINT),
                    phone: formatPhoneForDisplay(values?.mobile ?? ''),
                  })}
                </p>
                <FieldError id="otp-error" message={errors.otp} />
                <button
                  type="submit"
                  name="intent"
                  value="send-otp"
                  formNoValidate
                  className="mt-1 text-sm font-semibold text-blue-700 underline"
                >
                  {t('Resend OTP')}
                </button>
              </div>
            )}
          </>
        )}
      </div>

      <Button
        type="submit"
        name="intent"
        value={loggedIn || otpStep ? 'book' : 'send-otp'}
        disabled={busy}
        className="w-full sm:w-auto sm:self-start"
      >
        {busy
          ? t('Please wait…')
          : loggedIn
            ? t('Book free inspection')
            : otpStep
              ? t('Verify OTP and book')
              : t('Send OTP')}
      </Button>
    </Form>
  );
}
