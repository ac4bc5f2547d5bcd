/**
 * What the server hands to every React Router loader and action. The web app reaches the API
 * only through `api` (in-process inject in the one-process mode, HTTP when split), forwarding the
 * visitor's cookies so the API sees the same session.
 */
export interface InternalApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface InternalApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /**
   * `body` parsed, when the server keeps this answer for other pages (a hot read): parsed once
   * and deep-frozen, since every page that reuses the answer shares it. Read it instead of parsing
   * `body` (answerData in the web app); never change it.
   */
  readonly data?: unknown;
}

export interface InternalApi {
  request(input: InternalApiRequest): Promise<InternalApiResponse>;
  /**
   * True when the page request carries no session cookie, so every call that needs a login
   * would answer 401: loaders of the visitor's own data (who am I, wishlist) answer "signed out"
   * without making the call (issue 14: three in-process calls fewer per anonymous page). Absent
   * means unknown: make the call and read its answer.
   */
  readonly withoutSession?: boolean;
}

export interface WebLoadContext {
  api: InternalApi;
  cspNonce: string;
  requestId: string;
  /**
   * Documents the web app rendered (UTF-8 bytes), by the Response that carries their status and
   * headers (issue 14). The entry answers with a body-less Response and leaves the HTML here, so
   * the server sends the bytes it already has instead of reading them back out of a web stream
   * (one stream built and drained per page). Keyed by the Response: one React Router replaced (a HEAD
   * answer) has no document here and is sent as it is. Absent (other hosts, tests), the HTML is
   * the Response's body.
   */
  documents?: WeakMap<Response, Uint8Array>;
}
