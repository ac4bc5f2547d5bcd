import { eq, schema } from '@carsetu/db';
import {
  GARAGE_ADDS_PER_IST_DAY,
  GARAGE_MESSAGES,
  INVALID_REGISTRATION_MESSAGE,
  MAX_GARAGE_VEHICLES,
  expiryStatus,
} from '@carsetu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../providers/sms/sandbox-outbox-sms';
import { SandboxChallanSource } from '../../providers/challans/sandbox-challan-source';
import { istDate } from '../../lib/slot-days';
import { loginAs, type LoggedInUser } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertPlaces } from '../catalog/catalog.test-fixtures';
import { fakeClock } from '../identity/identity.test-helpers';
import { runGarageChecks } from './index';

const API = '/api/consumer/api/v1/my-vehicles';
const START = '2026-11-25T06:00:00.000Z';
const DAY_SECONDS = 24 * 60 * 60;
const sandbox = new SandboxChallanSource();

/** Sandbox numbers in a series, for tests that need a vehicle of a certain shape. */
function* candidateNumbers(prefix: string) {
  for (let index = 1000; index < 9999; index++) yield `${prefix}${index}`;
}

async function findNumber(
  prefix: string,
  test: (reg: string) => Promise<boolean>,
): Promise<string> {
  for (const reg of candidateNumbers(prefix)) if (await test(reg)) return reg;
  throw new Error(`No sandbox number in ${prefix} fits`);
}

