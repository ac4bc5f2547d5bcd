import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account.routes';

/**
 * A car's availability under /api/consumer: test drives and reservations (bookings). Search,
 * the car page, the shortlist and location are their own modules (decision 0135).
 */
export async function inventoryConsumerRoutes(app: FastifyInstance) {
  await app.register(accountRoutes);
}

export { expireUnpaidBookings } from './booking.service';
