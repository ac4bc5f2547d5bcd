import type { SellQuestionSet } from '@carsetu/contracts';
import { Form } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../ui';

/** The after-booking questions, served by the API (GET sell-online-question). */
export function SellerQuestions({
  set,
  fields,
}: {
  set: SellQuestionSet;
  fields: Record<string, string>;
}) {
  const t = useT();
  return (
    <section aria-labelledby="questions" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="questions" className="text-lg font-semibold text-ink">
        {t('A few questions before the inspection')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('Your answers help the inspector come prepared.')}
      </p>
      <Form method="post" className="mt-3 flex flex-col gap-4">
        <input type="hidden" name="version" value={set.version} />
        {set.questions.map((question) => (
          <fieldset
            key={question.key}
            aria-describedby={fields[question.key] ? `q-${question.key}-error` : undefined}
          >
            <legend className="font-medium text-ink">
              {question.label}
              {question.required ? '' : ` ${t('(optional)')}`}
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {question.options.map((option) => (
                <label
                  key={option.value}
                  className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={`q:${question.key}`}
                    value={option.value}
                    required={question.required}
                  />
                  {option.label}
                </label>
              ))}
            </div>
            {fields[question.key] && (
              <p id={`q-${question.key}-error`} className="mt-1 text-sm text-red-700">
                {fields[question.key]}
              </p>
            )}
          </fieldset>
        ))}
        <div>
          <Button type="submit" name="intent" value="save-answers">
            {t('Save my answers')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
