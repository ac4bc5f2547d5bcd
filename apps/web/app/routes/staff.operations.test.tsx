// @vitest-environment jsdom
import { formatMoney, paise, type RcTransfer } from '@carsetu/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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
import * as route from './staff.operations';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const STAFF = '/api/consumer/api/v1/staff';

function transfer(overrides: Partial<RcTransfer> = {}): RcTransfer {
  return {
    status: 'forms_signed',
    rtoCode: 'MH12',
    formsSignedOn: '2026-11-20',
    filedOn: null,
    transferredOn: null,
    liabilityEndsAt: '2026-11-20T10:00:00.000Z',
    dueBy: '2026-12-20',
    steps: [
      { label: 'Forms signed', done: true, on: '2026-11-20' },
      { label: 'Filed at the RTO', done: false, on: null },
    ],
    reminders: [],
    ...overrides,
  };
}
const row = (overrides: Partial<RcTransfer> = {}, appointmentId = '42') => ({
  appointmentId,
  car: '2019 Maruti Swift VXI',
  registrationNumber: 'MH12AB1234',
  transfer: transfer(overrides),
});
const bought = (status: 'refurbishing' | 'listed', appointmentId = '42') => ({
  appointmentId,
  car: '2019 Maruti Swift VXI',
  registrationNumber: 'MH12AB1234',
  boughtAt: '2026-11-20T10:00:00.000Z',
  status,
  listingId: status === 'listed' ? 901 : null,
  acceptedPricePaise: 54_500_000,
});

function setup(
  {
    me = staffMe(staffRole('admin', null)),
    rc = [row()],
    cars = [bought('refurbishing')],
  }: { me?: FakeAnswer; rc?: unknown[]; cars?: unknown[] } = {},
  extra: Record<string, FakeAnswer> = {},
) {
  const fake = fakeApi({
    [STAFF_ME]: me,
    [`GET ${STAFF}/rc-transfers`]: { body: { data: rc } },
    [`GET ${STAFF}/bought-cars`]: { body: { data: cars } },
    ...extra,
  });
  renderRoute(route, {
    path: '/staff/operations',
    url: '/staff/operations',
    context: fake.context,
  });
  return fake;
}

describe('operations page', () => {
  it('shows lead agents the RC transfers but not the bought cars', async () => {
    const fake = setup({ me: staffMe(staffRole('lead_agent')) });
    await findHeading('Operations');
    expect(screen.getByRole('region', { name: 'RC transfers' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Cars bought from sellers' })).toBeNull();
    expect(fake.calls('GET', `${STAFF}/bought-cars`)).toHaveLength(0);
  });

  it('is closed to other staff', async () => {
    const fake = setup({ me: staffMe(staffRole('dealer')) });
    await findHeading('Operations');
    expect(screen.getByRole('alert').textContent).toContain('This page is for CarSetu staff.');
    expect(fake.requests.map((request) => request.path)).toEqual(['/api/consumer/api/v1/staff/me']);
  });

  it('says when nothing is bought or in transfer yet', async () => {
    setup({ rc: [], cars: [] });
    await findHeading('Operations');
    expect(screen.getByText('No cars bought yet.')).toBeTruthy();
    expect(screen.getByText('No RC transfers yet.')).toBeTruthy();
  });

  it('puts a refurbished car on sale; a listed car links to its listing', async () => {
    const fake = setup(
      { cars: [bought('refurbishing'), bought('listed', '43')] },
      { [`POST ${STAFF}/bought-cars/42/list`]: { body: { data: {} } } },
    );
    await findHeading('Operations');
    const cars = screen.getByRole('region', { name: 'Cars bought from sellers' });
    expect(within(cars).getAllByText(/bought for/)[0]!.textContent).toContain(
      `bought for ${formatMoney(paise(54_500_000))}`,
    );
    expect(
      within(cars).getByRole('link', { name: 'On sale: see listing' }).getAttribute('href'),
    ).toBe('/buy-used-car/car-901/');
    await userEvent.click(within(cars).getByRole('button', { name: 'Put on sale appointment 42' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The car is on sale on the buy catalogue.',
    );
    expect(fake.calls('POST', `${STAFF}/bought-cars/42/list`)).toHaveLength(1);
  });

  it('moves an RC transfer from signed forms to filed, dated today in India at most', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T20:00:00.000Z'), toFake: ['Date'] });
    const fake = setup(
      {},
      {
        [`POST ${STAFF}/rc-transfers/42`]: { body: { data: transfer({ status: 'filed_at_rto' }) } },
      },
    );
    await findHeading('Operations');
    const rc = screen.getByRole('region', { name: 'RC transfers' });
    expect(rc.textContent).toContain('RTO MH12 · due by 2026-12-20');
    expect(rc.textContent).toContain('Forms signed: 2026-11-20 · Filed at the RTO: pending');
    const date = within(rc).getByLabelText('Filed at the RTO on') as HTMLInputElement;
    expect(date.value).toBe('2026-11-26');
    expect(date.max).toBe('2026-11-26');
    fireEvent.change(date, { target: { value: '2026-11-24' } });
    await userEvent.click(
      within(rc).getByRole('button', { name: 'Mark filed for appointment 42' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'RC transfer updated. The seller sees it on their page.',
    );
    expect(fake.calls('POST', `${STAFF}/rc-transfers/42`)[0]!.body).toEqual({
      status: 'filed_at_rto',
      on: '2026-11-24',
    });
  });

  it('offers the transfer step after filing and nothing once transferred', async () => {
    setup({ rc: [row({ status: 'filed_at_rto' }), row({ status: 'transferred' }, '43')] });
    await findHeading('Operations');
    expect(screen.getByLabelText('Transferred on')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Mark transferred for appointment 42' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /appointment 43/ })).toBeNull();
  });

  it("shows the API's refusal of an RC date", async () => {
    setup(
      {},
      {
        [`POST ${STAFF}/rc-transfers/42`]: apiError(
          400,
          'VALIDATION',
          'The date cannot be before the forms were signed',
        ),
      },
    );
    await findHeading('Operations');
    await userEvent.click(screen.getByRole('button', { name: 'Mark filed for appointment 42' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The date cannot be before the forms were signed',
    );
  });

  it('answers an unknown intent without calling the API', async () => {
    const fake = fakeApi({});
    const body = new FormData();
    body.set('intent', 'delete-everything');
    const result = await route.action({
      context: fake.context,
      params: {},
      request: new Request('http://localhost/staff/operations', { method: 'POST', body }),
    } as never);
    expect(result).toEqual({ error: 'Unknown action.', fields: {} });
    expect(fake.requests).toEqual([]);
  });
});
