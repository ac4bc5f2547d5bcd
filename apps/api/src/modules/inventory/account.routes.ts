import {
  CouponCodeSchema,
  ListingIdSchema,
  BookingResponseSchema,
  CreateTestDriveBodySchema,
  MyBookingsResponseSchema,
  TestDriveSchema,
  TestDriveSlotsResponseSchema,
} from '@carsetu/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { OWN_DATA_ERRORS } from '../../lib/error-body';
import {
  cancelBooking,
  expireUnpaidBookings,
  getBooking,
  listBookings,
  reserveCar,
} from './booking.service';
import {
  cancelTestDrive,
  getTestDriveSlots,
  listTestDrives,
  scheduleTestDrive,
} from './test-drive.service';

const tags = ['consumer: buy used cars (account)'];
const security = [{ bearer: [] }];
const errors = OWN_DATA_ERRORS;
const listingParams = z.object({ listingId: ListingIdSchema });
const idParams = z.object({ id: z.uuid('id must be a booking or test-drive id') });

/** Test drives and bookings: every call is the logged-in user's own. */
export async function accountRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/inventory/v1/listings/:listingId/test-drive-slots',
    {
      schema: {
        tags,
        summary: 'Test-drive days, slots and hubs of a car',
        params: listingParams,
        response: { 200: TestDriveSlotsResponseSchema, ...errors },
      },
    },
    async (request) => getTestDriveSlots(app.db, request.params.listingId),
  );
  app.post(
    '/inventory/v1/listings/:listingId/test-drives',
    {
      schema: {
        tags,
        security,
        summary: 'Book a test drive at home or at the hub',
        params: listingParams,
        body: CreateTestDriveBodySchema,
        response: { 201: z.object({ data: TestDriveSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await scheduleTestDrive(
        app.db,
        user.userId,
        request.params.listingId,
        request.body,
      );
      return reply.status(201).send({ data });
    },
  );
  app.post(
    '/inventory/v1/test-drives/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel my test drive',
        params: idParams,
        response: { 200: z.object({ data: TestDriveSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await cancelTestDrive(app.db, requireUser(request).userId, request.params.id),
    }),
  );

  app.post(
    '/inventory/v1/listings/:listingId/bookings',
    {
      schema: {
        tags,
        security,
        summary: 'Reserve a car: holds it for me and opens the payment of the refundable token',
        params: listingParams,
        querystring: z.object({
          /** A rewards coupon the user opted into, off the token (decision 0128). */
          couponCode: CouponCodeSchema.optional(),
        }),
        headers: z.object({
          'idempotency-key': z
            .string()
            .trim()
            .min(8, 'Idempotency-Key must be 8 to 100 characters')
            .max(100),
        }),
        response: {
          201: BookingResponseSchema.extend({ checkoutUrl: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await expireUnpaidBookings(app.db);
      const { booking, checkoutUrl } = await reserveCar(
        app,
        user.userId,
        request.params.listingId,
        request.headers['idempotency-key'],
        new Date(),
        request.query.couponCode,
      );
      return reply.status(201).send({ data: booking, checkoutUrl });
    },
  );
  app.get(
    '/inventory/v1/bookings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of my bookings',
        params: idParams,
        response: { 200: BookingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await getBooking(app.db, requireUser(request).userId, request.params.id),
    }),
  );
  app.post(
    '/inventory/v1/bookings/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel my booking; a paid token is refunded',
        params: idParams,
        response: { 200: BookingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await cancelBooking(app, requireUser(request).userId, request.params.id),
    }),
  );
  app.get(
    '/inventory/v1/my-bookings',
    {
      schema: {
        tags,
        security,
        summary: 'My bookings and test drives with their status',
        response: { 200: MyBookingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await expireUnpaidBookings(app.db);
      const [bookings, testDrives] = await Promise.all([
        listBookings(app.db, user.userId),
        listTestDrives(app.db, user.userId),
      ]);
      return { bookings, testDrives };
    },
  );
}
