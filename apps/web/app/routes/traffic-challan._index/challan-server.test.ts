import { INVALID_REGISTRATION_MESSAGE, WHATSAPP_CONSENT_DEFAULT } from '@carsetu/contracts';
import { describe, expect, it } from 'vitest';
import {
  WHO_AM_I,
  anonymous,
  apiError,
  fakeApi,
  loggedIn,
  type FakeAnswer,
} from '../../testing/fake-api';
import { checkoutChallans } from './challan-checkout.server';
import { loadMyChallans, loadStateLinks } from './challan-lookup.server';

const BANNER = 'GET /api/consumer/api/v1/challan/active-banner/top';
const banner = { title: 'Pay before the Lok Adalat', body: 'Settle old challans this Saturday.' };

function lookupApi(extra: Record<string, FakeAnswer> = {}) {
  return fakeApi({
    [BANNER]: { body: { banner } },
    'GET /api/vehicle/vehicle-number/MH12AB1234': {
      body: { registrationNumber: 'MH12AB1234', maskedPhone: '98XXXXXX10', model: 'Swift' },
    },
    'GET /api/consumer/api/v1/MH12AB1234/challans': {
      body: { challanDetails: [{ challanNumber: 'C1' }, { challanNumber: 'C2' }] },
    },
    ...extra,
  });
}

