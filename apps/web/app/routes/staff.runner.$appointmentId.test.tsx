// @vitest-environment jsdom
import type { Docket, SellerDocument } from '@carsetu/contracts';
import { SALE_MESSAGES, formatMoney, paise } from '@carsetu/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  STAFF_ME,
  anonymous,
  apiError,
  fakeApi,
  staffMe,
  staffRole,
  type FakeAnswer,
} from '../testing/fake-api';
import { findHeading, renderRoute } from '../testing/render-route';
import * as route from './staff.runner.$appointmentId';

afterEach(cleanup);

const PICKUP = '/api/consumer/api/v1/runner/appointment/42/pickup';
const PICKUP_ID = '0b7f0a56-8f4e-4a43-9d4c-5b7ed1f3a001';

function docket(overrides: Partial<Docket> = {}, pickup: Partial<Docket['pickup']> = {}): Docket {
  return {
    pickup: {
      id: PICKUP_ID,
      status: 'scheduled',
      slotStart: '2026-11-26T05:30:00.000Z',
      slotEnd: '2026-11-26T06:30:00.000Z',
      address: '12 MG Road',
      pincode: '411001',
      runnerName: 'Ravi',
      rescheduleCount: 0,
      handedOverAt: null,
      deductions: [],
      cancelReason: null,
      ...pickup,
    },
    appointmentId: '42',
    car: '2019 Maruti Swift VXI',
    registrationNumber: 'MH12AB1234',
    sellerName: 'Meera',
    sellerPhone: '9876543210',
    acceptedPricePaise: 54_500_000,
    inspection: { odometerKm: 42_000, vin: 'MA3FJEB1S00123456', defects: ['Front bumper scratch'] },
    checklist: ['Odometer matches', 'Both keys'],
    qc: null,
    ...overrides,
  };
}

const document: SellerDocument = {
  id: 'doc-1',
  appointmentId: '42',
  documentType: 'RC',
  status: 'uploaded',
  fileName: 'rc.pdf',
  contentType: 'application/pdf',
  sizeBytes: 1000,
  rejectReason: null,
  uploadedAt: '2026-11-25T10:00:00.000Z',
  reviewedAt: null,
  url: '/api/documents/doc-1',
};

interface Setup {
  me?: FakeAnswer;
  docketAnswer?: FakeAnswer;
  documents?: SellerDocument[];
  extra?: Record<string, FakeAnswer>;
}

function setup(
  {
    me = staffMe(staffRole('runner')),
    docketAnswer = { body: { data: docket() } },
    documents = [],
    extra = {},
  }: Setup = {},
  url = '/staff/runner/42',
) {
  const fake = fakeApi({
    [STAFF_ME]: me,
    [`GET ${PICKUP}/docket`]: docketAnswer,
    [`GET ${PICKUP}/documents`]: { body: { data: documents } },
    ...extra,
  });
  renderRoute(route, { path: '/staff/runner/:appointmentId', url, context: fake.context });
  return fake;
}

