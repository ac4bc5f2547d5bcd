import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.server';
import { STAFF_ME, anonymous, apiError, fakeApi, staffMe, staffRole } from '../../testing/fake-api';
import { formError, staffAccess } from './staff.server';

describe('staffAccess', () => {
  it('is anonymous when the API says the visitor is not logged in', async () => {
    const { context } = fakeApi({ [STAFF_ME]: anonymous });
    expect(await staffAccess(context, 'inspector')).toEqual({ state: 'anonymous' });
  });

  it('is not-staff for a logged-in person without the asked role', async () => {
    const { context } = fakeApi({ [STAFF_ME]: staffMe(staffRole('dealer')) });
    expect(await staffAccess(context, 'inspector')).toEqual({ state: 'not-staff' });
  });

  it('is not-staff for a logged-in person with no role at all, even when any role would do', async () => {
    const { context } = fakeApi({ [STAFF_ME]: staffMe() });
    expect(await staffAccess(context, null)).toEqual({ state: 'not-staff' });
  });

  it('returns the grant of the asked role and all roles', async () => {
    const dealer = staffRole('dealer', 'Mumbai');
    const inspector = staffRole('inspector', 'Pune');
    const { context } = fakeApi({ [STAFF_ME]: staffMe(dealer, inspector) });
    expect(await staffAccess(context, 'inspector')).toEqual({
      state: 'ok',
      roles: [dealer, inspector],
      grant: inspector,
    });
  });

  it('takes the first role when the page is for any staff', async () => {
    const admin = staffRole('admin', null);
    const { context } = fakeApi({ [STAFF_ME]: staffMe(admin, staffRole('runner')) });
    expect(await staffAccess(context, null)).toMatchObject({ state: 'ok', grant: admin });
  });

  it('lets an outage through to the error page instead of showing a login', async () => {
    const { context } = fakeApi({ [STAFF_ME]: apiError(503, 'UNAVAILABLE', 'down') });
    await expect(staffAccess(context, null)).rejects.toMatchObject({ status: 503 });
  });
});

describe('formError', () => {
  it("turns the API's 4xx into the form's answer with its message, fields and status", async () => {
    const response = formError(
      new ApiRequestError(400, 'VALIDATION', 'Check the odometer', { odometerKm: 'Too high' }),
    ) as unknown as { data: unknown; init: { status: number } };
    expect(response.data).toEqual({
      error: 'Check the odometer',
      fields: { odometerKm: 'Too high' },
    });
    expect(response.init.status).toBe(400);
  });

  it('gives empty fields when the API named none', () => {
    const response = formError(
      new ApiRequestError(409, 'CONFLICT', 'Already bought'),
    ) as unknown as {
      data: unknown;
    };
    expect(response.data).toEqual({ error: 'Already bought', fields: {} });
  });

  it('rethrows server errors and anything that is not an API error', () => {
    const outage = new ApiRequestError(500, 'INTERNAL', 'boom');
    expect(() => formError(outage)).toThrow(outage);
    const bug = new TypeError('x is undefined');
    expect(() => formError(bug)).toThrow(bug);
  });
});
