import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@carsetu/db';
import { payoutProviderFor, type SandboxPayoutProvider } from '../../../providers/payouts';
import { loginAs } from '../../../test/login';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CONSUMER } from '../sell.test-helpers';
import {
  bookPickup,
  confirmSale,
  createClosingWorld,
  get,
  goodQc,
  handOver,
  post,
  settlePayouts,
  type ClosingWorld,
  uploadRequiredDocuments,
} from './closing.test-helpers';
import { toRcView } from './rc-transfer.service';
import { assessQc } from './runner.service';
import { settle } from './readiness';

describe('closing rules', () => {
  it('pays the lender first, then a token, and the balance less deductions', () => {
    expect(settle(500_000_00, 0, 0)).toEqual({
      toLenderPaise: 0,
      tokenPaise: 5_000_00,
      deductionsPaise: 0,
      balancePaise: 495_000_00,
      shortfallPaise: 0,
    });
    expect(settle(500_000_00, 200_000_00, 8_000_00)).toMatchObject({
      toLenderPaise: 200_000_00,
      tokenPaise: 5_000_00,
      balancePaise: 287_000_00,
    });
    expect(settle(300_000_00, 350_000_00, 0)).toMatchObject({
      balancePaise: 0,
      shortfallPaise: 50_000_00,
    });
  });

  it('deducts for extra km, missing keys and papers; blocks on a different car or no RC', () => {
    const qc = { ...goodQc, odometerKm: 42_750 };
    expect(assessQc(qc, 42_500)).toEqual({ passed: true, problems: [], deductions: [] });
    expect(
      assessQc({ ...qc, odometerKm: 43_050, keysHandedOver: 1, insurancePapers: false }, 42_500),
    ).toEqual({
      passed: true,
      problems: [],
      deductions: [
        { label: 'Driven 250 km more than allowed since the inspection', amountPaise: 3_000_00 },
        { label: '1 key(s) missing', amountPaise: 4_000_00 },
        { label: 'Insurance papers missing', amountPaise: 500_00 },
      ],
    });
    const blocked = assessQc(
      { ...qc, carMatchesReport: false, originalRc: false, odometerKm: 40_000 },
      42_500,
    );
    expect(blocked.passed).toBe(false);
    expect(blocked.problems).toHaveLength(3);
  });
});

describe('RC transfer reminders', () => {
  const row = {
    appointment_id: 'x',
    status: 'forms_signed' as const,
    rto_code: 'MH12',
    forms_signed_on: '2026-11-01',
    filed_on: null,
    transferred_on: null,
    liability_ends_at: '2026-11-01T06:30:00.000Z',
  };
  it('expects Form 29 within 14 days and the transfer within 30, and says when it is late', () => {
    const early = toRcView(row, new Date('2026-11-05T06:00:00Z'));
    expect(early.dueBy).toBe('2026-12-01');
    expect(early.reminders).toHaveLength(2);
    expect(early.reminders[1]).toBe('We expect the RTO MH12 to transfer the RC by 1 Dec 2026.');
    const filingLate = toRcView(row, new Date('2026-11-20T06:00:00Z'));
    expect(filingLate.reminders).toContain(
      'Form 29 should reach the RTO within 14 days of the sale. We are filing it now and will update you here.',
    );
    const late = toRcView(
      { ...row, status: 'filed_at_rto', filed_on: '2026-11-10' },
      new Date('2026-12-05T06:00:00Z'),
    );
    expect(late.reminders[1]).toBe(
      'The transfer is taking longer than 30 days. We are following it up with RTO MH12; you need to do nothing.',
    );
  });
});

