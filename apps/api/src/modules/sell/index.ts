import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentRoutes } from './appointment.routes';
import { saleClosingRoutes } from './closing';
import { dealerRoutes } from './auction/dealer.routes';
import { documentRoutes } from './documents';
import { inspectionRoutes } from './inspection/inspection.routes';
import { saleRoutes } from './sale/sale.routes';
import { sellVehicleRoutes } from './sale/vehicle.routes';
import { sellerOtpRoutes } from './seller-otp.routes';

/**
 * The sell-car flow on the consumer gateway (/api/consumer): booking, then the inspector's
 * console, the seller's report, offer and auction, and the dealer console.
 */
export const sellRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sellerOtpRoutes);
  await app.register(appointmentRoutes);
  await app.register(inspectionRoutes);
  await app.register(saleRoutes);
  await app.register(dealerRoutes);
  await app.register(saleClosingRoutes);
  await app.register(documentRoutes);
};

/** Sell calls of the vehicle base gateway (/api/vehicle). */
export { sellVehicleRoutes };
export { auctionCloseJob } from './auction/auction-close.job';
export { payoutJob, dealLeadRoutes } from './closing';
/** The AVIF and WebP variants of an inspection photo, for the car page's gallery. */
export { photoVariants } from './inspection/inspection.service';
