// @vitest-environment jsdom
import type { StaffMember } from '@carsetu/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  STAFF_ME,
  apiError,
  fakeApi,
  staffMe,
  staffRole,
  type FakeAnswer,
} from '../testing/fake-api';
import { findHeading, renderRoute } from '../testing/render-route';
import * as route from './staff.admin';

afterEach(cleanup);

const MEMBERS = '/api/consumer/api/v1/staff/members';
const cities = [
  { id: 1, slug: 'pune', title: 'Pune', seoLink: '/sell-used-cars-pune/', sellOrder: 1 },
  { id: 2, slug: 'mumbai', title: 'Mumbai', seoLink: '/sell-used-cars-mumbai/', sellOrder: 2 },
];
const inspector: StaffMember = {
  ...staffRole('inspector', 'Pune'),
  userId: 'u7',
  phone: '9123456780',
  name: 'Kiran',
  displayName: 'Kiran P.',
};

function setup(extra: Record<string, FakeAnswer> = {}, url = '/staff/admin') {
  const fake = fakeApi({
    [STAFF_ME]: staffMe(staffRole('admin', null)),
    [`GET ${MEMBERS}`]: { body: { data: [inspector] } },
    'GET /api/vehicle/v1/sell-cities': { body: { data: cities } },
    ...extra,
  });
  renderRoute(route, { path: '/staff/admin', url, context: fake.context });
  return fake;
}

describe('staff roles admin page', () => {
  it('is closed to staff who are not admins, without loading the staff list', async () => {
    const fake = fakeApi({ [STAFF_ME]: staffMe(staffRole('dealer')) });
    renderRoute(route, { path: '/staff/admin', url: '/staff/admin', context: fake.context });
    await findHeading('Staff roles');
    expect(screen.getByRole('alert').textContent).toContain('This page is for CarSetu staff.');
    expect(fake.calls('GET', MEMBERS)).toHaveLength(0);
  });

  it('lists staff with their shown name, role and city in a scrollable region', async () => {
    setup();
    await findHeading('Staff roles');
    expect(screen.getByRole('heading', { name: 'Staff (1)' })).toBeTruthy();
    const row = within(screen.getByRole('region', { name: 'Staff list' })).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '+91 9123456780',
      'Kiran P.',
      'Inspector',
      'Pune',
      'Take away Inspector from 9123456780',
    ]);
  });

  it('offers every role and the sell cities, with no city as the default', async () => {
    setup();
    await findHeading('Staff roles');
    const roles = within(screen.getByLabelText('Role')).getAllByRole('option');
    expect(roles.map((option) => option.textContent)).toEqual([
      'Inspector',
      'Dealer',
      'Pickup runner',
      'Lead agent',
      'Admin',
    ]);
    const city = screen.getByLabelText(
      'City (inspectors, dealers and runners)',
    ) as HTMLSelectElement;
    expect(city.value).toBe('');
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No city', 'Pune', 'Mumbai']);
  });

  it('grants a role with the city id as a number and the trimmed shown name', async () => {
    const fake = setup({ [`POST ${MEMBERS}`]: { status: 201, body: { data: inspector } } });
    await findHeading('Staff roles');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9123456780');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Dealer');
    await userEvent.selectOptions(
      screen.getByLabelText('City (inspectors, dealers and runners)'),
      'Mumbai',
    );
    await userEvent.type(screen.getByLabelText('Name shown to sellers (optional)'), '  Kiran  ');
    await userEvent.click(screen.getByRole('button', { name: 'Grant role' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Role granted. They can log in with their mobile number now.',
    );
    expect(fake.calls('POST', MEMBERS)[0]!.body).toEqual({
      phone: '9123456780',
      role: 'dealer',
      cityId: 2,
      displayName: 'Kiran',
    });
  });

  it('leaves out the city and name when none are given', async () => {
    const fake = setup({ [`POST ${MEMBERS}`]: { status: 201, body: { data: inspector } } });
    await findHeading('Staff roles');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9123456780');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Grant role' }));
    await waitFor(() =>
      expect(fake.calls('POST', MEMBERS)[0]?.body).toEqual({ phone: '9123456780', role: 'admin' }),
    );
  });

  it("marks the fields the API refused with the API's messages", async () => {
    setup({
      [`POST ${MEMBERS}`]: apiError(400, 'VALIDATION', 'Check the form', {
        phone: 'Enter a valid mobile number',
        cityId: 'Pick the city this person works in.',
      }),
    });
    await findHeading('Staff roles');
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Grant role' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Check the form');
    const phone = screen.getByRole('textbox', { name: /Mobile number/ });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Enter a valid mobile number',
    );
    const city = screen.getByRole('combobox', { name: 'City (inspectors, dealers and runners)' });
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(city.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Pick the city this person works in.',
    );
  });

  it('takes a role away from the person in that row', async () => {
    const fake = setup({ [`DELETE ${MEMBERS}/u7/inspector`]: { status: 204 } });
    await findHeading('Staff roles');
    await userEvent.click(
      screen.getByRole('button', { name: 'Take away Inspector from 9123456780' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Role taken away.');
    expect(fake.calls('DELETE', `${MEMBERS}/u7/inspector`)).toHaveLength(1);
  });

  it('ignores an unknown notice in the URL', async () => {
    setup({}, '/staff/admin?done=hacked');
    await findHeading('Staff roles');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
