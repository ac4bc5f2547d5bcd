import { eq, schema, sql } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, uniquePhone } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { latestCode, wrongCode } from '../identity/identity.test-helpers';
import { INSPECTION_SLOT_CAPACITY } from './inspection-slots';
import {
  bookingBody,
  CONSUMER,
  createSellWorld,
  offeredSlot,
  sellerToken,
} from './sell.test-helpers';

describe('sell: inspection appointments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const now = () => t.app.config.now();
  const book = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${CONSUMER}/api/v1/appointment`, payload, headers });
  const appointmentsOf = async (userId: string) =>
    t.app.db
      .select()
      .from(schema.sellAppointments)
      .where(eq(schema.sellAppointments.userId, userId));

  it('books with a verified seller OTP, signs the seller in and lists it in My Appointments', async () => {
    const world = await createSellWorld(t.app);
    const phone = uniquePhone();
    const token = await sellerToken(t.app, phone);
    const response = await book(bookingBody(world, now(), { seller_token: token }));
    expect(response.statusCode, response.body).toBe(201);
    const appointment = response.json().data;
    expect(appointment).toMatchObject({
      status: 'scheduled',
      isOwner: true,
      phone,
      registrationNumber: 'MH12AB1234',
      place: { mode: 'home', pincode: '411045' },
    });
    expect(appointment.appointmentId).toMatch(/^[0-9]{8}$/);
    expect(appointment.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(appointment.lowPaise).toBeLessThan(appointment.highPaise);
    expect(appointment.documents).toContain('Registration certificate (RC)');

    const session = response.cookies.find((cookie) => cookie.name === 'carsetu_session');
    expect(session?.httpOnly).toBe(true);
    const mine = await t.app.inject({
      method: 'GET',
      url: `${CONSUMER}/api/v1/my-appointments`,
      headers: { cookie: `carsetu_session=${session!.value}` },
    });
    expect(mine.json().data.map((row: { token: string }) => row.token)).toEqual([
      appointment.token,
    ]);

    // The seller token is single-use.
    const again = await book(bookingBody(world, now(), { seller_token: token }));
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('OTP_NOT_VERIFIED');
  });

  it('refuses to book without an OTP or a session, or with a forged seller token', async () => {
    const world = await createSellWorld(t.app);
    const before = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.sellAppointments);
    const anonymous = await book(bookingBody(world, now()));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('OTP_REQUIRED');
    const forged = await book(bookingBody(world, now(), { seller_token: 'not-a-real-token' }));
    expect(forged.statusCode).toBe(403);
    const after = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.sellAppointments);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('uses the session phone when logged in', async () => {
    const world = await createSellWorld(t.app);
    const user = await loginAs(t.app);
    const response = await book(bookingBody(world, now()), user.headers);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.phone).toBe(user.phone);
    expect(response.cookies.some((cookie) => cookie.name === 'carsetu_session')).toBe(false);
    expect(await appointmentsOf(user.userId)).toHaveLength(1);
  });

  it.each([
    [
      'a PIN code outside the city',
      { place: { mode: 'home', address: '1 MG Road', pincode: '560001' } },
      'pincode',
    ],
    [
      'a malformed PIN code',
      { place: { mode: 'home', address: '1 MG Road', pincode: '41100' } },
      'place.pincode',
    ],
    ['a branch of another city', { place: { mode: 'branch', branchId: 1 } }, 'branchId'],
    ['a slot that is not offered', { slotStart: '2020-01-01T04:30:00.000Z' }, 'slotStart'],
    ['a year before the model existed', { year: 2001 }, 'year'],
  ])('refuses %s with a field error and books nothing', async (_name, change, field) => {
    const world = await createSellWorld(t.app);
    const user = await loginAs(t.app);
    const { year, ...rest } = change as Record<string, unknown>;
    const body = bookingBody(world, now(), rest);
    if (year) body.valuation = { ...body.valuation, year: year as number };
    const response = await book(body, user.headers);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    expect(await appointmentsOf(user.userId)).toHaveLength(0);
  });

  it('shows the appointment to a token holder with the phone masked; only the owner may change it', async () => {
    const world = await createSellWorld(t.app);
    const owner = await loginAs(t.app);
    const created = (await book(bookingBody(world, now()), owner.headers)).json().data;
    const url = `${CONSUMER}/api/v5/appointment/token/${created.token}`;

    const asStranger = await t.app.inject({ method: 'GET', url });
    expect(asStranger.statusCode).toBe(200);
    expect(asStranger.json().data.isOwner).toBe(false);
    expect(asStranger.json().data.phone).toBe(
      `${owner.phone.slice(0, 2)}XXXXXX${owner.phone.slice(-2)}`,
    );
    const asOwner = await t.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(asOwner.json().data).toMatchObject({ isOwner: true, phone: owner.phone });
    // The lead service's path shape answers the same view.
    const lead = await t.app.inject({
      method: 'GET',
      url: `${CONSUMER}/api/v5/lead/appointment/token/${created.token}`,
    });
    expect(lead.json().data).toEqual(asStranger.json().data);

    const other = await loginAs(t.app);
    const cancelUrl = `${CONSUMER}/api/v1/appointment/token/${created.token}/cancel`;
    expect((await t.app.inject({ method: 'POST', url: cancelUrl })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: cancelUrl, headers: other.headers })).statusCode,
    ).toBe(403);
    const mineOfOther = await t.app.inject({
      method: 'GET',
      url: `${CONSUMER}/api/v1/my-appointments`,
      headers: other.headers,
    });
    expect(mineOfOther.json().data).toEqual([]);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: cancelUrl,
      headers: owner.headers,
    });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(
      (await t.app.inject({ method: 'POST', url: cancelUrl, headers: owner.headers })).statusCode,
    ).toBe(409);
  });

  it('answers 400 for a malformed token and 404 for an unknown one', async () => {
    const malformed = await t.app.inject({
      method: 'GET',
      url: `${CONSUMER}/api/v5/appointment/token/abc`,
    });
    expect(malformed.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${CONSUMER}/api/v5/appointment/token/${'A'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it(`fills a slot with ${INSPECTION_SLOT_CAPACITY} concurrent bookings and refuses the rest`, async () => {
    const world = await createSellWorld(t.app);
    const sellers = await Promise.all(
      Array.from({ length: INSPECTION_SLOT_CAPACITY + 2 }, () => loginAs(t.app)),
    );
    const slot = offeredSlot(now(), 3);
    const responses = await Promise.all(
      sellers.map((seller) => book(bookingBody(world, now(), { slotStart: slot }), seller.headers)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(INSPECTION_SLOT_CAPACITY).fill(201), 409, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json().error.code).toBe('SLOT_FULL');

    const slots = await t.app.inject({
      method: 'GET',
      url: `${CONSUMER}/api/v1/appointment/inspection-slots?cityId=${world.cityId}`,
    });
    const offered = slots.json().data.days.flatMap((day: { slots: unknown[] }) => day.slots);
    expect(offered.find((s: { start: string }) => s.start === slot).available).toBe(false);

    // Cancelling frees a seat for the next seller.
    const winner = responses.findIndex((r) => r.statusCode === 201);
    await t.app.inject({
      method: 'POST',
      url: `${CONSUMER}/api/v1/appointment/token/${responses[winner]!.json().data.token}/cancel`,
      headers: sellers[winner]!.headers,
    });
    const loser = responses.findIndex((r) => r.statusCode === 409);
    const retry = await book(
      bookingBody(world, now(), { slotStart: slot }),
      sellers[loser]!.headers,
    );
    expect(retry.statusCode).toBe(201);
  });

  it('reschedules to another offered slot (also via POST pickup/slots)', async () => {
    const world = await createSellWorld(t.app);
    const owner = await loginAs(t.app);
    const created = (await book(bookingBody(world, now()), owner.headers)).json().data;
    const base = `${CONSUMER}/api/v1/appointment/token/${created.token}`;
    const moved = await t.app.inject({
      method: 'POST',
      url: `${base}/reschedule`,
      headers: owner.headers,
      payload: { slotStart: offeredSlot(now(), 7) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.slotStart).toBe(offeredSlot(now(), 7));
    const same = await t.app.inject({
      method: 'POST',
      url: `${base}/pickup/slots`,
      headers: owner.headers,
      payload: { slotStart: offeredSlot(now(), 7) },
    });
    expect(same.statusCode).toBe(400);
    const slots = await t.app.inject({ method: 'GET', url: `${base}/pickup/slots` });
    expect(slots.json().data.days).toHaveLength(7);
    expect(slots.json().data.branches.map((b: { id: number }) => b.id)).toEqual([world.branchId]);
  });

  it('breaks the offer price down and compares the expected price', async () => {
    const world = await createSellWorld(t.app);
    const owner = await loginAs(t.app);
    const created = (await book(bookingBody(world, now()), owner.headers)).json().data;
    const url = `${CONSUMER}/api/v2/appointment/token/${created.token}/price/breakup`;
    const plain = (await t.app.inject({ method: 'GET', url })).json().data;
    expect(plain).toMatchObject({ expectedPrice: null, gapPaise: null, isEstimate: true });
    expect(plain.netPayablePaise).toBe(plain.indicativePricePaise);
    expect(plain.fees.every((fee: { amountPaise: number }) => fee.amountPaise === 0)).toBe(true);

    const expectedPrice = Math.round(plain.indicativePricePaise / 100) + 50_000;
    const asked = (
      await t.app.inject({ method: 'GET', url: `${url}?expectedPrice=${expectedPrice}` })
    ).json().data;
    expect(asked.expectedPrice).toBe(expectedPrice);
    expect(asked.gapPaise).toBe(expectedPrice * 100 - plain.indicativePricePaise);
    expect(asked.gapPercent).toBeGreaterThan(0);
    const bad = await t.app.inject({ method: 'GET', url: `${url}?expectedPrice=-5` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sell: valuation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns an estimate range for valid input and refuses bad input', async () => {
    const world = await createSellWorld(t.app);
    const query = `variantId=${world.variantId}&year=2019&km=42000&owners=2&cityId=${world.cityId}`;
    const ok = await t.app.inject({ method: 'GET', url: `${CONSUMER}/api/v1/valuation?${query}` });
    expect(ok.statusCode, ok.body).toBe(200);
    const valuation = ok.json().data;
    expect(valuation).toMatchObject({ isEstimate: true, owners: 2, km: 42_000 });
    expect(valuation.lowPaise).toBeLessThan(valuation.highPaise);
    expect(valuation.highPaise).toBeLessThan(valuation.exShowroomPaise);

    for (const bad of [
      query.replace('km=42000', 'km=900000'),
      query.replace('owners=2', 'owners=0'),
      query.replace(`variantId=${world.variantId}`, 'variantId=1'),
      query.replace('year=2019', `year=${new Date().getFullYear() + 2}`),
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${CONSUMER}/api/v1/valuation?${bad}`,
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('sends the seller OTP with GET and rejects a wrong code', async () => {
    const phone = uniquePhone();
    const sent = await t.app.inject({
      method: 'GET',
      url: `${CONSUMER}/api/v1/appointment/send-otp?phone_number=${phone}`,
    });
    expect(sent.statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${CONSUMER}/api/v1/appointment/verify-otp`,
      payload: { phone_number: phone, otp: wrongCode(await latestCode(t.app, phone)) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Incorrect OTP, please try again.');
    const invalid = await t.app.inject({
      method: 'GET',
      url: `${CONSUMER}/api/v1/appointment/send-otp?phone_number=12345`,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toContain('Invalid mobile number');
  });
});
