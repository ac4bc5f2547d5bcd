import type { FinanceDocuments } from '@carsetu/contracts';
import { useEffect, useState } from 'react';
import { Dialog } from '../ui';
import { buttonClasses } from '../ui';
import { browserApi, settle } from '../../lib/browser-api';
import { useT } from '../../lib/i18n';

/**
 * The consumer-finance popup (spec §2 lazy extras): before the eligibility form, what the loan
 * offers and the documents it will need (GET /document/finance), then on to the form.
 */
export default function ConsumerFinancePopup({
  open,
  onClose,
  headline,
  href,
}: {
  open: boolean;
  onClose: () => void;
  headline: string;
  href: string;
}) {
  const t = useT();
  const [documents, setDocuments] = useState<FinanceDocuments['data'] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || documents) return;
    void settle(browserApi.GET('/api/vehicle/document/finance')).then((answer) =>
      answer.ok ? setDocuments(answer.data.data) : setFailed(true),
    );
  }, [open, documents]);
  return (
    <Dialog open={open} onClose={onClose} title={t('Finance this car')}>
      <p className="text-slate-700">
        {t('{headline}. Checking your eligibility takes two minutes.', { headline })}
      </p>
      <h3 className="mt-4 font-semibold text-ink">{t('Keep these ready')}</h3>
      {documents ? (
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {documents.map((group) => (
            <div key={group.employmentType}>
              <p className="text-sm font-semibold text-ink">{group.label}</p>
              <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                {group.documents.map((item) => (
                  <li key={item.name}>{item.name}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : failed ? (
        <p className="mt-2 text-sm text-slate-700">{t('The lender tells you after approval.')}</p>
      ) : (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {t('Loading the document list…')}
        </p>
      )}
      <a href={href} className={buttonClasses('primary', 'mt-5 w-full')}>
        {t('Continue to eligibility')}
      </a>
    </Dialog>
  );
}
