import { INSPECTION_CHECKPOINTS } from '@carsetu/contracts';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { logIn, randomPhone, readOtpFromOutbox } from './login';

/** A small real JPEG (64×48, made with sharp) for photo uploads. */
export const TEST_JPEG = {
  name: 'photo.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from(
    '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwAEADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAME/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AmA0IgAAAAAAAAAAAAAAAAAAAAAP/2Q==',
    'base64',
  ),
};

/** Demo staff seeded in Pune (packages/db/src/seed/staff.ts). */
export const DEMO_ADMIN_PHONE = '9811000001';
export const DEMO_INSPECTOR_PHONE = '9811000002';

const CONSUMER = '/api/consumer';
const VEHICLE = '/api/vehicle';

/**
 * Books a home inspection in Pune through the API (the booking form itself is covered by
 * sell.e2e.ts): first variant of the first brand, tomorrow's first slot, seller OTP from the
 * sandbox outbox. Returns the appointment token, id and slot.
 */
export async function bookInspectionInPune(request: APIRequestContext, phone: string) {
  const json = async (url: string) => {
    const response = await request.get(url);
    expect(response.ok(), url).toBe(true);
    return (await response.json()) as { data: unknown };
  };
  const cities = (await json(`${VEHICLE}/v1/sell-cities`)).data as { id: number; slug: string }[];
  const pune = cities.find((city) => city.slug === 'pune')!;
  const brands = (await json(`${VEHICLE}/v1/brands`)).data as { id: number }[];
  const models = (await json(`${VEHICLE}/v1/models/${brands[0]!.id}`)).data as {
    id: number;
    firstYear: number;
    lastYear: number | null;
  }[];
  const model = models[0]!;
  const year = Math.min(model.lastYear ?? 2021, Math.max(model.firstYear, 2019));
  const variants = (await json(`${VEHICLE}/v1/variants/${model.id}`)).data as { id: number }[];
  const slots = (await json(`${CONSUMER}/api/v1/appointment/inspection-slots?cityId=${pune.id}`))
    .data as {
    days: { slots: { start: string; available: boolean }[] }[];
  };
  const slotStart = slots.days.flatMap((day) => day.slots).find((slot) => slot.available)!.start;
  expect(
    (await request.get(`${CONSUMER}/api/v1/appointment/send-otp?phone_number=${phone}`)).ok(),
  ).toBe(true);
  const verified = await request.post(`${CONSUMER}/api/v1/appointment/verify-otp`, {
    data: { phone_number: phone, otp: await readOtpFromOutbox(request, phone) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const sellerToken = ((await verified.json()) as { data: { seller_token: string } }).data
    .seller_token;
  const booked = await request.post(`${CONSUMER}/api/v1/appointment`, {
    data: {
      registrationNumber: 'MH12DE1433',
      valuation: { variantId: variants[0]!.id, year, km: 42000, owners: 1, cityId: pune.id },
      slotStart,
      place: { mode: 'home', address: '14 Baner Road, Pune', pincode: '411045' },
      seller_token: sellerToken,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data } = (await booked.json()) as { data: { token: string; appointmentId: string } };
  return { ...data, slotStart };
}

/** The slot's day in India (the inspector's day list is by IST date). */
export const istDate = (iso: string) =>
  new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);

export const DEMO_RUNNER_PHONE = '9811000005';
export const DEMO_LEAD_AGENT_PHONE = '9811000006';

/**
 * The inspection and the acceptance through the API (sell-auction.e2e.ts covers them in the
 * browser): the inspector rates everything good with odometer and VIN photos and submits; the
 * seller accepts CarSetu's offer. Both request contexts must be logged in.
 */
export async function inspectAndAcceptOffer(
  inspector: APIRequestContext,
  seller: APIRequestContext,
  booking: { token: string; appointmentId: string },
  checkpointKeys: string[],
  /** false: stop after the inspection, the seller accepts in the browser. */
  accept = true,
) {
  const url = `${CONSUMER}/api/v1/inspector/appointments/${booking.appointmentId}/inspection`;
  const started = await inspector.post(url);
  expect(started.ok(), await started.text()).toBe(true);
  const { revision } = ((await started.json()) as { data: { revision: number } }).data;
  const answers = Object.fromEntries(checkpointKeys.map((key) => [key, { rating: 'good' }]));
  const saved = await inspector.put(url, {
    data: { revision, answers, odometerKm: 42_100, vin: 'MA3EWDE1S00123456' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  for (const kind of ['odometer', 'vin']) {
    const photo = await inspector.post(`${url}/photos?kind=${kind}`, {
      headers: { 'content-type': 'image/jpeg' },
      data: TEST_JPEG.buffer,
    });
    expect(photo.status(), await photo.text()).toBe(201);
  }
  const submitted = await inspector.post(`${url}/submit`);
  expect(submitted.ok(), await submitted.text()).toBe(true);
  if (!accept) return;
  const accepted = await seller.post(
    `${CONSUMER}/api/v1/appointment/token/${booking.token}/accept`,
    { data: { source: 'offer' } },
  );
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

/** A small valid PDF for document uploads. */
export const TEST_PDF = {
  name: 'pan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
};

/** On the seller's page: one file per required document type, uploaded together. */
export async function uploadSellerDocuments(seller: Page) {
  await seller
    .getByLabel('Registration certificate (RC)')
    .setInputFiles({ ...TEST_JPEG, name: 'rc.jpg' });
  await seller.getByLabel('PAN card').setInputFiles(TEST_PDF);
  await seller.getByLabel(/^ID proof/).setInputFiles({ ...TEST_JPEG, name: 'aadhaar.jpg' });
  await seller.getByLabel('Cancelled cheque').setInputFiles({ ...TEST_JPEG, name: 'cheque.jpg' });
  await seller.getByRole('button', { name: 'Upload documents' }).click();
  await expect(
    seller.getByRole('status').filter({ hasText: 'Your documents are uploaded.' }),
  ).toBeVisible();
}

/**
 * A new seller, on a 390px phone, whose car the demo inspector has inspected through the API
 * (the console has its own e2e); with `accept` the seller has also accepted the offer.
 */
export async function sellerWithInspectedCar(browser: Browser, { accept = true } = {}) {
  const sellerPhone = randomPhone();
  const sellerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const booking = await bookInspectionInPune(sellerContext.request, sellerPhone);
  const inspectorContext = await browser.newContext();
  await logIn(inspectorContext, { phone: DEMO_INSPECTOR_PHONE });
  await logIn(sellerContext, { phone: sellerPhone });
  await inspectAndAcceptOffer(
    inspectorContext.request,
    sellerContext.request,
    booking,
    INSPECTION_CHECKPOINTS.map((checkpoint) => checkpoint.key),
    accept,
  );
  await inspectorContext.close();
  return { sellerContext, sellerPhone, booking };
}
