import { EventEmitter } from 'node:events';
import { openPgChannel } from '../../../lib/pg-channel';

/**
 * "Something changed in auction X" fan-out for the live pages (decision 0114). Subscribers
 * re-read the auction, so the message carries ids only and no process keeps auction state.
 * One process (PGlite): an in-memory emitter. PostgreSQL: NOTIFY on publish and one LISTEN
 * connection per process, so a bid taken by any process reaches every process's subscribers.
 */
export interface AuctionEvent {
  type: 'auction';
  auctionId: string;
  appointmentId: string;
}
export type AuctionListener = (event: AuctionEvent) => void;

export interface AuctionEvents {
  publish(event: AuctionEvent): Promise<void>;
  /** Listens to one auction; returns the unsubscribe function. */
  subscribe(auctionId: string, listener: AuctionListener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'auction_events';

function localFanOut() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (event: AuctionEvent) => emitter.emit(event.auctionId, event),
    subscribe(auctionId: string, listener: AuctionListener) {
      emitter.on(auctionId, listener);
      return () => emitter.off(auctionId, listener);
    },
  };
}

export function memoryAuctionEvents(): AuctionEvents {
  const local = localFanOut();
  return {
    publish: async (event) => {
      local.emit(event);
    },
    subscribe: local.subscribe,
    close: async () => {},
  };
}

const PUBLISH_COALESCE_MS = 100;

export async function postgresAuctionEvents(
  databaseUrl: string,
  log: { warn(object: object, message: string): void },
): Promise<AuctionEvents> {
  const local = localFanOut();
  const channel = await openPgChannel({
    databaseUrl,
    channel: CHANNEL,
    log,
    onMessage: (payload) => {
      try {
        local.emit(JSON.parse(payload) as AuctionEvent);
      } catch (error) {
        log.warn({ err: error }, 'bad auction event payload');
      }
    },
  });

  // Under a bidding storm one NOTIFY per auction per PUBLISH_COALESCE_MS is enough: the
  // message only says "re-read auction X", and pages coalesce their re-reads anyway.
  const pending = new Map<string, NodeJS.Timeout>();
  return {
    publish: async (event) => {
      if (pending.has(event.auctionId)) return;
      const timer = setTimeout(() => {
        pending.delete(event.auctionId);
        channel
          .send(JSON.stringify(event))
          .catch((error: unknown) => log.warn({ err: error }, 'auction event not sent'));
      }, PUBLISH_COALESCE_MS);
      timer.unref();
      pending.set(event.auctionId, timer);
    },
    subscribe: local.subscribe,
    close: async () => {
      for (const timer of pending.values()) clearTimeout(timer);
      await channel.close();
    },
  };
}
