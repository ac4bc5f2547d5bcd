import { Form } from 'react-router';
import { inputClasses } from '../sell-flow';
import { Button } from '../ui';

/**
 * "Add your GSTIN to the receipt" for a business buyer: the server checks the GSTIN (shape and
 * check character) and answers with the PDF. A document submission, not a fetch, so the browser
 * downloads the file the redirect points at.
 */
export function GstReceiptForm({ error, value }: { error: string | null; value: string }) {
  return (
    <details className="w-full rounded-xl border border-slate-200 p-4" open={error !== null}>
      <summary className="cursor-pointer font-semibold text-ink">
        Add your GSTIN to the receipt
      </summary>
      <Form method="post" reloadDocument className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="gst-receipt" />
        <div className="min-w-0 flex-1">
          <label htmlFor="gstin" className="text-sm font-medium text-ink">
            Your GSTIN (15 characters)
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
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="secondary">
          Download receipt with GSTIN
        </Button>
      </Form>
    </details>
  );
}
