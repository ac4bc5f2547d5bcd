import { CANCEL_REASONS, RESCHEDULE_REASONS, type InspectionSlots } from '@carsetu/contracts';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../ui';
import { useKnownText } from './known-texts';
import { SlotPicker } from '../ui';

/**
 * Reschedule and cancel for the owner. Each sits in a <details> so a second, deliberate click
 * confirms it, with or without JavaScript.
 */
export function AppointmentActions({
  slots,
  currentSlot,
}: {
  slots: InspectionSlots;
  currentSlot: string;
}) {
  const busy = useNavigation().state === 'submitting';
  const t = useT();
  const known = useKnownText();
  return (
    <section
      aria-labelledby="change-appointment"
      className="rounded-2xl border border-slate-200 p-5"
    >
      <h2 id="change-appointment" className="text-lg font-semibold text-ink">
        {t('Change your appointment')}
      </h2>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-blue-700">{t('Reschedule')}</summary>
        <Form method="post" className="mt-3">
          <fieldset>
            <legend className="text-sm text-slate-700">{t('Pick a new slot')}</legend>
            <SlotPicker days={slots.days} currentStart={currentSlot} />
          </fieldset>
          <label className="mt-3 flex flex-col gap-1 text-sm font-medium">
            {t('Why are you moving it? (optional)')}
            <select name="reasonCode" className="rounded-lg border border-slate-400 px-3 py-2">
              <option value="">{t('Prefer not to say')}</option>
              {RESCHEDULE_REASONS.map((reason) => (
                <option key={reason.code} value={reason.code}>
                  {known(reason.label)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" name="intent" value="reschedule" className="mt-3" disabled={busy}>
            {t('Move my inspection')}
          </Button>
        </Form>
      </details>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-red-700">
          {t('Cancel appointment')}
        </summary>
        <Form method="post" className="mt-3">
          <p className="text-sm text-slate-700">
            {t('The inspector will not come. You can book a new inspection at any time.')}
          </p>
          <label className="mt-2 flex flex-col gap-1 text-sm font-medium">
            {t('Reason for cancelling')}
            <select
              name="reasonCode"
              required
              defaultValue=""
              className="rounded-lg border border-slate-400 px-3 py-2"
            >
              <option value="" disabled>
                {t('Pick a reason')}
              </option>
              {CANCEL_REASONS.map((reason) => (
                <option key={reason.code} value={reason.code}>
                  {known(reason.label)}
                </option>
              ))}
            </select>
          </label>
          <Button
            type="submit"
            name="intent"
            value="cancel"
            variant="secondary"
            className="mt-2"
            disabled={busy}
          >
            {t('Yes, cancel the inspection')}
          </Button>
        </Form>
      </details>
    </section>
  );
}
