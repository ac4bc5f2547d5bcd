import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account.routes';
import { carImageRoutes } from './car-image.routes';
import { listingRoutes } from './listings.routes';

/** Buy used cars under /api/consumer: search, car page, location, wishlist, test drives, bookings. */
export async function inventoryConsumerRoutes(app: FastifyInstance) {
  await app.register(listingRoutes);
  await app.register(accountRoutes);
}

/** Drawn car pictures under /api/vehicle. */
export async function inventoryVehicleRoutes(app: FastifyInstance) {
  await app.register(carImageRoutes);
}

export { expireUnpaidBookings } from './booking.service';