describe('loadMyChallans', () => {
  it('starts empty with the banner and a fresh checkout key for each page view', async () => {
    const fake = lookupApi();
    const first = await loadMyChallans(fake.context, null);
    const second = await loadMyChallans(fake.context, null);
    expect(first).toMatchObject({
      regNo: '',
      challanDetails: [],
      isError: false,
      banner,
      whatsappConsent: WHATSAPP_CONSENT_DEFAULT,
    });
    expect(first.checkoutKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.checkoutKey).not.toBe(first.checkoutKey);
    expect(fake.requests.map((request) => request.path)).not.toContain(
      '/api/consumer/api/v1/MH12AB1234/challans',
    );
  });

  it('shows the page without a banner when the banner service fails', async () => {
    const state = await loadMyChallans(
      lookupApi({ [BANNER]: apiError(503, 'DOWN', 'down') }).context,
      null,
    );
    expect(state.banner).toBeNull();
  });

  it('refuses a malformed number with the spec message, without calling the lookups', async () => {
    const fake = lookupApi();
    const state = await loadMyChallans(fake.context, 'MH12IO1234');
    expect(state).toMatchObject({
      regNo: 'MH12IO1234',
      isError: true,
      errorMessage: INVALID_REGISTRATION_MESSAGE,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('normalises the number and loads the vehicle and its challans together', async () => {
    const state = await loadMyChallans(lookupApi().context, 'mh 12 ab 1234');
    expect(state).toMatchObject({
      regNo: 'MH12AB1234',
      maskedPhone: '98XXXXXX10',
      isError: false,
      challanDetails: [{ challanNumber: 'C1' }, { challanNumber: 'C2' }],
    });
  });

  it("shows the lookup's own message when the vehicle is unknown", async () => {
    const state = await loadMyChallans(
      lookupApi({
        'GET /api/vehicle/vehicle-number/MH12AB1234': apiError(
          404,
          'NOT_FOUND',
          'We could not find this vehicle.',
        ),
      }).context,
      'MH12AB1234',
    );
    expect(state).toMatchObject({
      regNo: 'MH12AB1234',
      isError: true,
      errorMessage: 'We could not find this vehicle.',
      challanDetails: [],
    });
  });

  it('lets an outage through to the error page', async () => {
    await expect(
      loadMyChallans(
        lookupApi({
          'GET /api/consumer/api/v1/MH12AB1234/challans': apiError(502, 'UPSTREAM', 'down'),
        }).context,
        'MH12AB1234',
      ),
    ).rejects.toMatchObject({ status: 502 });
  });
});

describe('loadStateLinks', () => {
  it('lists the states of the e-challan sitemap, or none when it fails', async () => {
    const states = [{ name: 'Maharashtra', slug: 'maharashtra' }];
    expect(
      await loadStateLinks(
        fakeApi({ 'GET /api/consumer/api/v1/e-challan-sitemap': { body: { states } } }).context,
      ),
    ).toEqual(states);
    expect(
      await loadStateLinks(
        fakeApi({
          'GET /api/consumer/api/v1/e-challan-sitemap': apiError(500, 'INTERNAL', 'boom'),
        }).context,
      ),
    ).toEqual([]);
  });
});

const CHECKOUT = '/api/consumer/api/v1/order/challan-checkout';
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

function checkoutRequest(
  fields: [string, string][],
  headers: Record<string, string> = { 'user-agent': DESKTOP },
) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return new Request('https://www.carsetu.in/traffic-challan/?regNo=MH12AB1234', {
    method: 'POST',
    body,
    headers,
  });
}

function checkoutApi(
  answer: FakeAnswer = { body: { payment: { checkoutUrl: 'https://pay.example/c/1' } } },
  me = loggedIn(),
) {
  return fakeApi({ [WHO_AM_I]: me, [`POST ${CHECKOUT}`]: answer });
}

describe('checkoutChallans', () => {
  it('asks for a selection before anything else', async () => {
    const fake = checkoutApi();
    expect(await checkoutChallans(fake.context, checkoutRequest([['checkoutKey', 'k']]))).toEqual({
      formError: 'Select at least one pending challan to pay.',
    });
    expect(fake.requests).toEqual([]);
  });

  it('asks a visitor to log in, and creates no order', async () => {
    const fake = checkoutApi(undefined, anonymous);
    expect(await checkoutChallans(fake.context, checkoutRequest([['challan', 'C1']]))).toEqual({
      formError: 'Please log in to pay your challans.',
      needsLogin: true,
    });
    expect(fake.calls('POST', CHECKOUT)).toHaveLength(0);
  });

  it('makes one order of the selection and sends the browser to the gateway', async () => {
    const fake = checkoutApi();
    const response = (await checkoutChallans(
      fake.context,
      checkoutRequest(
        [
          ['checkoutKey', 'page-1'],
          ['challan', 'C2'],
          ['challan', 'C1'],
          ['challan', 'C2'],
          ['whatsappConsent', 'on'],
          ['couponCode', ' save50 '],
        ],
        { 'user-agent': DESKTOP, cookie: 'a=1; _ga=GA1.2.3%2B4' },
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://pay.example/c/1');
    const call = fake.calls('POST', CHECKOUT)[0]!;
    expect(call.query.get('consent')).toBe('true');
    expect(call.headers.source).toBe('web');
    expect(call.body).toEqual({
      challanNumbers: ['C1', 'C2'],
      deviceType: 'desktop',
      gaId: 'GA1.2.3+4',
      isWebView: false,
      whatsappConsent: true,
      couponCode: 'SAVE50',
    });
  });

  it('marks a phone WebView as such', async () => {
    const fake = checkoutApi();
    await checkoutChallans(
      fake.context,
      checkoutRequest([['challan', 'C1']], { 'user-agent': ANDROID_WEBVIEW }),
    );
    const call = fake.calls('POST', CHECKOUT)[0]!;
    expect(call.headers.source).toBe('m-web');
    expect(call.body).toMatchObject({
      deviceType: 'mobile',
      isWebView: true,
      whatsappConsent: false,
    });
    expect(call.body).not.toHaveProperty('couponCode');
  });

  it('uses one idempotency key for a repeat of the same selection and coupon, another for a change', async () => {
    const fake = checkoutApi();
    const pay = (fields: [string, string][]) =>
      checkoutChallans(fake.context, checkoutRequest([['checkoutKey', 'page-1'], ...fields]));
    await pay([
      ['challan', 'C1'],
      ['challan', 'C2'],
    ]);
    await pay([
      ['challan', 'C2'],
      ['challan', 'C1'],
    ]);
    await pay([['challan', 'C1']]);
    await pay([
      ['challan', 'C1'],
      ['challan', 'C2'],
      ['couponCode', 'SAVE50'],
    ]);
    const keys = fake.calls('POST', CHECKOUT).map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^page-1-[0-9a-f]{16}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
  });

  it('says so when the payment was already completed or closed', async () => {
    const fake = checkoutApi({ body: { payment: null } });
    expect(await checkoutChallans(fake.context, checkoutRequest([['challan', 'C1']]))).toEqual({
      formError: 'This payment was already completed or closed. Search again to continue.',
    });
  });

  it("shows the API's refusal, asking for login again when the session ended", async () => {
    expect(
      await checkoutChallans(
        checkoutApi(apiError(409, 'PAID', 'Challan C1 is already paid.')).context,
        checkoutRequest([['challan', 'C1']]),
      ),
    ).toEqual({ formError: 'Challan C1 is already paid.', needsLogin: false });
    expect(
      await checkoutChallans(
        checkoutApi(apiError(401, 'UNAUTHENTICATED', 'Log in again')).context,
        checkoutRequest([['challan', 'C1']]),
      ),
    ).toEqual({ formError: 'Log in again', needsLogin: true });
  });

  it('lets a gateway outage through to the error page', async () => {
    await expect(
      checkoutChallans(
        checkoutApi(apiError(502, 'GATEWAY', 'down')).context,
        checkoutRequest([['challan', 'C1']]),
      ),
    ).rejects.toMatchObject({ status: 502 });
  });
});
