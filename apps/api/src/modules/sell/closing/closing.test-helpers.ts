import { REQUIRED_SELLER_DOCUMENTS } from '@carsetu/contracts';
import type { App } from '../../../app';
import { latestCode } from '../../identity/identity.test-helpers';
import type { LoggedInUser } from '../../../test/login';
import { createSaleWorld, inspectAndSubmit, staff, type SaleWorld } from '../sale.test-helpers';
import { CONSUMER } from '../sell.test-helpers';
import { runPayoutJob } from './payout.job';

export interface ClosingWorld extends SaleWorld {
  runner: LoggedInUser;
  otherRunner: LoggedInUser;
  agent: LoggedInUser;
  admin: LoggedInUser;
  base: string;
  pickupBase: string;
  runnerBase: string;
  acceptedRupees: number;
}

/** A sale accepted at CarSetu's offer, with the city's runners, a lead agent and an admin. */
export async function createClosingWorld(app: App): Promise<ClosingWorld> {
  const world = await createSaleWorld(app);
  const runner = await staff(app, 'runner', world.cityId, 'Sunil Runner');
  const otherRunner = await staff(app, 'runner', world.cityId, 'Other Runner');
  const agent = await staff(app, 'lead_agent', world.cityId, 'Lead Agent');
  const admin = await staff(app, 'admin', undefined, 'Admin');
  await inspectAndSubmit(app, world);
  const base = `${CONSUMER}/api/v1/appointment/token/${world.token}`;
  const accepted = await app.inject({
    method: 'POST',
    url: `${base}/accept`,
    headers: world.seller.headers,
    payload: { source: 'offer' },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return {
    ...world,
    runner,
    otherRunner,
    agent,
    admin,
    base,
    pickupBase: `${CONSUMER}/api/v1/token/${world.token}/pickup`,
    runnerBase: `${CONSUMER}/api/v1/runner/appointment/${world.appointmentId}/pickup`,
    acceptedRupees: accepted.json().data.acceptedPricePaise / 100,
  };
}

export const post = (app: App, url: string, headers: object, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: headers as Record<string, string>, payload });
export const get = (app: App, url: string, headers: object) =>
  app.inject({ method: 'GET', url, headers: headers as Record<string, string> });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Uploads a PDF for every required document type with one dms token, as the page does. */
export async function uploadRequiredDocuments(app: App, world: ClosingWorld) {
  const auth = await post(app, `${CONSUMER}/seller/dms/auth`, world.seller.headers, {
    appointmentId: world.appointmentId,
    client: 'web',
    department: 'seller',
  });
  if (auth.statusCode >= 300) throw new Error(`dms auth failed: ${auth.body}`);
  const { token, jti, utid } = auth.json().data;
  const form = new FormData();
  for (const type of REQUIRED_SELLER_DOCUMENTS) {
    form.append('documentType', type);
    form.append('files', new Blob([new Uint8Array(PDF)]), `${type.toLowerCase()}.pdf`);
  }
  const body = new Response(form);
  const uploaded = await app.inject({
    method: 'POST',
    url: `${CONSUMER}/api/v2/seller/documents`,
    headers: {
      'content-type': body.headers.get('content-type')!,
      authorization: `Bearer ${token}`,
      jti,
      utid,
    },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
}

/** Documents, bank verified (account ending as given), no loan, purchase confirmed (v3). */
export async function confirmSale(app: App, world: ClosingWorld, accountNumber = '50100123456789') {
  const h = world.seller.headers;
  await uploadRequiredDocuments(app, world);
  const steps = [
    [
      `${world.base}/bank-verify`,
      { accountHolderName: 'Test User', accountNumber, ifsc: 'HDFC0001234' },
    ],
    [`${world.base}/loan-details`, { hasLoan: false }],
    [
      `${CONSUMER}/api/v3/appointment/token/${world.token}/purchase-request`,
      {
        acceptedPrice: world.acceptedRupees,
        pickupPreference: 'home',
        loanDeclared: true,
        consent: true,
      },
    ],
    [`${world.base}/initiate-purchase-request-process`, {}],
  ] as const;
  for (const [url, payload] of steps) {
    const answer = await post(app, url, h, payload);
    if (answer.statusCode >= 300) throw new Error(`${url} failed: ${answer.body}`);
  }
}

/** Books the first free pickup slot; returns the pickup. */
export async function bookPickup(app: App, world: ClosingWorld) {
  const slots = await get(app, `${world.pickupBase}/slots`, world.seller.headers);
  const slot = slots.json().data.days[0].slots[0].start as string;
  const booked = await post(app, world.pickupBase, world.seller.headers, {
    slotStart: slot,
    address: '14 Lane 5, Koregaon Park, Pune',
    pincode: '411001',
  });
  if (booked.statusCode !== 201) throw new Error(`pickup failed: ${booked.body}`);
  return booked.json().data as { id: string; status: string; runnerName: string | null };
}

/** The runner sends the handover code and types what the seller reads out. */
export async function handOver(app: App, world: ClosingWorld, pickupId: string) {
  const h = world.runner.headers;
  const sent = await post(app, `${CONSUMER}/c2b-inventory/v1/pickup-request/otp/send`, h, {
    pickupId,
  });
  if (sent.statusCode !== 200) throw new Error(`otp send failed: ${sent.body}`);
  return post(app, `${CONSUMER}/c2b-inventory/v1/pickup-request/otp/verify`, h, {
    pickupId,
    otp: await latestCode(app, world.seller.phone),
  });
}

export const goodQc = {
  odometerKm: 42_600,
  keysHandedOver: 2,
  originalRc: true,
  insurancePapers: true,
  carMatchesReport: true,
};

/** Runs the payout job until nothing is in flight (the sandbox settles after a moment). */
export async function settlePayouts(app: App, advanceMs = 5_000) {
  const real = app.config.now;
  const later = new Date(real().getTime() + advanceMs);
  (app.config as { now: () => Date }).now = () => later;
  try {
    await runPayoutJob(app);
    await runPayoutJob(app);
  } finally {
    (app.config as { now: () => Date }).now = real;
  }
}
