import { describe, expect, it } from 'vitest';
import {
  memoryAuctionEvents,
  postgresAuctionEvents,
  type AuctionEvent,
  type AuctionEvents,
} from './auction-events';

const log = { warn: () => {} };
const event: AuctionEvent = { type: 'auction', auctionId: 'a-1', appointmentId: '50000001' };

function nextEvent(bus: AuctionEvents, auctionId: string) {
  return new Promise<AuctionEvent>((resolve) => {
    const stop = bus.subscribe(auctionId, (received) => {
      stop();
      resolve(received);
    });
  });
}

describe('auction events fan-out', () => {
  it('delivers to the subscribers of that auction only (one process)', async () => {
    const bus = memoryAuctionEvents();
    const other: AuctionEvent[] = [];
    bus.subscribe('a-2', (received) => other.push(received));
    const received = nextEvent(bus, 'a-1');
    await bus.publish(event);
    expect(await received).toEqual(event);
    expect(other).toEqual([]);
  });

  // Under `npm run test:pg` two buses stand for two server processes on one PostgreSQL: an
  // event published by one reaches the other's subscribers through LISTEN/NOTIFY. On PGlite
  // (one process by design) the same check runs on the in-memory bus.
  it('reaches another process through PostgreSQL when DATABASE_URL is PostgreSQL', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const first = url ? await postgresAuctionEvents(url, log) : memoryAuctionEvents();
    const second = url ? await postgresAuctionEvents(url, log) : first;
    try {
      const received = nextEvent(second, 'a-1');
      await first.publish(event);
      expect(await received).toEqual(event);
    } finally {
      await first.close();
      if (second !== first) await second.close();
    }
  });
});
