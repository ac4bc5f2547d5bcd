import { partyVideoSlots } from '@carsetu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type LoggedInUser } from '../../../test/login';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSaleWorld, inspectAndSubmit, type SaleWorld } from '../sale.test-helpers';
import { CONSUMER } from '../sell.test-helpers';

describe('seller KYC: PAN check, credit-report consent and phone, video-KYC slot', () => {
  let t: TestApp;
  let world: SaleWorld;
  let base: string;
  let stranger: LoggedInUser;
  const clock = new Date('2026-11-25T05:00:00.000Z'); // 10:30 in India
  const call = (method: 'GET' | 'POST', path: string, user?: LoggedInUser, payload?: object) =>
    t.app.inject({ method, url: `${base}/${path}`, headers: user?.headers ?? {}, payload });

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    world = await createSaleWorld(t.app);
    base = `${CONSUMER}/api/v1/appointment/token/${world.token}`;
    stranger = await loginAs(t.app);
  });
  afterAll(() => t.close());

  it('offers half-hour slots in India working hours, an hour ahead at the earliest', () => {
    const slots = partyVideoSlots(clock);
    expect(slots[0]).toBe('2026-11-25T06:00:00.000Z'); // 11:30 IST
    expect(slots).toContain('2026-11-25T13:00:00.000Z'); // 18:30 IST, the last of the day
    expect(slots).not.toContain('2026-11-25T13:30:00.000Z'); // 19:00 IST
    expect(slots.at(-1)).toBe('2026-11-28T13:00:00.000Z');
  });

  it('owner only, after acceptance', async () => {
    expect((await call('GET', 'kyc')).statusCode).toBe(401);
    expect((await call('GET', 'kyc', world.seller)).statusCode).toBe(409);
    await inspectAndSubmit(t.app, world);
    await call('POST', 'accept', world.seller, { source: 'offer' });
    expect((await call('GET', 'kyc', stranger)).statusCode).toBe(404);
    const empty = await call('GET', 'kyc', world.seller);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.kyc).toMatchObject({ status: 'not_started', panMasked: null });
    const pan = { pan: 'ABCPK1234F', aadhaarLast4: '4321', name: 'Ravi Kumar' };
    expect((await call('POST', 'kyc', stranger, pan)).statusCode).toBe(404);
    expect(
      (await call('POST', 'credit-report-consent', undefined, { consent: true })).statusCode,
    ).toBe(401);
  });

  it('checks the PAN: verified, name mismatch, unknown, badly formed', async () => {
    const ok = await call('POST', 'kyc', world.seller, {
      pan: 'abcpk1234f',
      aadhaarLast4: '4321',
      name: 'Mr Ravi Kumar',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.kyc).toMatchObject({
      status: 'verified',
      panMasked: 'ABXXXXX34F',
      aadhaarLast4: '4321',
      checkedAt: clock.toISOString(),
    });
    expect(ok.body).not.toContain('ABCPK1234F');
    const mismatch = await call('POST', 'kyc', world.seller, {
      pan: 'ABCPK1111F',
      aadhaarLast4: '4321',
      name: 'Ravi Kumar',
    });
    expect(mismatch.json().data.kyc.status).toBe('name_mismatch');
    const unknown = await call('POST', 'kyc', world.seller, {
      pan: 'ABCPK0000F',
      aadhaarLast4: '4321',
      name: 'Ravi Kumar',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      'We could not verify this PAN. Check the number and try again.',
    );
    const malformed = await call('POST', 'kyc', world.seller, {
      pan: 'ABC123',
      aadhaarLast4: '12',
      name: 'R',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toMatchObject({
      pan: 'Enter your 10-character PAN, for example ABCDE1234F',
      aadhaarLast4: 'Enter the last 4 digits of your Aadhaar',
    });
  });

  it('records credit-report consent and phone', async () => {
    expect(
      (await call('POST', 'credit-report-consent', world.seller, { consent: false })).statusCode,
    ).toBe(400);
    const consent = await call('POST', 'credit-report-consent', world.seller, { consent: true });
    expect(consent.json().data.creditReport.consentAt).toBe(clock.toISOString());
    const badPhone = await call('POST', 'credit-report-phone', world.seller, {
      phone: '5123456789',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.message).toBe('Invalid mobile number');
    const phone = await call('POST', 'credit-report-phone', world.seller, { phone: '9876543210' });
    expect(phone.json().data.creditReport).toEqual({
      consentAt: clock.toISOString(),
      phone: '9876543210',
    });
    expect(
      (await call('POST', 'credit-report-phone', stranger, { phone: '9876543210' })).statusCode,
    ).toBe(404);
  });

  it('books a video-KYC slot from the offered ones', async () => {
    const view = (await call('GET', 'kyc', world.seller)).json().data;
    const slot = view.partyVideo.slots[2];
    const booked = await call('POST', 'party-video', world.seller, { slotStart: slot });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.partyVideo).toMatchObject({
      slotStart: slot,
      bookedAt: clock.toISOString(),
    });
    const offHours = await call('POST', 'party-video', world.seller, {
      slotStart: '2026-11-25T16:00:00.000Z',
    });
    expect(offHours.statusCode).toBe(400);
    expect(offHours.json().error.message).toBe('Please pick one of the offered video-call slots.');
    expect((await call('POST', 'party-video', stranger, { slotStart: slot })).statusCode).toBe(404);
  });
});
