import type { App } from '../../app';
import { createCatalog, createHub } from '../inventory/inventory.fixtures';
import { latestCode } from '../identity/identity.test-helpers';
import { offeredInspectionDays } from './inspection-slots';

export const CONSUMER = '/api/consumer';

/** A city (PIN codes 411001-411062) with one branch, and a car model with one variant. */
export async function createSellWorld(app: App) {
  const catalog = await createCatalog(app.db);
  const branchId = await createHub(app.db, catalog.cityId);
  return { ...catalog, branchId };
}

export type SellWorld = Awaited<ReturnType<typeof createSellWorld>>;

/** The n-th offered slot (0 = tomorrow 10:00 IST). */
export const offeredSlot = (now: Date, index = 0) => {
  const starts = offeredInspectionDays(now).flatMap((day) => day.starts);
  return starts[index]!.toISOString();
};

export function bookingBody(world: SellWorld, now: Date, overrides: Record<string, unknown> = {}) {
  return {
    registrationNumber: 'MH12AB1234',
    valuation: {
      variantId: world.variantId,
      year: 2019,
      km: 42_000,
      owners: 1,
      cityId: world.cityId,
    },
    slotStart: offeredSlot(now),
    place: { mode: 'home', address: '14 Baner Road, Pune', pincode: '411045' },
    ...overrides,
  };
}

/** send-otp (GET) → code from the sandbox outbox → verify-otp (POST) → the seller token. */
export async function sellerToken(app: App, phone: string): Promise<string> {
  const sent = await app.inject({
    method: 'GET',
    url: `${CONSUMER}/api/v1/appointment/send-otp?phone_number=${phone}`,
  });
  if (sent.statusCode !== 200) throw new Error(`send-otp failed: ${sent.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: `${CONSUMER}/api/v1/appointment/verify-otp`,
    payload: { phone_number: phone, otp: await latestCode(app, phone) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp failed: ${verified.body}`);
  return verified.json().data.seller_token as string;
}
