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
}

export interface InternalApi {
  request(input: InternalApiRequest): Promise<InternalApiResponse>;
}

export interface WebLoadContext {
  api: InternalApi;
  cspNonce: string;
  requestId: string;
}
