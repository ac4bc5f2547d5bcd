import { formatDateTime } from '@carsetu/contracts';
import type { KycView } from '@carsetu/contracts';
import { Form, useNavigation } from 'react-router';
import { msg, useT } from '../../lib/i18n';
import { Button } from '../ui';
import { ClosingField, ClosingMessages } from './closing-field';
import type { PanelAnswer } from './sale-closing-panels';

const STATUS_TEXT: Record<KycView['kyc']['status'], string> = {
  not_started: msg('Not checked yet'),
  verified: msg('PAN verified'),
  name_mismatch: msg('The PAN is in another name'),
  invalid: msg('PAN not found'),
};

/**
 * KYC for the sale: the seller's PAN (checked with the KYC provider; shown masked), an optional
 * credit-report consent for loan offers, and a video-KYC call slot.
 */
export function ClosingKyc({
  kyc,
  kycAnswer,
  consentAnswer,
  videoAnswer,
}: {
  kyc: KycView;
  kycAnswer: PanelAnswer;
  consentAnswer: PanelAnswer;
  videoAnswer: PanelAnswer;
}) {
  const busy = useNavigation().state === 'submitting';
  const t = useT();
  const { kyc: pan, creditReport, partyVideo } = kyc;
  return (
    <section aria-labelledby="closing-kyc" className="rounded-2xl border border-slate-200 p-5">
      <h3 id="closing-kyc" className="text-lg font-semibold text-ink">
        {t('Identity check (KYC)')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {t(STATUS_TEXT[pan.status])}
        {pan.panMasked ? ` · ${pan.panMasked}` : ''}
        {pan.nameOnPan ? ` · ${pan.nameOnPan}` : ''}
      </p>
      {pan.status !== 'verified' && (
        <Form method="post" className="mt-3 flex flex-col gap-3">
          <ClosingField
            label="PAN"
            name="pan"
            autoComplete="off"
            maxLength={10}
            required
            error={kycAnswer.fields.pan}
          />
          <ClosingField
            label={t('Name on PAN')}
            name="name"
            autoComplete="name"
            required
            error={kycAnswer.fields.name}
          />
          <ClosingField
            label={t('Aadhaar, last 4 digits')}
            name="aadhaarLast4"
            inputMode="numeric"
            maxLength={4}
            required
            error={kycAnswer.fields.aadhaarLast4}
          />
          <Button type="submit" name="intent" value="kyc-verify" disabled={busy}>
            {t('Verify PAN')}
          </Button>
        </Form>
      )}
      <ClosingMessages error={kycAnswer.error} notice={kycAnswer.notice} />

      <h4 className="mt-5 font-semibold text-ink">{t('Video KYC call')}</h4>
      {partyVideo.slotStart ? (
        <p className="mt-1 text-sm text-slate-700">
          {t('Booked for {time}.', { time: formatDateTime(partyVideo.slotStart) })}
        </p>
      ) : (
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('Pick a time for a 10-minute video call')}
            <select
              name="slotStart"
              required
              className="rounded-lg border border-slate-400 px-3 py-2"
            >
              {partyVideo.slots.slice(0, 24).map((slot) => (
                <option key={slot} value={slot}>
                  {formatDateTime(slot)}
                </option>
              ))}
            </select>
          </label>
          <Button
            type="submit"
            name="intent"
            value="party-video"
            variant="secondary"
            disabled={busy}
          >
            {t('Book video call')}
          </Button>
        </Form>
      )}
      <ClosingMessages error={videoAnswer.error} notice={videoAnswer.notice} />

      <h4 className="mt-5 font-semibold text-ink">{t('Loan offers (optional)')}</h4>
      {creditReport.consentAt ? (
        <p className="mt-1 text-sm text-slate-700">
          {t('You allowed a credit check for loan offers.')}
        </p>
      ) : (
        <Form method="post" className="mt-2 flex flex-col gap-2">
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="consent" className="mt-1" />
            <span>
              {t(
                'Allow CarSetu to fetch my credit report to show car-loan offers for my next car.',
              )}
            </span>
          </label>
          <Button
            type="submit"
            name="intent"
            value="credit-consent"
            variant="secondary"
            disabled={busy}
          >
            {t('Allow credit check')}
          </Button>
        </Form>
      )}
      <ClosingMessages error={consentAnswer.error} notice={consentAnswer.notice} />
    </section>
  );
}
