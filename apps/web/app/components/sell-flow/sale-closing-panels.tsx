import { useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { ClosingBank } from './closing-bank';
import { ClosingDocuments } from './closing-documents';
import { CLOSING_NOTICES, isClosingIntent, type ClosingIntent } from './closing-helpers';
import { ClosingKyc } from './closing-kyc';
import { ClosingLoan } from './closing-loan';
import type { ClosingData } from './closing.server';

/** What one panel shows after its last form post. */
export interface PanelAnswer {
  error: string | null;
  notice: string | null;
  fields: Record<string, string>;
}

/** The action's answer to a closing form: which panel, the message and the field errors. */
export interface ClosingAnswer {
  intent: ClosingIntent;
  message: string;
  fields: Record<string, string>;
}

/**
 * "Complete your sale", on the seller's page once a price is accepted: documents, the payout
 * account and any loan on the car. Phone-first: one column, one panel after another.
 */
export function SaleClosingPanels({
  closing,
  answer,
}: {
  closing: ClosingData;
  answer: ClosingAnswer | null;
}) {
  const [params] = useSearchParams();
  const t = useT();
  const updated = params.get('updated') ?? '';
  const answerFor = (...intents: ClosingIntent[]): PanelAnswer => {
    const mine = answer && intents.includes(answer.intent) ? answer : null;
    const done = isClosingIntent(updated) && intents.includes(updated) && !answer;
    return {
      error: mine?.message ?? null,
      notice: done ? t(CLOSING_NOTICES[updated as ClosingIntent]) : null,
      fields: mine?.fields ?? {},
    };
  };
  return (
    <section aria-labelledby="complete-sale" className="flex flex-col gap-4">
      <h2 id="complete-sale" className="text-lg font-semibold text-ink">
        {t('Complete your sale')}
      </h2>
      <ClosingDocuments
        appointmentId={closing.appointmentId}
        documents={closing.documents}
        checklist={closing.checklist}
      />
      <ClosingBank bank={closing.bank} answer={answerFor('bank-verify', 'bank-mismatch-confirm')} />
      <ClosingLoan loan={closing.loan} answer={answerFor('loan-details')} />
      <ClosingKyc
        kyc={closing.kyc}
        kycAnswer={answerFor('kyc-verify')}
        consentAnswer={answerFor('credit-consent')}
        videoAnswer={answerFor('party-video')}
      />
    </section>
  );
}