describe('sell part 3: from an accepted price to a paid seller', () => {
  let t: TestApp;
  let world: ClosingWorld;
  // A clock the test can move on (the OTP resend cooldown, the sandbox bank settling).
  let offsetMs = 0;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
    world = await createClosingWorld(t.app);
  });
  afterAll(() => t.close());

  it('confirms the sale only at the accepted price, with consent, and starts it only when ready', async () => {
    const h = world.seller.headers;
    const v1 = `${world.base}/purchase-request`;
    const v3 = `${CONSUMER}/api/v3/appointment/token/${world.token}/purchase-request`;
    expect((await post(t.app, v1, {}, { acceptedPrice: world.acceptedRupees })).statusCode).toBe(
      401,
    );
    const stranger = await loginAs(t.app);
    expect(
      (await post(t.app, v1, stranger.headers, { acceptedPrice: world.acceptedRupees })).statusCode,
    ).toBe(403);
    const stale = await post(t.app, v1, h, { acceptedPrice: world.acceptedRupees + 1000 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toBe(
      'The accepted price has changed. Reload the page and check the price again.',
    );
    const noConsent = await post(t.app, v3, h, {
      acceptedPrice: world.acceptedRupees,
      pickupPreference: 'home',
      loanDeclared: true,
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.fields.consent).toBe(
      'Tick the box to agree to sell your car at this price.',
    );

    const created = await post(t.app, v3, h, {
      acceptedPrice: world.acceptedRupees,
      pickupPreference: 'home',
      loanDeclared: true,
      consent: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ status: 'requested', shapeVersion: 3 });
    expect((await post(t.app, v1, h, { acceptedPrice: world.acceptedRupees })).statusCode).toBe(
      409,
    );

    const initiate = `${world.base}/initiate-purchase-request-process`;
    const early = await post(t.app, initiate, h);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'Verify the bank account we should pay before you go ahead.',
    );
    await post(t.app, `${world.base}/bank-verify`, h, {
      accountHolderName: 'Test User',
      accountNumber: '50100123456789',
      ifsc: 'HDFC0001234',
    });
    expect((await post(t.app, initiate, h)).json().error.message).toBe(
      'Upload your RC, PAN, ID proof and a cancelled cheque before you go ahead.',
    );
    await uploadRequiredDocuments(t.app, world);
    expect((await post(t.app, initiate, h)).json().error.message).toBe(
      'Tell us whether there is a loan on the car before you go ahead.',
    );
    await post(t.app, `${world.base}/loan-details`, h, { hasLoan: false });
    const started = await post(t.app, initiate, h);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.status).toBe('initiated');
    expect((await post(t.app, initiate, h)).json().data.status).toBe('initiated'); // repeat: same

    const payments = await get(t.app, `${world.base}/payments`, h);
    expect(payments.json().data.payouts).toEqual([
      expect.objectContaining({
        kind: 'token',
        amountPaise: 5_000_00,
        accountLast4: '6789',
        status: 'processing',
      }),
    ]);
    expect(payments.body).not.toContain('50100123456789');
  });

  it('books a pickup in an offered window with a runner; reschedules with a reason, at most 3 times', async () => {
    const h = world.seller.headers;
    const slots = await get(t.app, `${world.pickupBase}/slots`, h);
    expect(slots.statusCode).toBe(200);
    expect(slots.json().data.days).toHaveLength(5);
    const oneDay = await post(t.app, `${world.pickupBase}/slots`, h, {
      date: slots.json().data.days[1].date,
    });
    expect(oneDay.json().data.days).toHaveLength(1);

    const odd = await post(t.app, world.pickupBase, h, {
      slotStart: new Date(Date.now() + 3_600_000).toISOString(),
      address: '14 Lane 5, Koregaon Park, Pune',
      pincode: '411001',
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toBe('Pick one of the pickup slots shown.');
    const badPin = await post(t.app, world.pickupBase, h, {
      slotStart: slots.json().data.days[0].slots[0].start,
      address: '14 Lane 5, Koregaon Park, Pune',
      pincode: '011001',
    });
    expect(badPin.json().error.fields.pincode).toBe('Enter a 6-digit pincode');

    const pickup = await bookPickup(t.app, world);
    expect(pickup).toMatchObject({ status: 'scheduled', runnerName: 'Sunil Runner' });
    expect(
      (
        await post(t.app, world.pickupBase, h, {
          slotStart: slots.json().data.days[0].slots[1].start,
          address: '14 Lane 5, Koregaon Park, Pune',
          pincode: '411001',
        })
      ).statusCode,
    ).toBe(409);
    const later = slots.json().data.days[2].slots;
    for (let i = 0; i < 3; i++) {
      const moved = await post(t.app, `${world.pickupBase}/reschedule`, h, {
        slotStart: later[i].start,
        reason: 'Out of town that day',
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const fourth = await post(t.app, `${world.pickupBase}/reschedule`, h, {
      slotStart: later[3].start,
      reason: 'Out of town that day',
    });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.message).toBe(
      'A pickup can be rescheduled at most 3 times. Please call us to change it.',
    );
    const docket = await get(t.app, `${world.pickupBase}/docket`, h);
    expect(docket.json().data.checklist).toContain('Original RC handed over');
  });

  it('lets only the assigned runner hand over with the seller’s code, QC and buy the car once', async () => {
    const pickup = (await get(t.app, world.pickupBase, world.seller.headers)).json().data;
    const r = world.runner.headers;
    const day = pickup.slotStart.slice(0, 10);
    const list = await get(t.app, `${CONSUMER}/api/v1/runner/pickups?date=${day}`, r);
    expect(list.json().data.map((row: { pickupId: string }) => row.pickupId)).toContain(pickup.id);
    expect((await get(t.app, `${world.runnerBase}/docket`, world.seller.headers)).statusCode).toBe(
      403,
    );
    expect(
      (await get(t.app, `${world.runnerBase}/docket`, world.otherRunner.headers)).statusCode,
    ).toBe(403);
    const docket = await get(t.app, `${world.runnerBase}/docket`, r);
    expect(docket.json().data).toMatchObject({
      appointmentId: world.appointmentId,
      inspection: { odometerKm: 42_500 },
      qc: null,
    });
    expect(
      (await post(t.app, `${world.runnerBase}/docket/verify`, r, goodQc)).json().error.message,
    ).toBe('Verify the seller’s handover code first.');

    const otpUrl = `${CONSUMER}/c2b-inventory/v1/pickup-request/otp`;
    expect(
      (await post(t.app, `${otpUrl}/send`, world.otherRunner.headers, { pickupId: pickup.id }))
        .statusCode,
    ).toBe(403);
    expect((await post(t.app, `${otpUrl}/send`, r, { pickupId: pickup.id })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await post(t.app, `${otpUrl}/verify`, r, { pickupId: pickup.id, otp: '0000' });
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await post(t.app, `${otpUrl}/verify`, r, { pickupId: pickup.id, otp: '0000' });
    expect(locked.json().error.message).toBe(
      'Too many incorrect attempts. Please request a new OTP.',
    );
    offsetMs += 61_000; // the runner waits out the resend cooldown
    const handed = await handOver(t.app, world, pickup.id);
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().data.pickup.status).toBe('handed_over');

    // The runner checks the uploaded documents against the originals.
    const docs = await get(t.app, `${world.runnerBase}/documents`, r);
    expect(docs.json().data).toHaveLength(4);
    expect(
      (await get(t.app, `${world.runnerBase}/documents`, world.otherRunner.headers)).statusCode,
    ).toBe(403);
    const checked = await post(t.app, `${world.runnerBase}/documents/verify`, r, {
      documentId: docs.json().data[0].id,
      status: 'verified',
    });
    expect(checked.json().data.status).toBe('verified');

    expect((await post(t.app, `${world.runnerBase}/docket/proceed`, r)).json().error.message).toBe(
      'Complete the QC checklist first.',
    );
    const failed = await post(t.app, `${world.runnerBase}/docket/verify`, r, {
      ...goodQc,
      carMatchesReport: false,
    });
    expect(failed.json().data.qc).toMatchObject({ passed: false });
    expect((await post(t.app, `${world.runnerBase}/docket/proceed`, r)).json().error.message).toBe(
      'The car failed QC. Cancel the pickup with a reason.',
    );
    const passed = await post(t.app, `${world.runnerBase}/docket/verify`, r, {
      ...goodQc,
      keysHandedOver: 1,
    });
    expect(passed.json().data.qc).toMatchObject({ passed: true });
    expect(passed.json().data.pickup.deductions).toEqual([
      { label: '1 key(s) missing', amountPaise: 4_000_00 },
    ]);

    // 20 proceeds at once (a double tap, a flaky network): one purchase, one balance payout.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, `${world.runnerBase}/docket/proceed`, r)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const rows = await t.app.db.execute(
      sql`select kind, amount_paise::bigint as amount from sell_payouts p join sell_appointments a on a.id = p.appointment_id
          where a.appointment_id = ${world.appointmentId} order by kind`,
    );
    const price = world.acceptedRupees * 100;
    expect(
      (rows as unknown as { rows: { kind: string; amount: string }[] }).rows.map((row) => [
        row.kind,
        Number(row.amount),
      ]),
    ).toEqual([
      ['balance', price - 5_000_00 - 4_000_00],
      ['token', 5_000_00],
    ]);
    const closing = await get(t.app, `${world.base}/closing`, world.seller.headers);
    expect(closing.json().data).toMatchObject({
      purchaseRequest: { status: 'completed' },
      pickup: { status: 'proceeded' },
      rcTransfer: { status: 'forms_signed' },
    });
  });

  it('pays each payout exactly once under retries, duplicate and shuffled webhooks; then the receipt', async () => {
    const h = world.seller.headers;
    const notYet = await get(t.app, `${world.base}/seller-receipt`, h);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toBe(
      'The receipt is ready once the balance is paid to your bank account.',
    );
    // 20 concurrent retries of the balance while it is in flight: still one payout at the bank.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t.app, `${world.base}/payments`, h, { kind: 'balance' }),
      ),
    );
    const sandbox = await t.app.db.execute(
      sql`select count(*)::int as n from sandbox_payouts s join sell_payouts p on s.idempotency_key like p.id || '.%'
          join sell_appointments a on a.id = p.appointment_id where a.appointment_id = ${world.appointmentId}`,
    );
    expect(Number((sandbox as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(2);

    const provider = payoutProviderFor(t.app) as SandboxPayoutProvider;
    const pending = (await t.app.db.execute(
      sql`select s.id from sandbox_payouts s where s.status = 'processing'`,
    )) as unknown as { rows: { id: string }[] };
    // The bank's webhooks arrive twice each (same event id) plus a replay under a new event id,
    // all at once in shuffled order: each payout is applied exactly once.
    const deliver = (hook: { rawBody: string; headers: Record<string, string> }) =>
      t.app.inject({
        method: 'POST',
        url: `${CONSUMER}/api/v1/payout/webhook`,
        headers: { 'content-type': 'application/json', ...hook.headers },
        payload: hook.rawBody,
      });
    const hooks = pending.rows.flatMap((row) => {
      const processed = provider.signWebhook(
        'payout.processed',
        row.id,
        'UTR123456',
        `evt_p_${row.id}`,
      );
      const replay = provider.signWebhook(
        'payout.processed',
        row.id,
        'UTR123456',
        `evt_p2_${row.id}`,
      );
      return [processed, processed, replay];
    });
    hooks.sort(() => Math.random() - 0.5);
    const statuses = await Promise.all(hooks.map(deliver));
    expect(statuses.every((answer) => answer.statusCode === 200)).toBe(true);
    const applied = statuses.filter((answer) => answer.json().status === 'applied');
    expect(applied).toHaveLength(2);
    // A late "failed" for a paid payout changes nothing: paid is final.
    for (const row of pending.rows) {
      const late = await deliver(
        provider.signWebhook('payout.failed', row.id, null, `evt_f_${row.id}`),
      );
      expect(late.json().status).toBe('ignored');
    }
    const ordered = hooks;
    const tampered = await t.app.inject({
      method: 'POST',
      url: `${CONSUMER}/api/v1/payout/webhook`,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
      payload: ordered[0]!.rawBody,
    });
    expect(tampered.statusCode).toBe(400);

    const payments = (await get(t.app, `${world.base}/payments`, h)).json().data;
    expect(payments.payouts.map((payout: { status: string }) => payout.status)).toEqual([
      'paid',
      'paid',
    ]);
    expect(payments).toMatchObject({
      receiptReady: true,
      paidPaise: world.acceptedRupees * 100 - 4_000_00,
    });
    const events = (await t.app.db.execute(
      sql`select count(*)::int as n from sell_appointment_events e join sell_appointments a on a.id = e.appointment_id
          where a.appointment_id = ${world.appointmentId} and e.kind = 'payout_paid'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(events.rows[0]!.n)).toBe(2);

    const receipt = await get(t.app, `${world.base}/seller-receipt`, h);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(receipt.rawPayload.toString('latin1')).toContain('DejaVuSans');
    const stranger = await loginAs(t.app);
    expect((await get(t.app, `${world.base}/seller-receipt`, stranger.headers)).statusCode).toBe(
      403,
    );

    const info = await get(
      t.app,
      `/api/lead/deal/payment-info/${world.appointmentId}`,
      world.agent.headers,
    );
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data.payments.payouts).toHaveLength(2);
    expect(
      (await get(t.app, `/api/lead/deal/payment-info/${world.appointmentId}`, h)).statusCode,
    ).toBe(403);
  });

  it('tracks the RC transfer in order and lists the bought car with its inspection', async () => {
    const h = world.seller.headers;
    const rc = (await get(t.app, `${world.base}/rc-transfer`, h)).json().data;
    expect(rc.steps[0]).toMatchObject({ label: 'Forms 29 and 30 signed at pickup', done: true });
    expect(rc.reminders[0]).toContain('challans and accident liability for this car are CarSetu’s');
    const staffUrl = `${CONSUMER}/api/v1/staff/rc-transfers/${world.appointmentId}`;
    // Today in India by the app's clock, which this file moves on (offsetMs): by the wall clock,
    // in the minute before midnight IST the app's "today" was already tomorrow.
    const today = new Date(Date.now() + offsetMs + 19_800_000).toISOString().slice(0, 10);
    expect((await post(t.app, staffUrl, h, { status: 'filed_at_rto', on: today })).statusCode).toBe(
      403,
    );
    const skip = await post(t.app, staffUrl, world.agent.headers, {
      status: 'transferred',
      on: today,
    });
    expect(skip.json().error.message).toBe(
      'RC transfer steps go in order: forms signed, filed at the RTO, transferred.',
    );
    const future = await post(t.app, staffUrl, world.agent.headers, {
      status: 'filed_at_rto',
      on: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect(
      (await post(t.app, staffUrl, world.agent.headers, { status: 'filed_at_rto', on: today }))
        .statusCode,
    ).toBe(200);
    const done = await post(t.app, staffUrl, world.agent.headers, {
      status: 'transferred',
      on: today,
    });
    expect(done.json().data).toMatchObject({ status: 'transferred', transferredOn: today });
    expect(
      (await get(t.app, `${world.base}/rc-transfer`, h))
        .json()
        .data.steps.every((step: { done: boolean }) => step.done),
    ).toBe(true);

    const listUrl = `${CONSUMER}/api/v1/staff/bought-cars/${world.appointmentId}/list`;
    expect((await post(t.app, listUrl, world.agent.headers)).statusCode).toBe(403);
    const bought = await get(t.app, `${CONSUMER}/api/v1/staff/bought-cars`, world.admin.headers);
    expect(bought.json().data[0]).toMatchObject({
      appointmentId: world.appointmentId,
      status: 'refurbishing',
    });
    const listed = await post(t.app, listUrl, world.admin.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    expect((await post(t.app, listUrl, world.admin.headers)).statusCode).toBe(409);
    const { listingId } = listed.json().data;
    const detail = await t.app.inject({
      method: 'GET',
      url: `${CONSUMER}/inventory/v1/listings/${listingId}`,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const car = detail.json().data;
    expect(car.images[0]).toMatchObject({ angle: 'inspection' });
    expect(car.images[0].url).toMatch(/^\/api\/consumer\/api\/v1\/inspection-photos\//);
    // The gallery gets the photo's AVIF and WebP widths (decision 0178); a drawing gets none.
    expect(
      car.images[0].variants.map((variant: { format: string; width: number }) => variant.format),
    ).toEqual(expect.arrayContaining(['avif', 'webp']));
    expect(car.images.at(-1)).toMatchObject({ angle: 'interior' });
    expect(car.images.at(-1).variants).toBeUndefined();
    expect(car.pricePaise).toBe(Math.ceil((world.acceptedRupees * 100 * 1.12) / 100_000) * 100_000);
    expect(car.inspection.groups.map((group: { group: string }) => group.group)).toContain(
      'Exterior',
    );
    const closing = await get(t.app, `${world.base}/closing`, h);
    expect(closing.json().data.listed).toEqual({ listingId, status: 'listed' });
  });
});

describe('failed payouts, offline deals and cancellations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('retries a refused payout as a new attempt once the account is fixed', async () => {
    const world = await createClosingWorld(t.app);
    await confirmSale(t.app, world, '50100123452222');
    await settlePayouts(t.app);
    const h = world.seller.headers;
    let payments = (await get(t.app, `${world.base}/payments`, h)).json().data;
    expect(payments.payouts[0]).toMatchObject({ kind: 'token', status: 'failed' });
    await post(t.app, `${world.base}/bank-verify`, h, {
      accountHolderName: 'Test User',
      accountNumber: '50100123456789',
      ifsc: 'HDFC0001234',
    });
    await post(t.app, `${world.base}/payments`, h, { kind: 'token' });
    await settlePayouts(t.app);
    payments = (await get(t.app, `${world.base}/payments`, h)).json().data;
    expect(payments.payouts[0]).toMatchObject({
      kind: 'token',
      status: 'paid',
      accountLast4: '2222',
    });
    expect((await post(t.app, `${world.base}/payments`, h, { kind: 'balance' })).statusCode).toBe(
      409,
    );
  });

  it('cancels a sale before pickup, and records a deal closed at a branch', async () => {
    const world = await createClosingWorld(t.app);
    await confirmSale(t.app, world);
    await bookPickup(t.app, world);
    const h = world.seller.headers;
    const cancelled = await post(t.app, `${world.base}/purchase-request/cancel`, h, {
      reason: 'Sold to a relative',
    });
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Sold to a relative',
    });
    expect((await get(t.app, world.pickupBase, h)).json().data).toBeNull();

    const offline = `${world.base}/offline-txn`;
    const deal = { branch: 'CarSetu Baner hub', reference: 'NEFT12345678', mode: 'NEFT' };
    expect((await post(t.app, offline, h, deal)).statusCode).toBe(403);
    const recorded = await post(t.app, offline, world.agent.headers, deal);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().data).toMatchObject({ status: 'completed', channel: 'offline' });
    await post(t.app, offline, world.agent.headers, deal); // twice: still one payment
    const payments = (await get(t.app, `${world.base}/payments`, h)).json().data;
    expect(payments.payouts.filter((p: { kind: string }) => p.kind === 'balance')).toEqual([
      expect.objectContaining({
        channel: 'branch',
        status: 'paid',
        amountPaise: world.acceptedRupees * 100,
      }),
    ]);
  });
});