describe('My Vehicles (vehicle wallet)', () => {
  const clock = fakeClock(START);
  let t: TestApp;
  let owner: LoggedInUser;
  let stranger: LoggedInUser;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    await insertPlaces(t.app.db);
    owner = await loginAs(t.app);
    stranger = await loginAs(t.app);
  });
  afterAll(() => t.close());

  const list = (user?: LoggedInUser) => t.app.inject({ url: API, headers: user?.headers ?? {} });
  const add = (user: LoggedInUser | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: API, payload, headers: user?.headers ?? {} });
  const remove = (user: LoggedInUser | undefined, id: string) =>
    t.app.inject({ method: 'DELETE', url: `${API}/${id}`, headers: user?.headers ?? {} });
  const reminders = (user: LoggedInUser | undefined, id: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `${API}/${id}/reminders`,
      payload,
      headers: user?.headers ?? {},
    });
  const storedFor = async (user: LoggedInUser) =>
    t.app.db
      .select()
      .from(schema.garageVehicles)
      .where(eq(schema.garageVehicles.userId, user.userId));

  it('answers 401 to every call when logged out', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await list()).statusCode).toBe(401);
    expect((await add(undefined, { registrationNumber: 'MH12AB1234' })).statusCode).toBe(401);
    expect((await remove(undefined, id)).statusCode).toBe(401);
    expect((await reminders(undefined, id, { smsReminders: true })).statusCode).toBe(401);
  });

  it('starts empty, then adds a vehicle with registry details, validity, challans and service due', async () => {
    const user = await loginAs(t.app);
    const empty = await list(user);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      vehicles: [],
      maxVehicles: MAX_GARAGE_VEHICLES,
      defaultServiceIntervalMonths: 6,
    });

    const created = await add(user, {
      registrationNumber: 'mh-12-ab-1234',
      nickname: ' Family car ',
    });
    expect(created.statusCode).toBe(201);
    const vehicle = created.json();
    expect(vehicle).toMatchObject({
      registrationNumber: 'MH12AB1234',
      nickname: 'Family car',
      details: { make: 'Mahindra', model: 'XUV700', fuelType: 'Diesel', source: 'sandbox' },
      reminders: { sms: false },
      service: { intervalMonths: 6, lastServiceOn: null, nextDueOn: '2027-05-25', status: 'ok' },
      challans: { payPath: '/traffic-challan/?regNo=MH12AB1234' },
      lastCheckedAt: null,
    });
    const today = istDate(clock.now());
    expect(vehicle.insurance.validUpto).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(vehicle.insurance.status).toBe(expiryStatus(vehicle.insurance.validUpto, today));
    expect(vehicle.puc.validUpto).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(vehicle.challans.pendingCount).toBe(vehicle.challans.pending.length);
    for (const challan of vehicle.challans.pending) {
      expect(challan).toMatchObject({ isPayable: true, isNew: false });
    }

    const listed = (await list(user)).json();
    expect(listed.vehicles).toHaveLength(1);
    expect(listed.vehicles[0]).toEqual(vehicle);
  });

  it('refuses a bad registration number with a clear 400 and stores nothing', async () => {
    const user = await loginAs(t.app);
    for (const registrationNumber of ['MH12', 'HELLO WORLD', '', 'MH12AB12345']) {
      const response = await add(user, { registrationNumber });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain(INVALID_REGISTRATION_MESSAGE);
    }
    expect((await add(user, {})).statusCode).toBe(400);
    expect((await add(user, { registrationNumber: 'MH12AB1234', extra: 1 })).statusCode).toBe(400);
    expect(
      (await add(user, { registrationNumber: 'MH12AB1234', nickname: 'x'.repeat(41) })).statusCode,
    ).toBe(400);
    expect(
      (await add(user, { registrationNumber: 'MH12AB1234', nickname: '<script>' })).statusCode,
    ).toBe(400);
    expect(await storedFor(user)).toEqual([]);
  });

  it('answers 409 for a vehicle already saved, in any spelling', async () => {
    const user = await loginAs(t.app);
    expect((await add(user, { registrationNumber: 'KA01MJ8821' })).statusCode).toBe(201);
    const again = await add(user, { registrationNumber: 'ka 01 mj 8821' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(GARAGE_MESSAGES.duplicate);
    expect(await storedFor(user)).toHaveLength(1);
    // Another user can save the same vehicle (a shared family car).
    expect((await add(stranger, { registrationNumber: 'KA01MJ8821' })).statusCode).toBe(201);
  });

  it(`keeps at most ${MAX_GARAGE_VEHICLES} vehicles per user`, async () => {
    const user = await loginAs(t.app);
    for (let index = 0; index < MAX_GARAGE_VEHICLES; index++) {
      expect((await add(user, { registrationNumber: `DL3CAB${1100 + index}` })).statusCode).toBe(
        201,
      );
    }
    const over = await add(user, { registrationNumber: 'DL3CAB1199' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(GARAGE_MESSAGES.limit);
    expect(await storedFor(user)).toHaveLength(MAX_GARAGE_VEHICLES);
  });

  it(`allows ${GARAGE_ADDS_PER_IST_DAY} adds per user per day, then 429 until the next IST day`, async () => {
    const user = await loginAs(t.app);
    const [first] = [(await add(user, { registrationNumber: 'GJ01AB1000' })).json()];
    // Remove and add again: the limit counts adds, not vehicles held.
    for (let index = 1; index < GARAGE_ADDS_PER_IST_DAY; index++) {
      expect((await remove(user, first.id)).statusCode).toBe(204);
      const again = await add(user, { registrationNumber: 'GJ01AB1000' });
      expect(again.statusCode).toBe(201);
      first.id = again.json().id;
    }
    await remove(user, first.id);
    const limited = await add(user, { registrationNumber: 'GJ01AB1000' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(GARAGE_MESSAGES.dailyLimit);
    expect(await storedFor(user)).toEqual([]);
    clock.advanceSeconds(DAY_SECONDS);
    expect((await add(user, { registrationNumber: 'GJ01AB1000' })).statusCode).toBe(201);
  });

  it("answers 404 for another user's vehicle on remove and reminders, and changes nothing", async () => {
    const mine = (await add(owner, { registrationNumber: 'TN09BX4321' })).json();
    expect((await remove(stranger, mine.id)).statusCode).toBe(404);
    const foreign = await reminders(stranger, mine.id, { smsReminders: true });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(GARAGE_MESSAGES.notFound);
    expect((await list(stranger)).json().vehicles.map((v: { id: string }) => v.id)).not.toContain(
      mine.id,
    );
    expect((await remove(owner, 'not-a-uuid')).statusCode).toBe(400);
    const [row] = (await storedFor(owner)).filter((vehicle) => vehicle.id === mine.id);
    expect(row?.smsReminders).toBe(false);
  });

  it('turns SMS reminders on and sets the service interval and last service date', async () => {
    const user = await loginAs(t.app);
    const vehicle = (await add(user, { registrationNumber: 'KL07CD5678' })).json();
    const updated = await reminders(user, vehicle.id, {
      smsReminders: true,
      serviceIntervalMonths: 12,
      lastServiceOn: '2026-01-31',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      reminders: { sms: true },
      service: { intervalMonths: 12, lastServiceOn: '2026-01-31', nextDueOn: '2027-01-31' },
    });
    const bad = [
      { smsReminders: 'yes' },
      { smsReminders: true, serviceIntervalMonths: 0 },
      { smsReminders: true, serviceIntervalMonths: 25 },
      { smsReminders: true, serviceIntervalMonths: 1.5 },
      { smsReminders: true, lastServiceOn: '2026-02-30' },
      { smsReminders: true, lastServiceOn: '2999-01-01' },
      {},
    ];
    for (const payload of bad) {
      const response = await reminders(user, vehicle.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBeTruthy();
    }
    const off = await reminders(user, vehicle.id, { smsReminders: false });
    expect(off.json()).toMatchObject({
      reminders: { sms: false },
      service: { intervalMonths: 12 },
    });
  });

  it('removes a vehicle (then 404 on a second remove)', async () => {
    const user = await loginAs(t.app);
    const vehicle = (await add(user, { registrationNumber: 'UP16AB4455' })).json();
    expect((await remove(user, vehicle.id)).statusCode).toBe(204);
    expect((await list(user)).json().vehicles).toEqual([]);
    expect((await remove(user, vehicle.id)).statusCode).toBe(404);
  });
});

describe('garage-checks job', () => {
  const clock = fakeClock(START);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    await insertPlaces(t.app.db);
  });
  afterAll(() => t.close());

  const add = (user: LoggedInUser, registrationNumber: string) =>
    t.app.inject({
      method: 'POST',
      url: API,
      payload: { registrationNumber },
      headers: user.headers,
    });
  const optIn = (user: LoggedInUser, id: string, sms = true) =>
    t.app.inject({
      method: 'PUT',
      url: `${API}/${id}/reminders`,
      payload: { smsReminders: sms },
      headers: user.headers,
    });
  const texts = async (user: LoggedInUser, word: string) =>
    (await listOutbox(t.app.db, user.phone))
      .map((m) => m.text)
      .filter((text) => text.includes(word));

  /** A challan the registry reports after the vehicle was saved. */
  async function newChallanAt(registrationNumber: string, challanNumber: string) {
    await t.app.db.insert(schema.challans).values({
      challanNumber,
      registrationNumber,
      stateCode: registrationNumber.slice(0, 2),
      offenceKey: 'no-seat-belt',
      offence: 'Driving without a seat belt',
      section: '194B(1)',
      place: 'MG Road Junction, Pune',
      offenceAt: new Date(clock.now().getTime() - 2 * DAY_SECONDS * 1000),
      finePaise: 100_000,
      sourceStatus: 'pending',
    });
  }

  /** A sandbox number whose insurance and PUC are valid well past 30 days from `now`. */
  const quietNumber = (prefix: string) =>
    findNumber(prefix, async (reg) => {
      const today = istDate(clock.now());
      const validity = await sandbox.fetchValidity(reg, clock.now());
      return (
        expiryStatus(validity.insuranceUpto, today) === 'valid' &&
        ['valid', 'not-required'].includes(expiryStatus(validity.pucUpto, today))
      );
    });

  it('finds a new challan once, and sends one SMS only when the owner opted in', async () => {
    const optedIn = await loginAs(t.app);
    const optedOut = await loginAs(t.app);
    const reg = await quietNumber('MH12QA');
    const mine = (await add(optedIn, reg)).json();
    const theirs = (await add(optedOut, reg)).json();
    await optIn(optedIn, mine.id);

    // Nothing new since adding: no challan notice.
    clock.advanceSeconds(DAY_SECONDS);
    const first = await runGarageChecks(t.app);
    expect(first).toMatchObject({ checked: 2, newChallans: 0 });
    expect(await texts(optedIn, 'new traffic challan')).toEqual([]);

    await newChallanAt(reg, 'MH99NEWCHALLAN1');
    // Checked once a day: a second run the same day does not look again.
    expect(await runGarageChecks(t.app)).toMatchObject({ checked: 0 });
    clock.advanceSeconds(DAY_SECONDS);
    const second = await runGarageChecks(t.app);
    expect(second).toMatchObject({ checked: 2, newChallans: 2, smsSent: 1 });
    const sent = await texts(optedIn, 'new traffic challan');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(reg);
    expect(sent[0]).toContain(`/traffic-challan/?regNo=${reg}`);
    expect(await texts(optedOut, 'new traffic challan')).toEqual([]);

    // The owner sees it flagged as new.
    const listed = await t.app.inject({ url: API, headers: optedIn.headers });
    const flagged = listed
      .json()
      .vehicles[0].challans.pending.find(
        (c: { challanNumber: string }) => c.challanNumber === 'MH99NEWCHALLAN1',
      );
    expect(flagged).toMatchObject({ isNew: true, isPayable: true });

    // Found once: later checks neither record it again nor send again.
    clock.advanceSeconds(DAY_SECONDS);
    expect(await runGarageChecks(t.app)).toMatchObject({ checked: 2, newChallans: 0 });
    expect(await texts(optedIn, 'new traffic challan')).toHaveLength(1);
    expect(theirs.id).toBeTruthy();
  });

  it('sends an insurance or PUC expiry notice once, only to an opted-in owner', async () => {
    const user = await loginAs(t.app);
    const today = () => istDate(clock.now());
    const reg = await findNumber('KA05EX', async (candidate) => {
      const validity = await sandbox.fetchValidity(candidate, clock.now());
      return expiryStatus(validity.insuranceUpto, today()) === 'expiring';
    });
    const vehicle = (await add(user, reg)).json();
    expect(vehicle.insurance.status).toBe('expiring');

    clock.advanceSeconds(DAY_SECONDS);
    await runGarageChecks(t.app);
    expect(await texts(user, 'Insurance')).toEqual([]); // not opted in yet

    await optIn(user, vehicle.id);
    clock.advanceSeconds(DAY_SECONDS);
    await runGarageChecks(t.app);
    const sent = await texts(user, 'Insurance');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(reg);
    expect(sent[0]).toMatch(/expires on \d{1,2} [A-Z][a-z]{2} \d{4}/);

    clock.advanceSeconds(DAY_SECONDS);
    await runGarageChecks(t.app);
    expect(await texts(user, 'Insurance')).toHaveLength(1);
  });

  it('sends a service-due notice once when the service falls due', async () => {
    const user = await loginAs(t.app);
    const reg = await quietNumber('RJ14SV');
    const vehicle = (await add(user, reg)).json();
    // Serviced 6 months and 2 days ago with a 6-month interval: overdue by 2 days.
    const lastServiceOn = istDate(new Date(clock.now().getTime() - 186 * DAY_SECONDS * 1000));
    const updated = await t.app.inject({
      method: 'PUT',
      url: `${API}/${vehicle.id}/reminders`,
      payload: { smsReminders: true, serviceIntervalMonths: 6, lastServiceOn },
      headers: user.headers,
    });
    expect(updated.json().service.status).toBe('overdue');
    clock.advanceSeconds(DAY_SECONDS);
    await runGarageChecks(t.app);
    clock.advanceSeconds(DAY_SECONDS);
    await runGarageChecks(t.app);
    const sent = await texts(user, 'service for');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('was due on');
  });

  it('sends nothing and keeps no notice when the SMS provider fails, then retries next day', async () => {
    const user = await loginAs(t.app);
    const reg = await quietNumber('AP09FL');
    const vehicle = (await add(user, reg)).json();
    await optIn(user, vehicle.id);
    await newChallanAt(reg, 'AP99FAILCHALLAN1');
    clock.advanceSeconds(DAY_SECONDS);
    const failing = {
      name: 'outbox' as const,
      sendOtp: async () => {},
      sendNotice: async () => {
        throw new Error('gateway down');
      },
    };
    expect(await runGarageChecks(t.app, clock.now(), failing)).toMatchObject({ smsSent: 0 });
    const notices = await t.app.db
      .select()
      .from(schema.garageNotices)
      .where(eq(schema.garageNotices.userId, user.userId));
    expect(notices).toEqual([]);
    expect(await texts(user, 'new traffic challan')).toEqual([]);

    clock.advanceSeconds(DAY_SECONDS);
    expect(await runGarageChecks(t.app)).toMatchObject({ newChallans: 0, smsSent: 1 });
    expect(await texts(user, 'new traffic challan')).toHaveLength(1);
  });
});
