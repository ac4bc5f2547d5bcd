// @vitest-environment jsdom
import { formatDateTime, type InspectionView } from '@carsetu/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  STAFF_ME,
  apiError,
  fakeApi,
  staffMe,
  staffRole,
  type FakeAnswer,
} from '../testing/fake-api';
import { findHeading, renderRoute } from '../testing/render-route';
import * as dayRoute from './staff.inspector._index';
import * as inspectionRoute from './staff.inspector.$appointmentId';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const APPOINTMENTS = '/api/consumer/api/v1/inspector/appointments';
const INSPECTION = `${APPOINTMENTS}/42/inspection`;
const SLOT = '2026-11-26T05:30:00.000Z';

const item = (
  inspectionStatus: 'not_started' | 'draft' | 'submitted',
  appointmentId = '42',
  assignedToYou = true,
) => ({
  appointmentId,
  car: '2019 Maruti Swift VXI',
  registrationNumber: 'MH12AB1234',
  slotStart: SLOT,
  place: 'Home inspection · 12 MG Road, Pune',
  assignedToYou,
  inspectionStatus,
});

function setupDay(
  items: unknown[],
  url = '/staff/inspector',
  extra: Record<string, FakeAnswer> = {},
) {
  const fake = fakeApi({
    [STAFF_ME]: staffMe(staffRole('inspector', 'Pune')),
    [`GET ${APPOINTMENTS}`]: { body: { data: items } },
    ...extra,
  });
  renderRoute(dayRoute, { path: '/staff/inspector', url, context: fake.context });
  return fake;
}

