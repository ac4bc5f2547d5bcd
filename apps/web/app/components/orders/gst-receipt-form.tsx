import { Form } from 'react-router';
import { msg, useT } from '../../lib/i18n';
import { inputClasses } from '../sell-flow';
import { Button } from '../ui';

/** GstinSchema's message (contracts), the one refusal this form shows. */
const GSTIN_ERROR = msg('Enter a valid 15-character GSTIN, like 27AAPFU0939F1ZV');

/**
 * "Add your GSTIN to the receipt" for a business buyer: the server checks the GSTIN (shape and
 * check character) and answers with the PDF. A document submission, not a fetch, so the browser
 * downloads the file the redirect points at.
 */
export function GstReceiptForm({ error, value }: { error: string | null; value: string }) {
  const t = useT();
  return (
    <details className="w-full rounded-xl border border-slate-200 p-4" open={error !== null}>
      <summary className="cursor-pointer font-semibold text-ink">
        {t('Add your GSTIN to the receipt')}
      </summary>
      <Form method="post" reloadDocument className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="gst-receipt" />
        <div className="min-w-0 flex-1">
          <label htmlFor="gstin" className="text-sm font-medium text-ink">
            {t('Your GSTIN (15 characters)')}
          </label>
          <input
            id="gstin"
            name="gstin"
            defaultValue={value}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            required
            aria-invalid={error !== null}
            aria-describedby={error ? 'gstin-error' : undefined}
            className={inputClasses}
          />
          {error ? (
            <p id="gstin-error" className="mt-1 text-sm font-medium text-red-700">
              {error === GSTIN_ERROR ? t(GSTIN_ERROR) : error}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="secondary">
          {t('Download receipt with GSTIN')}
        </Button>
      </Form>
    </details>
  );
}
