// @vitest-environment jsdom
import type { GarageVehicle } from '@carsetu/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymous, apiError, fakeApi, type FakeAnswer } from '../testing/fake-api';
import { findHeading, renderRoute } from '../testing/render-route';
import * as route from './my-vehicles._index';

afterEach(cleanup);

const GARAGE = '/api/consumer/api/v1/my-vehicles';

function vehicle(overrides: Partial<GarageVehicle> = {}): GarageVehicle {
  return {
    id: 'v1',
    registrationNumber: 'MH12AB1234',
    nickname: 'Family car',
    addedAt: '2026-11-01T00:00:00.000Z',
    details: {
      make: 'Maruti',
      model: 'Swift VXI',
      fuelType: 'Petrol',
      registrationDate: '2019-03-15',
      ownerName: 'M J',
      rto: { code: 'MH12', name: 'Pune' },
      stateName: 'Maharashtra',
      source: 'vahan',
    },
    insurance: { validUpto: '2026-12-05', status: 'expiring', daysLeft: 9 },
    puc: { validUpto: '2026-10-01', status: 'expired', daysLeft: -56 },
    challans: {
      pendingCount: 1,
      pendingAmountPaise: 50_000,
      pending: [
        {
          challanNumber: 'C1',
          registrationNumber: 'MH12AB1234',
          offence: 'Over-speeding',
          section: '183',
          place: 'Pune',
          offenceDate: '2026-11-20T18:45:00.000Z',
          amountPaise: 50_000,
          status: 'pending',
          statusLabel: 'Pending',
          isPayable: true,
          notPayableReason: null,
          isNew: true,
        },
      ],
      payPath: '/traffic-challan/?regNo=MH12AB1234',
    },
    service: {
      intervalMonths: 6,
      lastServiceOn: '2026-06-01',
      nextDueOn: '2026-12-01',
      status: 'due-soon',
    },
    reminders: { sms: true },
    lastCheckedAt: null,
    ...overrides,
  } as GarageVehicle;
}

function setup(vehicles: GarageVehicle[], extra: Record<string, FakeAnswer> = {}) {
  const fake = fakeApi({
    [`GET ${GARAGE}`]: {
      body: { vehicles, maxVehicles: 5, defaultServiceIntervalMonths: 6 },
    },
    ...extra,
  });
  renderRoute(route, { path: '/my-vehicles', url: '/my-vehicles', context: fake.context });
  return fake;
}

