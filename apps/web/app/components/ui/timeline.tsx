import type { TimelineStep } from '@carsetu/contracts';
import { msg, useT } from '../../lib/i18n';

const STATE_TEXT: Record<TimelineStep['state'], string> = {
  done: msg('Done'),
  current: msg('Current step'),
  upcoming: msg('Coming up'),
};

const DOT: Record<TimelineStep['state'], string> = {
  done: 'bg-green-700 border-green-700',
  current: 'bg-white border-brand-700 ring-4 ring-brand-100',
  upcoming: 'bg-white border-slate-400',
};

/**
 * A vertical list of steps with the current one marked (booking next steps, loan and appointment
 * timelines). The state is in the text too, not only in the colour of the dot.
 */
export function Timeline({ label, steps }: { label: string; steps: TimelineStep[] }) {
  const t = useT();
  if (steps.length === 0) return null;
  return (
    <ol aria-label={label} className="mt-3 flex flex-col">
      {steps.map((step, index) => (
        <li
          key={step.id}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-4 last:pb-0"
        >
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute left-[7px] top-5 h-full w-0.5 bg-slate-200"
            />
          ) : null}
          <span
            aria-hidden="true"
            className={`relative mt-1 h-4 w-4 shrink-0 rounded-full border-2 ${DOT[step.state]}`}
          />
          <div className="min-w-0">
            <p
              className={`font-semibold ${step.state === 'upcoming' ? 'text-slate-700' : 'text-ink'}`}
            >
              {step.title}{' '}
              <span className="text-xs font-normal text-slate-700">
                ({t(STATE_TEXT[step.state])})
              </span>
            </p>
            {step.detail ? <p className="text-sm text-slate-700">{step.detail}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
