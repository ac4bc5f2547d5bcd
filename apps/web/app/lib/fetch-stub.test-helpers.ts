import { vi } from 'vitest';
import { readSent } from '../testing/sent-request';

/** One recorded browser call: where it went, what it sent. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A JSON body as data; none, or one that is not JSON (a form), as undefined. */
function jsonOrUndefined(body: string | undefined): unknown {
  if (body === undefined) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
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
  const fetchMock = vi.fn(async (input: string | Request, init: RequestInit = {}) => {
    // Raw fetch(url, init), or one Request from the typed browser client (lib/browser-api).
    const [url, sent] = await readSent(input, init);
    const call: RecordedCall = {
      url,
      method: sent.method,
      headers: sent.headers,
      body: jsonOrUndefined(sent.body),
    };
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
