import { CANCEL_REASONS, RESCHEDULE_REASONS, type InspectionSlots } from '@carsetu/contracts';
import { Form, useNavigation } from 'react-router';
import { Button } from '../ui';
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
  return (
    <section
      aria-labelledby="change-appointment"
      className="rounded-2xl border border-slate-200 p-5"
    >
      <h2 id="change-appointment" className="text-lg font-semibold text-ink">
        Change your appointment
      </h2>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-blue-700">Reschedule</summary>
        <Form method="post" className="mt-3">
          <fieldset>
            <legend className="text-sm text-slate-700">Pick a new slot</legend>
            <SlotPicker days={slots.days} currentStart={currentSlot} />
          </fieldset>
          <label className="mt-3 flex flex-col gap-1 text-sm font-medium">
            Why are you moving it? (optional)
            <select name="reasonCode" className="rounded-lg border border-slate-400 px-3 py-2">
              <option value="">Prefer not to say</option>
              {RESCHEDULE_REASONS.map((reason) => (
                <option key={reason.code} value={reason.code}>
                  {reason.label}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" name="intent" value="reschedule" className="mt-3" disabled={busy}>
            Move my inspection
          </Button>
        </Form>
      </details>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-red-700">Cancel appointment</summary>
        <Form method="post" className="mt-3">
          <p className="text-sm text-slate-700">
            The inspector will not come. You can book a new inspection at any time.
          </p>
          <label className="mt-2 flex flex-col gap-1 text-sm font-medium">
            Reason for cancelling
            <select
              name="reasonCode"
              required
              defaultValue=""
              className="rounded-lg border border-slate-400 px-3 py-2"
            >
              <option value="" disabled>
                Pick a reason
              </option>
              {CANCEL_REASONS.map((reason) => (
                <option key={reason.code} value={reason.code}>
                  {reason.label}
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
            Yes, cancel the inspection
          </Button>
        </Form>
      </details>
    </section>
  );
}
