import { vi } from 'vitest';

/** One recorded browser call: where it went, what it sent. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status?: number; body?: unknown } | 'network-error';

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
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    calls.push({
      url: input,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const queue = queues.get(input);
    if (!queue) throw new Error(`Unexpected fetch ${input}`);
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
