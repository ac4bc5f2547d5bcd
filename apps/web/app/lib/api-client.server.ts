import type { InternalApiResponse } from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import '../load-context';

/**
 * An answer's JSON body: the server's parsed, shared copy when it keeps the answer for other pages
 * (a hot read; frozen, so change a copy, never it), else parsed here. Undefined for an empty body.
 */
export function answerData(answer: InternalApiResponse): unknown {
  if (answer.data !== undefined) return answer.data;
  return answer.body ? (JSON.parse(answer.body) as unknown) : undefined;
}

/** An API answer that was not 2xx; `status` lets loaders map it to a page status. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface ErrorBodyShape {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/**
 * The one way loaders and actions talk to the API. Cookies of the page request are forwarded by
 * the server (see apps/api/src/web/internal-api.ts), so private calls act as the visitor.
 */
export function apiClient(context: AppLoadContext) {
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) {
    const response = await context.api.request({ method, url, body, headers });
    const parsed = answerData(response);
    if (response.status >= 400) {
      const error = (parsed as ErrorBodyShape | undefined)?.error;
      throw new ApiRequestError(
        response.status,
        error?.code ?? 'UNKNOWN',
        error?.message ?? 'Request failed',
        error?.fields,
      );
    }
    return { data: parsed as T, headers: response.headers };
  }
  return {
    get: async <T>(url: string, headers?: Record<string, string>) =>
      (await call<T>('GET', url, undefined, headers)).data,
    post: async <T>(url: string, body?: unknown, headers?: Record<string, string>) =>
      (await call<T>('POST', url, body, headers)).data,
    put: async <T>(url: string, body?: unknown) => (await call<T>('PUT', url, body)).data,
    delete: async <T>(url: string) => (await call<T>('DELETE', url)).data,
    /** Like post, but also returns the API's Set-Cookie headers for the page response. */
    postWithCookies: async <T>(url: string, body?: unknown) => {
      const { data, headers } = await call<T>('POST', url, body);
      const setCookie = headers['set-cookie'];
      return {
        data,
        setCookie:
          setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
      };
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
