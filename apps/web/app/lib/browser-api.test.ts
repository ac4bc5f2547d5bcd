// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApi, NO_CONNECTION_MESSAGE, settle } from './browser-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('browserApi + settle', () => {
  it('sends a same-origin request to the typed path with the body and headers given', async () => {
    const fetchMock = vi.fn(async (_request: Request) => json(200, { data: { ok: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await settle(
      browserApi.POST('/api/rewards/v3/user/spin/trigger', {
        params: {
          header: { 'x-country': 'IN', 'x-vehicle-type': 'CAR', 'idempotency-key': 'k-1' },
        },
      }),
    );
    expect(answer.ok).toBe(true);
    const request = fetchMock.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/rewards/v3/user/spin/trigger');
    expect(new URL(request.url).origin).toBe(window.location.origin);
    expect(request.method).toBe('POST');
    expect(request.headers.get('idempotency-key')).toBe('k-1');
    expect(request.credentials).toBe('same-origin');
  });

  it("returns the API's error code and message instead of throwing", async () => {
    vi.stubGlobal('fetch', async () =>
      json(429, { error: { code: 'RATE_LIMITED', message: 'Too many spins' } }),
    );
    const answer = await settle(browserApi.GET('/api/vehicle/v1/cities'));
    expect(answer).toMatchObject({
      ok: false,
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many spins',
    });
  });

  it("reads the login service's error_message shape", async () => {
    vi.stubGlobal('fetch', async () => json(400, { error: { error_message: 'Invalid OTP' } }));
    const answer = await settle(browserApi.GET('/api/vehicle/v1/cities'));
    expect(answer).toMatchObject({ ok: false, status: 400, message: 'Invalid OTP' });
  });

  it('reports a network failure as status 0 with a message a person can act on', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const answer = await settle(browserApi.GET('/api/vehicle/v1/cities'));
    expect(answer).toMatchObject({
      ok: false,
      status: 0,
      code: 'NETWORK',
      message: NO_CONNECTION_MESSAGE,
    });
  });
});
