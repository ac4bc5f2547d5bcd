import type { FastifyInstance } from 'fastify';
import { closeDueAuctions } from './auction.service';
import { saleDepsOf } from '../sale/sale-deps';

/**
 * Closes auctions whose time is up and tells the live pages. Safe in several processes: the
 * close is a conditional update, so each auction is closed (and announced) by one of them.
 */
export const auctionCloseJob = {
  name: 'auction-close',
  intervalMs: 5_000,
  async run(app: FastifyInstance) {
    const closed = await closeDueAuctions(app.db, app.config.now());
    const deps = saleDepsOf(app);
    for (const auctionId of closed) {
      await deps?.events.publish({ type: 'auction', auctionId, appointmentId: '' });
    }
  },
};
