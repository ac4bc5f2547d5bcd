import type { WithMoneyBrands } from '@carsetu/contracts';
import createClient from 'openapi-fetch';
import type { AppLoadContext } from 'react-router';
import { ApiRequestError } from './api-client.server';
import type { paths } from './api-types.gen';
import '../load-context';

/** Only a base for building URLs: requests never leave the process (context.api carries them). */
const INTERNAL_ORIGIN = 'http://carsetu.internal';

/**
 * The typed API client of loaders and actions (decision 0133): paths, parameters, bodies and
 * answers are the API's own, from its OpenAPI document (api-types.gen.ts), so a renamed field or
 * path fails `tsc`, not a page at run time. Requests go through context.api like apiClient's
 * (in-process, the visitor's cookies forwarded).
 */
export function typedApi(context: AppLoadContext) {
  return createClient<paths>({
    baseUrl: INTERNAL_ORIGIN,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const text =
        request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const answer = await context.api.request({
        method: request.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: `${url.pathname}${url.search}`,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        headers,
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one);
      }
      const empty = answer.status === 204 || answer.status === 304 || answer.body === '';
      return new Response(empty ? null : answer.body, {
        status: answer.status,
        headers: responseHeaders,
      });
    },
  });
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
