import { eq, schema } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, uniquePhone, type LoggedInUser } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakeClock } from '../identity/identity.test-helpers';
import { grantRole } from '../identity';
import { leadTokenThroughOtp } from './leads.test-helpers';

const LEAD_AUTH_KEY = 'lead-auth-key-for-the-queue-tests-0123';
const QUEUE = '/api/lead/api/v1/staff/leads';

describe('the lead queue: agents call back in the order of the next call window', () => {
  // 20:00 IST on 15 Jan 2025: outside operating hours (9:00 AM - 6:30 PM IST).
  const clock = fakeClock('2025-01-15T14:30:00.000Z');
  let t: TestApp;
  let agent: LoggedInUser;
  let customer: LoggedInUser;
  beforeAll(async () => {
    t = await createTestApp({ leadAuthKey: LEAD_AUTH_KEY, now: clock.now });
    agent = await loginAs(t.app, undefined, 'Lata Agent');
    customer = await loginAs(t.app);
    await grantRole(t.app.db, { phone: agent.phone, role: 'lead_agent' }, null);
  });
  afterAll(() => t.close());

  async function newLead(reason: string) {
    const phone = uniquePhone();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/lead/api/v1/request-callback',
      headers: { 'x-lead-auth-key': LEAD_AUTH_KEY },
      payload: {
        phone,
        reason,
        language: 'English',
        lead_token: await leadTokenThroughOtp(t.app, phone),
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.lead_id as string;
  }
  const queue = (user: LoggedInUser | null, query = '') =>
    t.app.inject({ url: `${QUEUE}${query}`, headers: user?.headers ?? {} });
  const outcome = (id: string, payload: object, user: LoggedInUser = agent) =>
    t.app.inject({
      method: 'POST',
      url: `${QUEUE}/${id}/outcome`,
      headers: user.headers,
      payload,
    });

  it('only lead agents and admins see the queue', async () => {
    expect((await queue(null)).statusCode).toBe(401);
    expect((await queue(customer)).statusCode).toBe(403);
    expect((await queue(agent)).statusCode).toBe(200);
  });

  it('queues a lead that arrives after hours for 9:00 AM IST the next day, not due yet', async () => {
    const id = await newLead('Loan for a Creta');
    const item = (await queue(agent)).json().data.find((lead: { id: string }) => lead.id === id);
    expect(item).toMatchObject({
      status: 'NEW',
      reason: 'Loan for a Creta',
      nextCallAt: '2025-01-16T03:30:00.000Z',
      due: false,
      attempts: 0,
    });
  });

  it('orders the queue by the next call window and records what the agent did', async () => {
    clock.advanceSeconds(14 * 3600); // 10:00 IST on 16 Jan: inside the window
    const later = await newLead('Sell my i20');
    const list = (await queue(agent)).json().data as {
      id: string;
      nextCallAt: string;
      due: boolean;
    }[];
    const times = list.map((lead) => lead.nextCallAt);
    expect(times).toEqual([...times].sort());
    expect(list.find((lead) => lead.id === later)).toMatchObject({ due: true });

    const called = await outcome(later, {
      status: 'CALLED',
      note: 'Wants an inspection on Saturday',
    });
    expect(called.json()).toEqual({ status: 'CALLED' });
    const open = (await queue(agent)).json().data as { id: string }[];
    expect(open.some((lead) => lead.id === later)).toBe(false);
    const calledList = (await queue(agent, '?status=CALLED')).json().data;
    expect(calledList[0]).toMatchObject({
      id: later,
      notes: [{ status: 'CALLED', note: 'Wants an inspection on Saturday', by: 'Lata Agent' }],
    });
  });

  it('brings an unanswered lead back 2 hours later and closes it after the third try', async () => {
    const id = await newLead('Challan query');
    const first = await outcome(id, { status: 'NOT_REACHABLE' });
    expect(first.json()).toEqual({ status: 'NOT_REACHABLE' });
    const [row] = await t.app.db
      .select()
      .from(schema.callbackLeads)
      .where(eq(schema.callbackLeads.id, id));
    expect(row!.nextCallAt.getTime() - clock.now().getTime()).toBe(2 * 3600 * 1000);
    expect((await outcome(id, { status: 'NOT_REACHABLE' })).json()).toEqual({
      status: 'NOT_REACHABLE',
    });
    expect((await outcome(id, { status: 'NOT_REACHABLE' })).json()).toEqual({ status: 'CLOSED' });
    const closed = await outcome(id, { status: 'CALLED' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe('This lead is already closed');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const id = await newLead('Anything');
    const badStatus = await outcome(id, { status: 'NEW' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error.message).toContain('Choose Called, Not reachable or Closed');
    const longNote = await outcome(id, { status: 'CALLED', note: 'x'.repeat(1_001) });
    expect(longNote.statusCode).toBe(400);
    expect((await outcome('not-a-uuid', { status: 'CALLED' })).statusCode).toBe(400);
    expect(
      (await outcome('00000000-0000-4000-8000-000000000000', { status: 'CALLED' })).statusCode,
    ).toBe(404);
    expect((await outcome(id, { status: 'CALLED' }, customer)).statusCode).toBe(403);
    expect((await queue(agent, '?status=LOST')).statusCode).toBe(400);
    const [row] = await t.app.db
      .select()
      .from(schema.callbackLeads)
      .where(eq(schema.callbackLeads.id, id));
    expect(row).toMatchObject({ status: 'NEW', attempts: 0 });
  });
});
