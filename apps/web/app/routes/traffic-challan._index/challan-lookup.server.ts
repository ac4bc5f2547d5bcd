import { randomUUID } from 'node:crypto';
import {
  RegistrationNumberSchema,
  WHATSAPP_CONSENT_DEFAULT,
  type ChallanList,
  type EChallanPage,
  type VehicleDetails,
} from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';

export interface ActiveBanner {
  title: string;
  body: string;
}

/** Spec §3 my-challans state as the page's loader gives it (selection lives in the browser). */
export interface MyChallansState {
  regNo: string;
  maskedPhone: string | null;
  challanDetails: ChallanList['challanDetails'];
  registrationDetails: VehicleDetails | null;
  whatsappConsent: boolean;
  isError: boolean;
  errorMessage: string | null;
  /** One key per page view: double clicks and retries of one checkout make one order. */
  checkoutKey: string;
  banner: ActiveBanner | null;
}

export async function loadMyChallans(
  context: AppLoadContext,
  rawRegNo: string | null,
): Promise<MyChallansState> {
  const api = typedApi(context);
  const base: MyChallansState = {
    regNo: rawRegNo ?? '',
    maskedPhone: null,
    challanDetails: [],
    registrationDetails: null,
    whatsappConsent: WHATSAPP_CONSENT_DEFAULT,
    isError: false,
    errorMessage: null,
    checkoutKey: randomUUID(),
    banner: await unwrap(
      api.GET('/api/consumer/api/v1/{reg}/active-banner/{name}', {
        params: { path: { reg: 'challan', name: 'top' } },
      }),
    )
      .then((response) => response.banner)
      .catch(() => null),
  };
  if (!rawRegNo) return base;
  const parsed = RegistrationNumberSchema.safeParse(rawRegNo);
  if (!parsed.success) {
    return {
      ...base,
      isError: true,
      errorMessage: parsed.error.issues[0]?.message ?? 'Invalid registration number',
    };
  }
  const regNo = parsed.data;
  try {
    const [vehicle, challans] = await Promise.all([
      unwrap(api.GET('/api/vehicle/vehicle-number/{reg}', { params: { path: { reg: regNo } } })),
      unwrap(api.GET('/api/consumer/api/v1/{reg}/challans', { params: { path: { reg: regNo } } })),
    ]);
    return {
      ...base,
      regNo,
      maskedPhone: vehicle.maskedPhone,
      registrationDetails: vehicle,
      challanDetails: challans.challanDetails,
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) {
      return { ...base, regNo, isError: true, errorMessage: error.message };
    }
    throw error;
  }
}

/**
 * Every state's e-challan page, linked from /traffic-challan/ so crawlers and people reach them
 * (each state page links its cities). A failure leaves the list out, not the page.
 */
export async function loadStateLinks(context: AppLoadContext): Promise<EChallanPage['stateList']> {
  try {
    const { states } = await unwrap(
      typedApi(context).GET('/api/consumer/api/v1/e-challan-sitemap'),
    );
    return states;
  } catch (error) {
    if (error instanceof ApiRequestError) return [];
    throw error;
  }
}
