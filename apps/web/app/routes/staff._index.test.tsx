// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  STAFF_ME,
  anonymous,
  fakeApi,
  staffMe,
  staffRole,
  type FakeAnswer,
} from '../testing/fake-api';
import { findHeading, renderRoute } from '../testing/render-route';
import * as route from './staff._index';

afterEach(cleanup);

async function setup(me: FakeAnswer) {
  const fake = fakeApi({ [STAFF_ME]: me });
  renderRoute(route, { path: '/staff', url: '/staff', context: fake.context });
  await findHeading('Staff console');
}
const links = (name: string) =>
  within(screen.getByRole('heading', { name }).closest('li')!)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('staff home', () => {
  it('asks an anonymous visitor to log in', async () => {
    await setup(anonymous);
    expect(screen.getByRole('button', { name: 'LOG IN/SIGN UP' })).toBeTruthy();
  });

  it('turns away a logged-in person without any role', async () => {
    await setup(staffMe());
    expect(screen.getByRole('alert').textContent).toContain('This page is for CarSetu staff.');
  });

  it('lists one console per role, naming the city of city-bound roles', async () => {
    await setup(staffMe(staffRole('inspector', 'Pune'), staffRole('runner', 'Mumbai')));
    expect(links('Inspector · Pune')).toEqual([['Open the inspector console', '/staff/inspector']]);
    expect(links('Pickup runner · Mumbai')).toEqual([
      ['Open the pickup runner console', '/staff/runner'],
    ]);
    expect(screen.getByText('Your inspections today and the checklist')).toBeTruthy();
  });

  it('gives admins operations, experiments, the lead queue and moderation too', async () => {
    await setup(staffMe(staffRole('admin', null)));
    expect(links('Admin')).toEqual([
      ['Open the admin console', '/staff/admin'],
      ['Open operations: bought cars and RC transfers', '/staff/operations'],
      ['Experiments: traffic splits', '/staff/experiments'],
      ['Work the call-back lead queue', '/staff/leads'],
      ['Moderate customer reviews', '/staff/reviews'],
    ]);
  });

  it('gives lead agents the queue, operations and moderation, but not experiments', async () => {
    await setup(staffMe(staffRole('lead_agent', null)));
    expect(links('Lead agent')).toEqual([
      ['Open the lead agent console', '/staff/leads'],
      ['Open operations: bought cars and RC transfers', '/staff/operations'],
      ['Moderate customer reviews', '/staff/reviews'],
    ]);
  });

  it('points dealers at their live auctions', async () => {
    await setup(staffMe(staffRole('dealer', 'Pune')));
    expect(links('Dealer · Pune')).toEqual([['Open the dealer console', '/staff/dealer']]);
  });
});