describe('runner docket page', () => {
  it('asks an anonymous visitor to log in and never loads the docket', async () => {
    const fake = setup({ me: anonymous });
    await findHeading('Pickup docket');
    expect(screen.getByText(/Log in with the mobile number your CarSetu admin gave/)).toBeTruthy();
    expect(fake.calls('GET', `${PICKUP}/docket`)).toHaveLength(0);
  });

  it('tells a logged-in person without the runner role that the page is for staff', async () => {
    setup({ me: staffMe(staffRole('inspector')) });
    await findHeading('Pickup docket');
    expect(screen.getByRole('alert').textContent).toContain(SALE_MESSAGES.notStaff);
  });

  it('does not call the API for an appointment id that is not a number', async () => {
    const fake = setup({}, '/staff/runner/abc');
    await findHeading('Pickup docket');
    expect(screen.getByRole('alert').textContent).toBe('We could not find this pickup.');
    expect(fake.calls('GET', '/api/consumer/api/v1/runner/appointment/abc/pickup/docket')).toEqual(
      [],
    );
  });

  it("shows the API's reason when the docket is not this runner's", async () => {
    setup({
      docketAnswer: apiError(403, 'FORBIDDEN', 'This pickup is assigned to another runner.'),
    });
    await findHeading('Pickup docket');
    expect(screen.getByRole('alert').textContent).toBe(
      'This pickup is assigned to another runner.',
    );
    expect(screen.getByRole('link', { name: 'Back to my pickups' }).getAttribute('href')).toBe(
      '/staff/runner',
    );
  });

  it('shows the car, seller, agreed price in rupees and the known defects', async () => {
    setup();
    await findHeading('Pickup docket');
    const car = screen.getByRole('region', { name: '2019 Maruti Swift VXI' });
    expect(within(car).getByText('MH12AB1234')).toBeTruthy();
    expect(within(car).getByText(formatMoney(paise(54_500_000)))).toBeTruthy();
    expect(within(car).getByText('42,000 km')).toBeTruthy();
    expect(within(car).getByRole('link', { name: /98765/ }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(within(car).getByText('Known defects: Front bumper scratch')).toBeTruthy();
  });

  it('offers the handover code only while the pickup is scheduled, and no QC yet', async () => {
    setup();
    await findHeading('Pickup docket');
    expect(screen.getByRole('region', { name: 'Handover code' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'QC checklist' })).toBeNull();
    const code = screen.getByLabelText('Code from the seller');
    expect(code.getAttribute('maxlength')).toBe('4');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('sends the handover code for this pickup and says so', async () => {
    const fake = setup({
      extra: {
        'POST /api/consumer/c2b-inventory/v1/pickup-request/otp/send': { body: { data: {} } },
      },
    });
    await findHeading('Pickup docket');
    await userEvent.click(screen.getByRole('button', { name: 'Send code to seller' }));
    expect(
      await screen.findByText(
        'We sent the handover code to the seller’s phone. Ask them to read it out.',
      ),
    ).toBeTruthy();
    expect(
      fake.calls('POST', '/api/consumer/c2b-inventory/v1/pickup-request/otp/send')[0]!.body,
    ).toEqual({ pickupId: PICKUP_ID });
  });

  it('sends the typed code trimmed, and shows a wrong code as an alert without moving on', async () => {
    const fake = setup({
      extra: {
        'POST /api/consumer/c2b-inventory/v1/pickup-request/otp/verify': apiError(
          400,
          'INVALID_OTP',
          'Incorrect OTP',
        ),
      },
    });
    await findHeading('Pickup docket');
    await userEvent.type(screen.getByLabelText('Code from the seller'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect OTP');
    expect(
      fake.calls('POST', '/api/consumer/c2b-inventory/v1/pickup-request/otp/verify')[0]!.body,
    ).toEqual({ pickupId: PICKUP_ID, otp: '1234' });
    expect(screen.getByRole('region', { name: 'Handover code' })).toBeTruthy();
  });

  it('saves the QC with the odometer as a number, keys and the ticked papers', async () => {
    const fake = setup({
      docketAnswer: { body: { data: docket({}, { status: 'handed_over' }) } },
      extra: { [`POST ${PICKUP}/docket/verify`]: { body: { data: {} } } },
    });
    await findHeading('Pickup docket');
    expect(screen.queryByRole('region', { name: 'Handover code' })).toBeNull();
    const qc = screen.getByRole('region', { name: 'QC checklist' });
    expect(within(qc).getByText('Both keys')).toBeTruthy();
    await userEvent.type(within(qc).getByLabelText('Odometer now (km)'), '42,150');
    await userEvent.selectOptions(within(qc).getByLabelText('Keys handed over'), '1');
    await userEvent.click(within(qc).getByLabelText('Original RC handed over'));
    await userEvent.type(within(qc).getByLabelText('Notes (optional)'), '  spare key missing  ');
    await userEvent.click(within(qc).getByRole('button', { name: 'Save QC' }));
    expect(await screen.findByText('QC saved.')).toBeTruthy();
    expect(fake.calls('POST', `${PICKUP}/docket/verify`)[0]!.body).toEqual({
      odometerKm: 42150,
      keysHandedOver: 1,
      originalRc: true,
      insurancePapers: false,
      carMatchesReport: false,
      notes: 'spare key missing',
    });
  });

  it('lists what failed the QC with the deductions, and offers no purchase', async () => {
    setup({
      docketAnswer: {
        body: {
          data: docket(
            {
              qc: {
                odometerKm: 42_150,
                keysHandedOver: 1,
                originalRc: true,
                insurancePapers: false,
                carMatchesReport: true,
                notes: null,
                passed: false,
                problems: ['Insurance papers missing'],
              },
            },
            {
              status: 'qc_failed',
              deductions: [{ label: 'Second key', amountPaise: 500_000 }],
            },
          ),
        },
      },
    });
    await findHeading('Pickup docket');
    const verdict = within(screen.getByRole('region', { name: 'QC checklist' })).getByRole(
      'status',
    );
    expect(verdict.textContent).toContain('QC failed: Insurance papers missing');
    expect(verdict.textContent).toContain(`Deduction: Second key, ${formatMoney(paise(500_000))}`);
    expect(screen.queryByRole('button', { name: 'Buy the car' })).toBeNull();
    // The form keeps what was saved, so a re-check starts from it.
    expect((screen.getByLabelText('Odometer now (km)') as HTMLInputElement).value).toBe('42150');
    expect(
      (screen.getByLabelText('Insurance papers handed over') as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('buys the car once the QC passed', async () => {
    const fake = setup({
      docketAnswer: {
        body: {
          data: docket(
            {
              qc: {
                odometerKm: 42_150,
                keysHandedOver: 2,
                originalRc: true,
                insurancePapers: true,
                carMatchesReport: true,
                notes: null,
                passed: true,
                problems: [],
              },
            },
            { status: 'qc_passed' },
          ),
        },
      },
      extra: { [`POST ${PICKUP}/docket/proceed`]: { body: { data: {} } } },
    });
    await findHeading('Pickup docket');
    expect(screen.getByText('QC passed.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Buy the car' }));
    expect(await screen.findByText('Car bought. The seller’s balance is on its way.')).toBeTruthy();
    expect(fake.calls('POST', `${PICKUP}/docket/proceed`)).toHaveLength(1);
  });

  it('verifies or rejects an uploaded seller document with a reason', async () => {
    const fake = setup({
      documents: [document],
      extra: { [`POST ${PICKUP}/documents/verify`]: { body: { data: {} } } },
    });
    await findHeading('Pickup docket');
    const documents = screen.getByRole('region', { name: 'Seller’s documents' });
    await userEvent.type(within(documents).getByLabelText('Reason to reject'), ' blurred ');
    await userEvent.click(within(documents).getByRole('button', { name: /^Reject/ }));
    expect(await screen.findByText('Document rejected. The seller sees the reason.')).toBeTruthy();
    expect(fake.calls('POST', `${PICKUP}/documents/verify`)[0]!.body).toEqual({
      documentId: 'doc-1',
      status: 'rejected',
      reason: 'blurred',
    });
  });

  it('cancels the pickup with the reason the seller will see', async () => {
    const fake = setup({
      extra: { [`POST ${PICKUP}/cancel`]: { body: { data: {} } } },
    });
    await findHeading('Pickup docket');
    await userEvent.click(screen.getByText('Cancel pickup'));
    await userEvent.type(screen.getByLabelText('Reason (the seller sees it)'), 'Seller sold it');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this pickup' }));
    expect(await screen.findByText('Pickup cancelled.')).toBeTruthy();
    expect(fake.calls('POST', `${PICKUP}/cancel`)[0]!.body).toEqual({ reason: 'Seller sold it' });
  });

  it('says the car is bought and offers no cancel once it is', async () => {
    setup({ docketAnswer: { body: { data: docket({}, { status: 'proceeded' }) } } });
    await findHeading('Pickup docket');
    expect(
      screen.getByText('This car is bought: drive it to the hub. The seller is being paid.'),
    ).toBeTruthy();
    expect(screen.queryByText('Cancel pickup')).toBeNull();
  });
});

describe('runner docket action', () => {
  it('answers an unknown intent without calling the API', async () => {
    const fake = fakeApi({});
    const body = new FormData();
    body.set('intent', 'teleport');
    const result = await route.action({
      context: fake.context,
      params: { appointmentId: '42' },
      request: new Request('http://localhost/staff/runner/42', { method: 'POST', body }),
    } as never);
    expect(result).toEqual({ error: 'Unknown action.', fields: {} });
    expect(fake.requests).toEqual([]);
  });

  it('rethrows a server failure instead of showing it as a form error', async () => {
    const fake = fakeApi({ [`POST ${PICKUP}/docket/proceed`]: apiError(503, 'DOWN', 'down') });
    const body = new FormData();
    body.set('intent', 'proceed');
    await expect(
      route.action({
        context: fake.context,
        params: { appointmentId: '42' },
        request: new Request('http://localhost/staff/runner/42', { method: 'POST', body }),
      } as never),
    ).rejects.toMatchObject({ status: 503 });
    await waitFor(() => expect(fake.requests).toHaveLength(1));
  });
});