describe('My Vehicles', () => {
  it('asks a visitor to log in, saying what the page is for', async () => {
    const fake = fakeApi({ [`GET ${GARAGE}`]: anonymous });
    renderRoute(route, { path: '/my-vehicles', url: '/my-vehicles', context: fake.context });
    await findHeading('Log in to see your vehicles');
    expect(
      screen.getByText(/insurance and PUC expiry, new challans and service reminders/),
    ).toBeTruthy();
  });

  it('explains the empty garage and the vehicle limit', async () => {
    setup([]);
    await findHeading('My Vehicles');
    expect(screen.getByRole('heading', { name: 'No vehicles yet' })).toBeTruthy();
    expect(screen.getByText(/service reminders for up to 5 vehicles/)).toBeTruthy();
  });

  it('shows expiry, service and registration in Indian date format', async () => {
    setup([vehicle()]);
    await findHeading('My Vehicles');
    const card = screen.getByRole('article', { name: 'MH12AB1234 · Family car' });
    expect(card.textContent).toContain('Maruti Swift VXI · Petrol');
    expect(card.textContent).toContain('Registered 15 Mar 2019 at Pune (MH12), Maharashtra');
    expect(card.textContent).toContain('Valid until 5 Dec 2026 (Expiring soon)');
    expect(card.textContent).toContain('Expired on 1 Oct 2026 (Expired)');
    expect(card.textContent).toContain('1 Dec 2026 (Due soon)');
  });

  it('says a PUC is not required when it is not (electric vehicles)', async () => {
    setup([vehicle({ puc: { validUpto: null, status: 'not-required', daysLeft: null } })]);
    await findHeading('My Vehicles');
    const puc = screen.getByText('PUC certificate').nextElementSibling!;
    expect(puc.textContent).toBe('Not required');
  });

  it('lists pending challans, flags new ones and links to paying them', async () => {
    setup([vehicle()]);
    await findHeading('My Vehicles');
    const challans = screen.getByRole('region', { name: 'Challans on MH12AB1234' });
    expect(within(challans).getByText('New')).toBeTruthy();
    // The offence date is the India calendar day (00:15 on 21 Nov IST).
    expect(within(challans).getByRole('listitem').textContent).toMatch(
      /Over-speeding · .*500.* · 21 Nov 2026/,
    );
    expect(
      within(challans)
        .getByRole('link', { name: 'Pay challans for MH12AB1234' })
        .getAttribute('href'),
    ).toBe('/traffic-challan/?regNo=MH12AB1234');
  });

  it('says when a vehicle has no pending challans', async () => {
    setup([
      vehicle({
        challans: { pendingCount: 0, pendingAmountPaise: 0, pending: [], payPath: '/x' },
      }),
    ]);
    await findHeading('My Vehicles');
    expect(screen.getByText('No pending challans.')).toBeTruthy();
  });

  it('adds a vehicle with its nickname and clears the form', async () => {
    const fake = setup([], {
      [`POST ${GARAGE}`]: { status: 201, body: vehicle({ registrationNumber: 'KA01AB1234' }) },
    });
    await findHeading('My Vehicles');
    const form = screen.getByRole('form', { name: 'Add a vehicle' });
    await userEvent.type(within(form).getByLabelText('Registration number'), 'ka01ab1234');
    await userEvent.type(within(form).getByLabelText('Nickname (optional)'), '  Bike ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add vehicle' }));
    expect(
      (await screen.findByText('KA01AB1234 is added to My Vehicles.')).closest('[role=status]'),
    ).toBeTruthy();
    expect(fake.calls('POST', GARAGE)[0]!.body).toEqual({
      registrationNumber: 'ka01ab1234',
      nickname: 'Bike',
    });
    await waitFor(() =>
      expect((within(form).getByLabelText('Registration number') as HTMLInputElement).value).toBe(
        '',
      ),
    );
  });

  it("ties the API's registration message to the field", async () => {
    setup([], {
      [`POST ${GARAGE}`]: apiError(400, 'VALIDATION', 'Check the registration number', {
        registrationNumber: 'Enter a valid registration number',
      }),
    });
    await findHeading('My Vehicles');
    const field = screen.getByLabelText('Registration number');
    await userEvent.type(field, 'XX');
    await userEvent.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Check the registration number');
    const describedBy = screen
      .getByLabelText('Registration number')
      .getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)!.textContent).toBe(
      'Enter a valid registration number',
    );
  });

  it('saves reminders, saying whether texts will come', async () => {
    const fake = setup([vehicle()], {
      [`PUT ${GARAGE}/v1/reminders`]: { body: vehicle() },
    });
    await findHeading('My Vehicles');
    await userEvent.clear(screen.getByLabelText('Service every (months)'));
    await userEvent.type(screen.getByLabelText('Service every (months)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(
      await screen.findByText('Reminders saved. We will text you about this vehicle.'),
    ).toBeTruthy();
    expect(fake.calls('PUT', `${GARAGE}/v1/reminders`)[0]!.body).toEqual({
      smsReminders: true,
      serviceIntervalMonths: 12,
      lastServiceOn: '2026-06-01',
    });
  });

  it('sends no last service date when it is cleared, and no texts when unticked', async () => {
    const fake = setup([vehicle({ service: { ...vehicle().service, lastServiceOn: null } })], {
      [`PUT ${GARAGE}/v1/reminders`]: { body: vehicle() },
    });
    await findHeading('My Vehicles');
    await userEvent.click(screen.getByLabelText('SMS reminders for MH12AB1234'));
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Reminders saved.')).toBeTruthy();
    expect(fake.calls('PUT', `${GARAGE}/v1/reminders`)[0]!.body).toMatchObject({
      smsReminders: false,
      lastServiceOn: null,
    });
  });

  it('removes a vehicle only after confirming in a dialog', async () => {
    const fake = setup([vehicle()], { [`DELETE ${GARAGE}/v1`]: { status: 204 } });
    await findHeading('My Vehicles');
    await userEvent.click(screen.getByRole('button', { name: 'Remove MH12AB1234' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove MH12AB1234?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls('DELETE', `${GARAGE}/v1`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove MH12AB1234' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, remove' }),
    );
    expect(await screen.findByText('The vehicle is removed from My Vehicles.')).toBeTruthy();
    expect(fake.calls('DELETE', `${GARAGE}/v1`)).toHaveLength(1);
  });
});
