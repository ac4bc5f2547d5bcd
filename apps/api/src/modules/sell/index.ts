import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentRoutes } from './appointment.routes';
import { sellerOtpRoutes } from './seller-otp.routes';

/** The sell-car flow on the consumer gateway (/api/consumer). */
export const sellRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sellerOtpRoutes);
  await app.register(appointmentRoutes);
};
