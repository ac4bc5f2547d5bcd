import type { InternalApiRequest, InternalApiResponse, WithMoneyBrands } from '@carsetu/contracts';
import createClient from 'openapi-fetch';
import type { AppLoadContext } from 'react-router';
import { answerData, ApiRequestError } from './api-client.server';
import type { paths } from './api-types.gen';
import '../load-context';

/** Only a base for building URLs: requests never leave the process (context.api carries them). */
const INTERNAL_ORIGIN = 'http://carsetu.internal';

/**
 * What openapi-fetch builds a call into, in place of a fetch `Request` (its `Request` option):
 * the call never leaves the process, so the URL, method, headers and body are all it needs. A
 * real Request (URL parsing, header checks, a body stream) cost about a twentieth of an uncached
 * listing render across the page's calls (issue 14).
 */
class InProcessRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string | undefined;
  constructor(url: string, init: RequestInit) {
    this.url = url;
    this.method = init.method ?? 'GET';
    // openapi-fetch always passes the Headers it merged.
    this.headers = init.headers as Headers;
    this.body = typeof init.body === 'string' ? init.body : undefined;
  }
}

/** The API's headers as openapi-fetch and loaders read them (get, has, getSetCookie, forEach). */
class AnswerHeaders {
  constructor(private readonly raw: InternalApiResponse['headers']) {}
  private values(name: string): string[] {
    const value = this.raw[name.toLowerCase()];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  }
  get(name: string): string | null {
    const values = this.values(name);
    return values.length === 0 ? null : values.join(', ');
  }
  has(name: string): boolean {
    return this.values(name).length > 0;
  }
  getSetCookie(): string[] {
    return this.values('set-cookie');
  }
  forEach(callback: (value: string, name: string) => void): void {
    for (const name of Object.keys(this.raw)) {
      const value = this.get(name);
      if (value !== null) callback(value, name);
    }
  }
}

/**
 * The answer as openapi-fetch reads it (status, ok, headers, text, json), in place of a fetch
 * `Response`: the body is already a string, so no stream is built around it to be read back.
 */
function answerResponse(answer: InternalApiResponse): Response {
  const ok = answer.status >= 200 && answer.status < 300;
  const empty = answer.status === 204 || answer.status === 304 || answer.body === '';
  const text = empty ? '' : answer.body;
  return {
    status: answer.status,
    ok,
    headers: new AnswerHeaders(answer.headers),
    text: async () => text,
    json: async () => answerData(answer),
  } as unknown as Response;
}

/**
 * The typed API client of loaders and actions (decision 0133): paths, parameters, bodies and
 * answers are the API's own, from its OpenAPI document (api-types.gen.ts), so a renamed field or
 * path fails `tsc`, not a page at run time. Requests go through context.api like apiClient's
 * (in-process, the visitor's cookies forwarded).
 *
 * `signedOut`: the page request carries no session (InternalApi.withoutSession), so a call that
 * needs a login would only answer 401; loaders of the visitor's own data skip it.
 */
export function typedApi(context: AppLoadContext) {
  const client = createClient<paths>({
    baseUrl: INTERNAL_ORIGIN,
    Request: InProcessRequest as unknown as typeof Request,
    fetch: async (call: Request) => {
      const request = call as unknown as InProcessRequest;
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const answer = await context.api.request({
        method: request.method as InternalApiRequest['method'],
        url: request.url.slice(INTERNAL_ORIGIN.length),
        body: request.body ? (JSON.parse(request.body) as unknown) : undefined,
        headers,
      });
      return answerResponse(answer);
    },
  });
  return Object.assign(client, { signedOut: context.api.withoutSession === true });
}

export type TypedApi = ReturnType<typeof typedApi>;

interface ErrorBodyShape {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/**
 * The answer's data, or the API's error as an ApiRequestError (status, code, message, fields),
 * as apiClient throws it, so loaders map a 404 to a page status the same way. Amounts come
 * branded by their field names (`…Paise` → Paise, `…Rupees` → Rupees) so a page cannot format
 * one in the other's unit (decision 0150).
 */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<WithMoneyBrands<T>> {
  const { data, error, response } = await call;
  if (!response.ok) {
    const body = (error as ErrorBodyShape | undefined)?.error;
    throw new ApiRequestError(
      response.status,
      body?.code ?? 'UNKNOWN',
      body?.message ?? 'Request failed',
      body?.fields,
    );
  }
  return data as WithMoneyBrands<T>;
}
