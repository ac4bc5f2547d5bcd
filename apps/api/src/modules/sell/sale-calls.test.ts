import { CANCEL_REASONS } from '@carsetu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, uniquePhone } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { latestCode } from '../identity/identity.test-helpers';
import { createSaleWorld, inspectAndSubmit, staff } from './sale.test-helpers';
import { CONSUMER, offeredSlot } from './sell.test-helpers';

const VEHICLE = '/api/vehicle';

describe('sell part 2: staff roles, questions, cancel reasons, select-dealer, concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, payload: payload as object | undefined, headers });

  it('lets an admin grant and revoke roles; nobody else can', async () => {
    const world = await createSaleWorld(t.app);
    const admin = await staff(t.app, 'admin', undefined, 'Asha Admin');
    const members = `${CONSUMER}/api/v1/staff/members`;
    const phone = uniquePhone();
    expect(
      (await inject('POST', members, { phone, role: 'runner', cityId: world.cityId })).statusCode,
    ).toBe(401);
    expect(
      (
        await inject(
          'POST',
          members,
          { phone, role: 'runner', cityId: world.cityId },
          world.dealerA.headers,
        )
      ).statusCode,
    ).toBe(403);
    const noCity = await inject('POST', members, { phone, role: 'runner' }, admin.headers);
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json().error.message).toBe('Pick the city this person works in.');
    expect(
      (
        await inject(
          'POST',
          members,
          { phone: '12345', role: 'runner', cityId: world.cityId },
          admin.headers,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await inject(
          'POST',
          members,
          { phone, role: 'wizard', cityId: world.cityId },
          admin.headers,
        )
      ).statusCode,
    ).toBe(400);
    const granted = await inject(
      'POST',
      members,
      { phone, role: 'runner', cityId: world.cityId },
      admin.headers,
    );
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json().data).toMatchObject({
      phone,
      role: 'runner',
      city: { id: world.cityId },
    });
    const runner = await loginAs(t.app, phone);
    const me = await inject('GET', `${CONSUMER}/api/v1/staff/me`, undefined, runner.headers);
    expect(me.json().data.roles.map((role: { role: string }) => role.role)).toEqual(['runner']);
    const list = await inject('GET', members, undefined, admin.headers);
    expect(list.json().data.some((member: { phone: string }) => member.phone === phone)).toBe(true);
    expect((await inject('GET', members, undefined, runner.headers)).statusCode).toBe(403);
    const revoked = await inject(
      'DELETE',
      `${members}/${granted.json().data.userId}/runner`,
      undefined,
      admin.headers,
    );
    expect(revoked.statusCode).toBe(204);
    expect(
      (await inject('GET', `${CONSUMER}/api/v1/staff/me`, undefined, runner.headers)).json().data
        .roles,
    ).toEqual([]);
    expect(
      (
        await inject(
          'DELETE',
          `${members}/${granted.json().data.userId}/runner`,
          undefined,
          admin.headers,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('serves the versioned question set and saves valid answers for the owner only', async () => {
    const world = await createSaleWorld(t.app);
    const latest = await inject('GET', `${VEHICLE}/sell-online-question`);
    expect(latest.statusCode).toBe(200);
    const set = latest.json().data;
    expect(set.version).toBe(1);
    expect(set.questions.length).toBeGreaterThanOrEqual(6);
    expect((await inject('GET', `${VEHICLE}/sell-online-question?version=1`)).json().data).toEqual(
      set,
    );
    expect((await inject('GET', `${VEHICLE}/sell-online-question?version=99`)).statusCode).toBe(
      404,
    );
    const answers = Object.fromEntries(
      set.questions.map((question: { key: string; options: { value: string }[] }) => [
        question.key,
        question.options[0]!.value,
      ]),
    );
    const save = (payload: unknown, headers: Record<string, string> = {}) =>
      inject('POST', `${VEHICLE}/appointment/question/save`, payload, headers);
    const bad = await save({
      token: world.token,
      version: 1,
      answers: { ...answers, accident: 'totalled' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.accident).toBe('Pick one of the options.');
    const missing = await save({ token: world.token, version: 1, answers: { keys: '1' } });
    expect(missing.json().error.fields.accident).toBe('Please answer this question.');
    const stranger = await loginAs(t.app);
    expect(
      (await save({ token: world.token, version: 1, answers }, stranger.headers)).statusCode,
    ).toBe(403);
    expect((await save({ token: 'x'.repeat(32), version: 1, answers })).statusCode).toBe(404);
    const saved = await save({ token: world.token, version: 1, answers }, world.seller.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.answers).toEqual(answers);
  });

  it('lists cancel reasons and records the reason on cancel and reschedule', async () => {
    const world = await createSaleWorld(t.app);
    const reasons = (await inject('GET', `${VEHICLE}/cancel-reasons`)).json();
    expect(reasons.data.map((reason: { code: string }) => reason.code)).toEqual(
      CANCEL_REASONS.map((reason) => reason.code),
    );
    const base = `${CONSUMER}/api/v1/appointment/token/${world.token}`;
    const moved = await inject(
      'POST',
      `${base}/reschedule`,
      { slotStart: offeredSlot(t.app.config.now(), 3), reasonCode: 'not_available' },
      world.seller.headers,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await inject('POST', `${base}/cancel`, { reasonCode: 'bored' }, world.seller.headers))
        .statusCode,
    ).toBe(400);
    const cancelled = await inject(
      'POST',
      `${base}/cancel`,
      { reasonCode: 'price_low', note: 'Got more elsewhere' },
      world.seller.headers,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const status = (await inject('GET', `${base}/login-data`)).json().data;
    expect(status.stage).toBe('cancelled');
    const history = status.timeline.map((entry: { kind: string; detail: string | null }) => [
      entry.kind,
      entry.detail,
    ]);
    expect(history).toContainEqual([
      'cancelled',
      'The estimated price is too low: Got more elsewhere',
    ]);
    expect(history.find(([kind]: [string]) => kind === 'rescheduled')[1]).toMatch(
      /\(I am not available at that time\)$/,
    );
  });

  it('sends a seller to a chosen dealer after an OTP, and the dealer sees the lead', async () => {
    const world = await createSaleWorld(t.app);
    const list = await inject('GET', `${VEHICLE}/select-dealer/list/${world.cityId}`);
    expect(
      list
        .json()
        .data.map((dealer: { name: string }) => dealer.name)
        .sort(),
    ).toEqual(['Apex Motors', 'Balaji Cars']);
    const phone = uniquePhone();
    const lead = await inject('POST', `${VEHICLE}/select-dealer/lead`, {
      dealerId: world.dealerA.userId,
      phone,
      name: 'Meera',
      appointmentToken: world.token,
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const id = lead.json().data.id;
    expect((await inject('GET', `${VEHICLE}/select-dealer/send-otp/${id}`)).statusCode).toBe(200);
    const code = await latestCode(t.app, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    expect(
      (await inject('GET', `${VEHICLE}/select-dealer/otp-verify/${id}/${wrong}`)).statusCode,
    ).toBe(400);
    expect(
      (
        await inject('GET', `${CONSUMER}/api/v1/dealer/leads`, undefined, world.dealerA.headers)
      ).json().data,
    ).toEqual([]);
    const verified = await inject('GET', `${VEHICLE}/select-dealer/otp-verify/${id}/${code}`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.status).toBe('verified');
    const leads = (
      await inject('GET', `${CONSUMER}/api/v1/dealer/leads`, undefined, world.dealerA.headers)
    ).json().data;
    expect(leads.map((row: { phone: string }) => row.phone)).toEqual([phone]);
    expect(
      (
        await inject('POST', `${VEHICLE}/select-dealer/lead`, {
          dealerId: world.inspector.userId,
          phone,
          name: 'Meera',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps every accepted bid under 200 concurrent bids: best = highest accepted, one winner', async () => {
    const world = await createSaleWorld(t.app);
    const auction = await inspectAndSubmit(t.app, world);
    const dealers = [
      world.dealerA,
      world.dealerB,
      await staff(t.app, 'dealer', world.cityId),
      await staff(t.app, 'dealer', world.cityId),
    ];
    const step = auction.minIncrementPaise / 100;
    const start = auction.minimumNextBidPaise / 100;
    // 200 bids at random-ish levels from four dealers, all at once.
    const amounts = Array.from({ length: 200 }, (_, index) => start + step * ((index * 37) % 120));
    const results = await Promise.all(
      amounts.map((amountRupees, index) =>
        inject(
          'POST',
          `${CONSUMER}/api/v1/dealer/auctions/${auction.id}/bids`,
          { amountRupees },
          dealers[index % dealers.length]!.headers,
        ),
      ),
    );
    const accepted = results
      .map((result, index) => ({ status: result.statusCode, amount: amounts[index]! }))
      .filter((result) => result.status === 201);
    expect(results.every((result) => result.statusCode === 201 || result.statusCode === 422)).toBe(
      true,
    );
    const view = (
      await inject(
        'GET',
        `${CONSUMER}/api/v1/dealer/auctions/${auction.id}`,
        undefined,
        world.dealerA.headers,
      )
    ).json().data.auction;
    expect(view.bidCount).toBe(accepted.length);
    expect(view.bestBidPaise).toBe(Math.max(...accepted.map((result) => result.amount)) * 100);
    const accept = await inject(
      'POST',
      `${CONSUMER}/api/v1/appointment/token/${world.token}/accept`,
      { source: 'auction' },
      world.seller.headers,
    );
    expect(accept.statusCode).toBe(200);
    const outcomes = await Promise.all(
      dealers.map(
        async (dealer) =>
          (
            await inject(
              'GET',
              `${CONSUMER}/api/v1/dealer/auctions/history`,
              undefined,
              dealer.headers,
            )
          )
            .json()
            .data.find((row: { id: string }) => row.id === auction.id)?.outcome,
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
  });

  it('streams the auction to the seller page as server-sent events', async () => {
    const world = await createSaleWorld(t.app);
    const auction = await inspectAndSubmit(t.app, world);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const response = await fetch(
        `${address}${CONSUMER}/api/v1/appointment/token/${world.token}/auction/events`,
        { signal: controller.signal },
      );
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const readUntil = async (needle: string) => {
        while (!text.includes(needle)) text += decoder.decode((await reader.read()).value);
      };
      await readUntil('"bidCount":0');
      await inject(
        'POST',
        `${CONSUMER}/api/v1/dealer/auctions/${auction.id}/bids`,
        { amountRupees: auction.minimumNextBidPaise / 100 },
        world.dealerA.headers,
      );
      await readUntil('"bidCount":1');
      expect(text).toContain(`"bestBidPaise":${auction.minimumNextBidPaise}`);
    } finally {
      controller.abort();
    }
  });
});