describe('inspector day list', () => {
  it("loads the asked day for the inspector's city", async () => {
    const fake = setupDay([], '/staff/inspector?date=2026-11-24');
    await findHeading('My inspections');
    expect(screen.getByText('Pune · Tuesday, 24 November')).toBeTruthy();
    expect(fake.calls('GET', APPOINTMENTS)[0]!.query.get('date')).toBe('2026-11-24');
    expect(screen.getByText('No inspections on this day.')).toBeTruthy();
  });

  it('says what each appointment needs next', async () => {
    setupDay([item('not_started'), item('draft', '43', false), item('submitted', '44')]);
    await findHeading('My inspections');
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(first!.textContent).toContain(`${formatDateTime(SLOT)} · MH12AB1234 · Appointment 42`);
    expect(within(first!).getByText('Not started')).toBeTruthy();
    expect(
      within(first!).getByRole('button', { name: 'Start inspection of appointment 42' }),
    ).toBeTruthy();
    expect(within(second!).getByText('In progress · not assigned yet')).toBeTruthy();
    expect(
      within(second!)
        .getByRole('link', { name: 'Continue inspection of appointment 43' })
        .getAttribute('href'),
    ).toBe('/staff/inspector/43');
    expect(
      within(third!).getByRole('link', { name: 'View inspection of appointment 44' }),
    ).toBeTruthy();
  });

  it('starts an inspection and opens its checklist', async () => {
    const fake = setupDay([item('not_started')], '/staff/inspector', {
      [`POST ${INSPECTION}`]: { status: 201, body: { data: {} } },
    });
    await findHeading('My inspections');
    await userEvent.click(
      screen.getByRole('button', { name: 'Start inspection of appointment 42' }),
    );
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/staff/inspector/42');
    expect(fake.calls('POST', INSPECTION)).toHaveLength(1);
  });

  it("shows the API's reason when the inspection cannot start", async () => {
    setupDay([item('not_started')], '/staff/inspector', {
      [`POST ${INSPECTION}`]: apiError(409, 'CONFLICT', 'Another inspector started this one.'),
    });
    await findHeading('My inspections');
    await userEvent.click(
      screen.getByRole('button', { name: 'Start inspection of appointment 42' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Another inspector started this one.',
    );
  });

  it('confirms a submitted inspection when coming back to the list', async () => {
    setupDay([], '/staff/inspector?done=submitted');
    await findHeading('My inspections');
    expect(screen.getByRole('status').textContent).toBe(
      'Inspection submitted. The seller has the report and the offer, and the auction is live.',
    );
  });
});

function view(overrides: Partial<InspectionView> = {}): InspectionView {
  return {
    appointmentId: '42',
    status: 'draft',
    revision: 5,
    answers: {},
    odometerKm: null,
    vin: null,
    photos: [],
    submittedAt: null,
    ...overrides,
  } as InspectionView;
}

function setupInspection(
  inspection: FakeAnswer,
  extra: Record<string, FakeAnswer> = {},
  url = '/staff/inspector/42',
) {
  const fake = fakeApi({
    [STAFF_ME]: staffMe(staffRole('inspector', 'Pune')),
    [`GET ${INSPECTION}`]: inspection,
    ...extra,
  });
  renderRoute(inspectionRoute, {
    path: '/staff/inspector/:appointmentId',
    url,
    context: fake.context,
  });
  return fake;
}

describe('inspection page', () => {
  it('offers to start when the inspection has not started', async () => {
    const fake = setupInspection(apiError(404, 'NOT_FOUND', 'Start the inspection first'), {
      [`POST ${INSPECTION}`]: { status: 201, body: { data: view() } },
    });
    await findHeading('Inspection 42');
    await userEvent.click(screen.getByRole('button', { name: 'Start inspection' }));
    await waitFor(() => expect(fake.calls('POST', INSPECTION)).toHaveLength(1));
  });

  it('shows an appointment of someone else as an error page, not a start button', async () => {
    setupInspection(apiError(403, 'FORBIDDEN', 'This appointment is not yours.'));
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start inspection' })).toBeNull();
  });

  it('rejects an appointment id that is not a number before asking the API', async () => {
    const fake = setupInspection({ body: { data: view() } }, {}, '/staff/inspector/abc');
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(fake.requests).toEqual([]);
  });

  it('says a submitted inspection is with the seller and dealers', async () => {
    setupInspection({ body: { data: view({ status: 'submitted' }) } });
    await findHeading('Inspection 42');
    expect(screen.getByRole('status').textContent).toBe(
      'Submitted. The seller has the report and the offer; dealers are bidding.',
    );
  });

  it('saves a draft with the revision, the typed odometer and VIN', async () => {
    const fake = setupInspection(
      { body: { data: view({ odometerKm: 42000, vin: 'MA3FJEB1S00123456' }) } },
      { [`PUT ${INSPECTION}`]: { body: { data: view({ revision: 6 }) } } },
    );
    await findHeading('Inspection 42');
    vi.stubGlobal('fetch', vi.fn());
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
      await waitFor(() => expect(fake.calls('PUT', INSPECTION)).toHaveLength(1));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fake.calls('PUT', INSPECTION)[0]!.body).toEqual({
      revision: 5,
      answers: {},
      odometerKm: 42000,
      vin: 'MA3FJEB1S00123456',
    });
  });

  it('submits after saving and returns to the day list with the confirmation', async () => {
    const fake = setupInspection(
      { body: { data: view() } },
      {
        [`PUT ${INSPECTION}`]: { body: { data: view({ revision: 6 }) } },
        [`POST ${INSPECTION}/submit`]: { body: { data: view({ status: 'submitted' }) } },
      },
    );
    await findHeading('Inspection 42');
    await userEvent.click(screen.getByRole('button', { name: 'Submit inspection' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(
      '/staff/inspector?done=submitted',
    );
    expect(fake.requests.map((request) => `${request.method} ${request.path}`).slice(-2)).toEqual([
      `PUT ${INSPECTION}`,
      `POST ${INSPECTION}/submit`,
    ]);
  });

  it("keeps the inspector on the checklist with the API's reason when submitting fails", async () => {
    setupInspection(
      { body: { data: view() } },
      {
        [`PUT ${INSPECTION}`]: { body: { data: view({ revision: 6 }) } },
        [`POST ${INSPECTION}/submit`]: apiError(400, 'INCOMPLETE', 'Rate every checkpoint first'),
      },
    );
    await findHeading('Inspection 42');
    await userEvent.click(screen.getByRole('button', { name: 'Submit inspection' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'Rate every checkpoint first',
    );
  });
});
