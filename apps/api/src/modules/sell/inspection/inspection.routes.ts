import {
  IMAGE_MIME_TYPES,
  INSPECTION_PHOTO_MAX_BYTES,
  InspectionDraftBodySchema,
  InspectionViewSchema,
  PhotoSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../../lib/auth';
import { ErrorBodySchema } from '../../../lib/error-body';
import { HTTP, notFound } from '../../../lib/errors';
import { saleDepsFor } from '../sale/sale-deps';
import {
  addPhoto,
  getInspection,
  inspectorDay,
  saveDraft,
  startInspection,
  submitInspection,
  type Inspector,
} from './inspection.service';
import { SELL_ROUTE_ERRORS } from '../route-kit';

const errors = SELL_ROUTE_ERRORS;
const tags = ['consumer: inspector'];
const security = [{ bearer: [] }];
const Params = z.object({
  appointmentId: z.string().regex(/^[0-9]{1,12}$/, 'We could not find this appointment.'),
});
const one = z.object({ data: InspectionViewSchema });
const base = '/api/v1/inspector/appointments/:appointmentId/inspection';
/** Photo bodies are the image bytes; a little headroom so the 10 MB rule answers in words. */
const PHOTO_BODY_LIMIT = INSPECTION_PHOTO_MAX_BYTES + 1024;

/** The inspector's console API: day list, inspection drafts, photos and submit. */
export const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events, storage } = await saleDepsFor(app);
  const now = () => app.config.now();
  const inspectorOf = (request: Parameters<typeof requireRole>[0]): Inspector => {
    const { user, grant } = requireRole(request, 'inspector');
    return { userId: user.userId, grant };
  };

  // Photos arrive as the raw image bytes (one per request, so the page can show progress).
  app.addContentTypeParser(
    [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/heic',
      'image/heif',
      'application/octet-stream',
    ],
    { parseAs: 'buffer', bodyLimit: PHOTO_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/v1/inspector/appointments',
    {
      schema: {
        tags,
        operationId: 'inspectorDayList',
        summary: "The inspector's appointments on a day (IST), theirs or unassigned",
        security,
        querystring: z.object({ date: z.iso.date({ message: 'Pick a date' }) }),
        response: {
          200: z.object({
            data: z.array(
              z.object({
                appointmentId: z.string(),
                car: z.string(),
                registrationNumber: z.string(),
                slotStart: z.string(),
                place: z.string(),
                assignedToYou: z.boolean(),
                inspectionStatus: z.enum(['not_started', 'draft', 'submitted']),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await inspectorDay(app.db, inspectorOf(request), request.query.date),
    }),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        operationId: 'startInspection',
        summary: 'Start (or reopen) the inspection; takes an unassigned appointment',
        security,
        params: Params,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      data: await startInspection(
        app.db,
        request.params.appointmentId,
        inspectorOf(request),
        now(),
      ),
    }),
  );

  app.get(
    base,
    {
      schema: {
        tags,
        operationId: 'getInspectionDraft',
        summary: 'The inspection as saved so far',
        security,
        params: Params,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      data: await getInspection(app.db, request.params.appointmentId, inspectorOf(request)),
    }),
  );

  app.put(
    base,
    {
      schema: {
        tags,
        operationId: 'saveInspectionDraft',
        summary: 'Save a draft: answers merge by checkpoint; revision must match',
        security,
        params: Params,
        body: InspectionDraftBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      data: await saveDraft(
        app.db,
        request.params.appointmentId,
        inspectorOf(request),
        request.body,
        now(),
      ),
    }),
  );

  app.post(
    `${base}/photos`,
    {
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        tags,
        operationId: 'uploadInspectionPhoto',
        summary: 'Upload one photo (JPEG, PNG, WebP or HEIC, at most 10 MB; the body is the image)',
        security,
        params: Params,
        querystring: z.object({
          kind: z.enum(['defect', 'odometer', 'vin'], { error: 'Say what the photo shows' }),
          checkpointKey: z.string().max(80).optional(),
        }),
        response: {
          201: z.object({ data: PhotoSchema }),
          ...errors,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const photo = await addPhoto(
        app.db,
        storage,
        request.params.appointmentId,
        inspectorOf(request),
        { kind: request.query.kind, checkpointKey: request.query.checkpointKey, bytes },
        now(),
      );
      return reply.status(HTTP.CREATED).send({ data: photo });
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        operationId: 'submitInspection',
        summary: 'Submit: computes the offer and opens the dealer auction',
        security,
        params: Params,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      data: await submitInspection(
        app.db,
        events,
        request.params.appointmentId,
        inspectorOf(request),
        now(),
      ),
    }),
  );

  // Photos are served by their random key (unguessable, like the appointment link).
  app.get(
    '/api/v1/inspection-photos/:key/:file',
    {
      schema: {
        tags,
        operationId: 'getInspectionPhoto',
        summary: 'One re-encoded photo at one width (AVIF or WebP)',
        params: z.object({
          key: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
          file: z.string().regex(/^[0-9]{3,4}\.(?:avif|webp)$/),
        }),
      },
    },
    async (request, reply) => {
      const bytes = await storage.get(`${request.params.key}/${request.params.file}`);
      if (!bytes) throw notFound('We could not find this photo.');
      const format = request.params.file.endsWith('.avif') ? 'avif' : 'webp';
      return reply
        .header('content-type', IMAGE_MIME_TYPES[format])
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
