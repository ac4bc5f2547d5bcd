// @vitest-environment jsdom
import {
  APPOINTMENT_STATUS_LABELS,
  BANK_VERIFY_MESSAGES,
  CANCEL_REASONS,
  DEFAULT_OTP_ERROR,
  INSPECTION_DOCUMENTS,
  INSPECTION_PLACE_MESSAGES,
  INSPECTION_RATING_LABELS,
  INVALID_MOBILE_MESSAGE,
  INVALID_PINCODE_MESSAGE,
  INVALID_REGISTRATION_MESSAGE,
  OTP_HINT,
  RESCHEDULE_REASONS,
  SELLER_DOCUMENT_LABELS,
  SELLER_DOCUMENT_MESSAGES,
  TIMELINE_STEPS,
  appointmentTimeline,
} from '@carsetu/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { AppointmentStatusBadge } from './appointment-status-badge';
import {
  APPOINTMENT_STATUS_TEXTS,
  APPOINTMENT_TIMELINE_TEXTS,
  BANK_TEXTS,
  DOCUMENT_TEXTS,
  FORM_ERROR_TEXTS,
  RATING_TEXTS,
  REASON_TEXTS,
  SALE_TIMELINE_TEXTS,
  SELLER_DOCUMENT_TEXTS,
  useKnownText,
} from './known-texts';

afterEach(cleanup);

const all = [
  ...APPOINTMENT_STATUS_TEXTS,
  ...APPOINTMENT_TIMELINE_TEXTS,
  ...BANK_TEXTS,
  ...DOCUMENT_TEXTS,
  ...FORM_ERROR_TEXTS,
  ...RATING_TEXTS,
  ...REASON_TEXTS,
  ...SALE_TIMELINE_TEXTS,
  ...SELLER_DOCUMENT_TEXTS,
];

describe('the sell journey’s known texts (decision 0180)', () => {
  // English on the page is the contracts' text: a changed text there must change here too.
  it('hold every fixed text the contracts give the seller’s pages', () => {
    const fromContracts = [
      ...Object.values(APPOINTMENT_STATUS_LABELS),
      ...CANCEL_REASONS.map((reason) => reason.label),
      ...RESCHEDULE_REASONS.map((reason) => reason.label),
      ...TIMELINE_STEPS.map((step) => step.label),
      ...(['scheduled', 'completed', 'cancelled'] as const).flatMap((status) =>
        appointmentTimeline(status).flatMap((step) => [step.title, step.detail].filter(Boolean)),
      ),
      ...Object.values(INSPECTION_RATING_LABELS),
      ...INSPECTION_DOCUMENTS,
      ...Object.values(SELLER_DOCUMENT_LABELS),
      SELLER_DOCUMENT_MESSAGES.tooLarge,
      SELLER_DOCUMENT_MESSAGES.unsupported,
      SELLER_DOCUMENT_MESSAGES.tooMany,
      SELLER_DOCUMENT_MESSAGES.noFiles,
      SELLER_DOCUMENT_MESSAGES.badToken,
      BANK_VERIFY_MESSAGES.holder,
      BANK_VERIFY_MESSAGES.account,
      BANK_VERIFY_MESSAGES.ifsc,
      BANK_VERIFY_MESSAGES.invalid,
      BANK_VERIFY_MESSAGES.mismatch,
      BANK_VERIFY_MESSAGES.tooMany,
      INVALID_REGISTRATION_MESSAGE,
      INVALID_MOBILE_MESSAGE,
      INVALID_PINCODE_MESSAGE,
      OTP_HINT,
      DEFAULT_OTP_ERROR,
      ...Object.values(INSPECTION_PLACE_MESSAGES),
    ];
    expect(fromContracts.filter((text) => !all.includes(text))).toEqual([]);
  });

  function Show({ text }: { text: string }) {
    return <p>{useKnownText()(text)}</p>;
  }

  it('translates a known text and leaves any other text as it came', () => {
    render(
      <LocaleProvider locale="hi">
        <Show text={CANCEL_REASONS[0].label} />
        <Show text="Rahul Sharma" />
        <Show text="Age (3 years)" />
        <Show text="Age (1 year)" />
      </LocaleProvider>,
    );
    expect(screen.getByText('उम्र (3 साल)')).toBeTruthy();
    expect(screen.getByText('उम्र (1 साल)')).toBeTruthy();
    expect(screen.getByText('मैंने अपनी कार कहीं और बेच दी')).toBeTruthy();
    expect(screen.getByText('Rahul Sharma')).toBeTruthy();
    cleanup();
    render(
      <>
        <Show text="Age (3 years)" />
        <Show text="Age (1 year)" />
      </>,
    );
    expect(screen.getByText('Age (3 years)')).toBeTruthy();
    expect(screen.getByText('Age (1 year)')).toBeTruthy();
  });

  it('shows the appointment status in the page language', () => {
    render(<AppointmentStatusBadge status="scheduled" />);
    expect(screen.getByText('Scheduled')).toBeTruthy();
    cleanup();
    render(
      <LocaleProvider locale="hi">
        <AppointmentStatusBadge status="scheduled" />
      </LocaleProvider>,
    );
    expect(screen.getByText('तय है')).toBeTruthy();
  });
});
