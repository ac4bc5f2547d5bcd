import type { InternalApi, StaffMember, StaffRole } from '@carsetu/contracts';

/**
 * A stand-in for the API behind `context.api` in loader and action tests: answers are looked up
 * by "METHOD /path" (query string ignored), every request is recorded, and an unknown request
 * answers 404 so a test notices a call it did not expect.
 */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
type Handler = FakeAnswer | ((request: RecordedRequest) => FakeAnswer);
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export function fakeApi(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const api: InternalApi = {
    request: async ({ method, url, body, headers }) => {
      const parsed = new URL(url, 'http://carsetu.internal');
      const recorded: RecordedRequest = {
        method,
        path: parsed.pathname,
        query: parsed.searchParams,
        body,
        headers: (headers ?? {}) as Record<string, string>,
      };
      requests.push(recorded);
      const handler = handlers[`${method} ${parsed.pathname}`];
      const answer: FakeAnswer = !handler
        ? apiError(404, 'NOT_FOUND', `No fake for ${method} ${parsed.pathname}`)
        : typeof handler === 'function'
          ? handler(recorded)
          : handler;
      const status = answer.status ?? 200;
      return {
        status,
        headers: { 'content-type': 'application/json', ...answer.headers },
        body: status === 204 ? '' : JSON.stringify(answer.body ?? {}),
      };
    },
  };
  const calls = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
  return { api, requests, calls, context: { api, cspNonce: 'n', requestId: 'r' } };
}

/** The API's error envelope. */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): FakeAnswer {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}

export const STAFF_ME = 'GET /api/consumer/api/v1/staff/me';

/** A staff grant as /staff/me lists it. */
export function staffRole(role: StaffRole, city: string | null = 'Pune'): StaffMember {
  return {
    userId: 'u1',
    phone: '9876543210',
    name: 'Asha',
    role,
    city: city ? { id: 1, name: city } : null,
    displayName: null,
    grantedAt: '2026-11-01T10:00:00.000Z',
  };
}

/** /staff/me for someone with these roles; no roles at all means "logged in, not staff". */
export const staffMe = (...roles: StaffMember[]): FakeAnswer => ({
  body: { data: { userId: 'u1', roles } },
});

export const anonymous: FakeAnswer = apiError(401, 'UNAUTHENTICATED', 'Log in to continue');

export const WHO_AM_I = 'GET /api/login/api/v1/who-am-i';

/** The login service's who-am-I answer for a logged-in user. */
export const loggedIn = (userId = 'u1'): FakeAnswer => ({
  body: {
    data: {
      user_id: userId,
      token: 'secure-token',
      phone_number: '9876543210',
      user_email: null,
      name: 'Meera',
      whatsapp_consent: false,
    },
  },
});
