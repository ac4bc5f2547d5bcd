import { useT } from '../../lib/i18n';

/** A day of bookable slots (inspection, pickup): the shape both APIs answer. */
export interface SlotDay {
  date: string;
  label: string;
  slots: { start: string; label: string; available: boolean }[];
}

const chip =
  'block cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-center text-sm peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:font-semibold peer-focus-visible:outline-2 peer-focus-visible:outline-blue-700 peer-disabled:cursor-not-allowed peer-disabled:text-slate-400 peer-disabled:line-through';

/**
 * The one slot picker: a radio group per day, one chip per slot. Full slots (and the current
 * one, when moving a booking) are disabled and announced as such. Works without JavaScript.
 */
export function SlotPicker({
  days,
  name = 'slotStart',
  checked,
  currentStart,
  columns = 'grid-cols-3 sm:grid-cols-5',
}: {
  days: SlotDay[];
  name?: string;
  checked?: string;
  currentStart?: string;
  columns?: string;
}) {
  const t = useT();
  return (
    <div className="mt-2 flex flex-col gap-3">
      {days.map((day) => (
        <fieldset key={day.date}>
          <legend className="text-sm font-semibold text-slate-700">{day.label}</legend>
          <div className={`mt-1 grid gap-2 ${columns}`}>
            {day.slots.map((slot) => {
              const current = slot.start === currentStart;
              return (
                <label key={slot.start}>
                  <input
                    type="radio"
                    name={name}
                    value={slot.start}
                    disabled={!slot.available || current}
                    defaultChecked={checked === slot.start}
                    className="peer sr-only"
                    aria-label={`${day.label}, ${slot.label}${slot.available ? '' : ` ${t('(full)')}`}${current ? ` ${t('(your current slot)')}` : ''}`}
                  />
                  <span className={chip}>{slot.label}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
