import { formatDateTime } from '@carsetu/contracts';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../ui';

/**
 * "Share invoice link": a signed link to the invoice PDF that opens without logging in (for an
 * employer's reimbursement or an accountant), shown ready to copy.
 */
export function InvoiceLink({ link }: { link: { url: string; expiresAt: string } | null }) {
  const t = useT();
  const submitting = useNavigation().formData?.get('intent') === 'invoice-link';
  const [copied, setCopied] = useState(false);
  if (!link) {
    return (
      <Form method="post">
        <input type="hidden" name="intent" value="invoice-link" />
        <Button type="submit" variant="secondary" disabled={submitting}>
          {submitting ? t('Creating link…') : t('Share invoice link')}
        </Button>
      </Form>
    );
  }
  return (
    <div className="flex w-full flex-col gap-1">
      <label htmlFor="invoice-link" className="text-sm font-medium text-ink">
        {t('Invoice link, works without logging in until {date}', {
          date: formatDateTime(link.expiresAt),
        })}
      </label>
      <div className="flex gap-2">
        <input
          id="invoice-link"
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2 text-sm"
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(link.url).then(() => setCopied(true));
          }}
        >
          {copied ? t('Copied') : t('Copy')}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {copied ? t('Invoice link copied') : ''}
      </p>
    </div>
  );
}
