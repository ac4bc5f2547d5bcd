// @vitest-environment jsdom
import type { RunnerPickup } from '@carsetu/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_ME, fakeApi, staffMe, staffRole } from '../testing/fake-api';
import { findHeading, renderRoute } from '../testing/render-route';
import * as route from './staff.runner._index';

afterEach(cleanup);

const PICKUPS = '/api/consumer/api/v1/runner/pickups';
const pickup = (status: RunnerPickup['status'], appointmentId = '42'): RunnerPickup => ({
  pickupId: `p-${appointmentId}`,
  appointmentId,
  status,
  slotStart: '2026-11-26T05:30:00.000Z',
  car: '2019 Maruti Swift VXI',
  registrationNumber: 'MH12AB1234',
  address: '12 MG Road',
  pincode: '411001',
  sellerName: null,
});

function setup(items: RunnerPickup[], url = '/staff/runner') {
  const fake = fakeApi({
    [STAFF_ME]: staffMe(staffRole('runner', 'Mumbai')),
    [`GET ${PICKUPS}`]: { body: { data: items } },
  });
  renderRoute(route, { path: '/staff/runner', url, context: fake.context });
  return fake;
}

describe('runner day list', () => {
  it('loads the asked day and says when there are no pickups', async () => {
    const fake = setup([], '/staff/runner?date=2026-12-01');
    await findHeading('My pickups');
    expect(screen.getByText('Mumbai · Tuesday, 1 December')).toBeTruthy();
    expect(fake.calls('GET', PICKUPS)[0]!.query.get('date')).toBe('2026-12-01');
    expect(screen.getByText('No pickups on this day.')).toBeTruthy();
  });

  it('says what each pickup needs next and opens its docket', async () => {
    setup([pickup('scheduled'), pickup('qc_passed', '43'), pickup('cancelled', '44')]);
    await findHeading('My pickups');
    const [scheduled, passed, cancelled] = screen.getAllByRole('listitem');
    expect(scheduled!.textContent).toContain('Seller · 12 MG Road, 411001');
    expect(within(scheduled!).getByText('To pick up')).toBeTruthy();
    expect(
      within(scheduled!)
        .getByRole('link', { name: 'Open docket of appointment 42' })
        .getAttribute('href'),
    ).toBe('/staff/runner/42');
    expect(within(passed!).getByText('QC passed: buy the car')).toBeTruthy();
    expect(within(cancelled!).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled!).queryByRole('link')).toBeNull();
  });
});
