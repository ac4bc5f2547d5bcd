import type { Client } from 'openapi-fetch';
import type { paths } from './api-types.gen';

/** Shown when the request never reached the API (offline, DNS, a dropped mobile connection). */
export const NO_CONNECTION_MESSAGE = 'No connection. Please check your internet and try again.';

type TypedClient = Client<paths>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let client: Promise<TypedClient> | undefined;

/**
 * openapi-fetch is loaded on the first call, not with the page (≈ 3 KB gzip off every page's
 * first load, issue 14): every call answers a visitor's action, never the first paint.
 */
function typedClient(): Promise<TypedClient> {
  if (client) return client;
  client = import('openapi-fetch').then(({ default: createClient }) =>
    createClient<paths>({
      // Absolute, because a Request with a relative URL is an error outside a browser (jsdom
      // tests); on the server this module is imported but never called.
      baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      fetch: (request: Request) => globalThis.fetch(request),
    }),
  );
  // A failed load (offline) is tried again on the next call.
  client.catch(() => {
    client = undefined;
  });
  return client;
}

function lazyMethod<M extends Method>(method: M): TypedClient[M] {
  const call = (...args: unknown[]) =>
    typedClient().then((loaded) => (loaded[method] as (...a: unknown[]) => unknown)(...args));
  return call as TypedClient[M];
}

/**
 * The typed API client of browser code (decision 0139): the same generated paths, parameters,
 * bodies and answers as loaders' typedApi, so a renamed field or path fails `tsc`. Calls are
 * same-origin with the visitor's cookies. `fetch` is looked up on every call (not captured when
 * this module loads), so tests can stand in for the network. A call whose client cannot load
 * rejects like a failed network call (`settle` answers NO_CONNECTION_MESSAGE).
 */
export const browserApi: Pick<TypedClient, Method> = {
  GET: lazyMethod('GET'),
  POST: lazyMethod('POST'),
  PUT: lazyMethod('PUT'),
  DELETE: lazyMethod('DELETE'),
};

/** A finished call: the data, or why it failed. `status` is 0 when the network failed. */
export type ApiAnswer<T> =
  | { ok: true; data: T; status: number }
  | { ok: false; status: number; code: string | null; message: string | null; body: unknown };

interface ErrorShapes {
  // Most services: { error: { code, message } }
  error?: { code?: string; message?: string; error_message?: string; error_code?: string };
  // A few legacy-shaped services answer { message } or { error_message } at the top level.
  message?: string;
  error_message?: string;
}

/**
 * Awaits a browserApi call and never throws: components decide what to show. The API's own
 * message (`error.message`, or the login service's `error.error_message`) comes back when there is one.
 */
export async function settle<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<ApiAnswer<T>> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch {
    return { ok: false, status: 0, code: 'NETWORK', message: NO_CONNECTION_MESSAGE, body: null };
  }
  const { data, error, response } = result;
  if (response.ok) return { ok: true, data: data as T, status: response.status };
  const shaped = (error ?? null) as ErrorShapes | null;
  const inner = shaped?.error;
  return {
    ok: false,
    status: response.status,
    code: inner?.code ?? inner?.error_code ?? null,
    message:
      inner?.message ?? inner?.error_message ?? shaped?.message ?? shaped?.error_message ?? null,
    body: error ?? null,
  };
}
