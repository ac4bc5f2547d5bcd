import { vi, type Mock } from 'vitest';

export interface SentRequest {
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  keepalive: boolean;
}

/**
 * What one `fetch` call asked for, as `[path + query, init]`, whether the code passed a URL and an
 * init (raw fetch) or one Request (the typed browser client).
 */
export async function readSent(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): Promise<[string, SentRequest]> {
  if (input instanceof Request) {
    const url = new URL(input.url);
    const headers: Record<string, string> = {};
    input.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const text = await input.clone().text();
    return [
      `${url.pathname}${url.search}`,
      { method: input.method, headers, body: text || undefined, keepalive: input.keepalive },
    ];
  }
  return [
    String(input),
    {
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: init?.body === undefined ? undefined : String(init.body),
      keepalive: Boolean(init?.keepalive),
    },
  ];
}

/**
 * What a stubbed `fetch` was asked for on its `call`-th call (see readSent), waiting for the call
 * if it has not happened yet: the typed browser client loads on its first call (a dynamic import),
 * so that request leaves a moment after the click.
 */
export async function sentRequest(fetchMock: Mock, call = 0): Promise<[string, SentRequest]> {
  await vi.waitFor(() => {
    if (fetchMock.mock.calls.length <= call) throw new Error(`fetch call ${call} not made yet`);
  });
  const [input, init] = fetchMock.mock.calls[call]! as [RequestInfo | URL, RequestInit | undefined];
  return readSent(input, init);
}
