import type { BackgroundJob } from '../../jobs';
import { expireUnpaidBookings } from './booking.service';

/**
 * Puts cars whose reservation was never paid back on sale. One UPDATE guarded by status, so
 * several processes running it at once is harmless.
 */
export const bookingExpiryJob: BackgroundJob = {
  name: 'inventory-booking-expiry',
  intervalMs: 60_000,
  async run(app) {
    const expired = await expireUnpaidBookings(app.db);
    if (expired > 0) {
      app.log.info({ expired }, 'released unpaid car reservations');
      app.publicContent.changed();
    }
  },
};
