import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuctionEvents } from './auction-events';

/** Re-reads are coalesced: at most one snapshot per subscriber in this many ms. */
const SNAPSHOT_MIN_INTERVAL_MS = 250;
const HEARTBEAT_MS = 15_000;

/**
 * Streams an auction to one page as server-sent events: a snapshot now, then a fresh snapshot
 * after each change (coalesced under load), and a comment line as heartbeat so proxies keep the
 * connection. The page's EventSource reconnects by itself if the connection drops.
 */
export function streamAuction(
  request: FastifyRequest,
  reply: FastifyReply,
  events: AuctionEvents,
  auctionId: string,
  snapshot: () => Promise<unknown>,
): void {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let pending: NodeJS.Timeout | null = null;
  let lastSent = 0;
  let closed = false;
  const send = async () => {
    pending = null;
    lastSent = Date.now();
    try {
      const data = await snapshot();
      if (!closed) response.write(`event: auction\ndata: ${JSON.stringify(data)}\n\n`);
    } catch (error) {
      request.log.warn({ err: error }, 'auction snapshot failed');
    }
  };
  const schedule = () => {
    if (pending || closed) return;
    const wait = Math.max(0, SNAPSHOT_MIN_INTERVAL_MS - (Date.now() - lastSent));
    pending = setTimeout(() => void send(), wait);
  };
  const unsubscribe = events.subscribe(auctionId, schedule);
  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  request.raw.on('close', () => {
    closed = true;
    unsubscribe();
    clearInterval(heartbeat);
    if (pending) clearTimeout(pending);
  });
  void send();
}
