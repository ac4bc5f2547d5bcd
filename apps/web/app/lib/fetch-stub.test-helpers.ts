import { vi } from 'vitest';

/** One recorded browser call: where it went, what it sent. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status?: number; body?: unknown } | 'network-error';

function fromInit(url: string, init: RequestInit): RecordedCall {
  return {
    url,
    method: init.method ?? 'GET',
    headers: (init.headers ?? {}) as Record<string, string>,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
  };
}

async function fromRequest(request: Request): Promise<RecordedCall> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const text = await request.clone().text();
  return {
    url: `${url.pathname}${url.search}`,
    method: request.method,
    headers,
    body: text ? JSON.parse(text) : undefined,
  };
}

/**
 * A stand-in for the browser's fetch at the component boundary: each URL (path and query) gets a
 * queue of replies, the last one repeating; every call is recorded for assertions.
 */
export function stubFetch(routes: Record<string, Reply | Reply[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map(
    Object.entries(routes).map(([url, reply]) => [
      url,
      Array.isArray(reply) ? [...reply] : [reply],
    ]),
  );
  const fetchMock = vi.fn(async (input: string | Request, init: RequestInit = {}) => {
    // Raw fetch(url, init), or one Request from the typed browser client (lib/browser-api).
    const call = input instanceof Request ? await fromRequest(input) : fromInit(input, init);
    calls.push(call);
    const queue = queues.get(call.url);
    if (!queue) throw new Error(`Unexpected fetch ${call.url}`);
    const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls that went to one URL. */
    to: (url: string) => calls.filter((call) => call.url === url),
  };
}
