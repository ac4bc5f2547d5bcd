import {
  CreditConsentBodySchema,
  CreditPhoneBodySchema,
  DmsAuthBodySchema,
  DmsTokenSchema,
  DocumentChecklistSchema,
  DocumentVerifyBodySchema,
  KycBodySchema,
  KycViewSchema,
  PartyVideoBodySchema,
  SELLER_DOCUMENT_MAX_BYTES,
  SELLER_DOCUMENT_MAX_FILES,
  SellerDocumentListQuerySchema,
  SellerDocumentSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../lib/auth';
import { ErrorBodySchema } from '../../../lib/error-body';
import { HTTP } from '../../../lib/errors';
import { createKycProvider } from '../../../providers/kyc';
import { BEARER, SELL_ROUTE_ERRORS, TokenParams } from '../route-kit';
import { saleDepsFor } from '../sale/sale-deps';
import {
  createDmsToken,
  documentFile,
  listDocuments,
  uploadChecklist,
  uploadDocuments,
  verifyDocument,
} from './documents.service';
import {
  bookPartyVideo,
  getKyc,
  recordCreditConsent,
  recordCreditPhone,
  submitKyc,
} from './kyc.service';
import { readUploadParts } from './multipart';

const errors = SELL_ROUTE_ERRORS;
const tags = ['consumer: seller documents'];
const security = BEARER;
const base = '/api/v1/appointment/token/:token';
const documents = '/api/v2/seller/documents';
/** Several files of at most 8 MB each, plus the multipart framing. */
const UPLOAD_BODY_LIMIT = SELLER_DOCUMENT_MAX_FILES * SELLER_DOCUMENT_MAX_BYTES + 64 * 1024;
const kycAnswer = { 200: z.object({ data: KycViewSchema }), ...errors };

/**
 * Seller documents and KYC after an accepted offer (issue 10 parts 1–2, decisions 0119–0120):
 * the dms upload token, the multipart upload it unlocks, listing and streaming (owner or
 * staff), staff verification, the owner's checklist, and the KYC appointment actions.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = await saleDepsFor(app);
  const kyc = createKycProvider(app.config);
  const now = () => app.config.now();

  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/seller/dms/auth',
    {
      schema: {
        tags,
        operationId: 'createDmsToken',
        summary: 'A 10-minute, single-use document upload token with its jti and utid (owner)',
        security,
        body: DmsAuthBodySchema,
        response: { 201: z.object({ data: DmsTokenSchema }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(HTTP.CREATED).send({
        data: await createDmsToken(app.db, requireUser(request), request.body, now()),
      }),
  );

  app.post(
    documents,
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        operationId: 'uploadSellerDocuments',
        summary:
          'Upload documents (multipart: files with a documentType field; JPEG, PNG or PDF, 8 MB each). Headers: Authorization Bearer <dms token>, jti, utid',
        consumes: ['multipart/form-data'],
        headers: z.object({
          jti: z.string().max(64).optional(),
          utid: z.string().max(64).optional(),
        }),
        response: {
          201: z.object({ data: z.array(SellerDocumentSchema) }),
          ...errors,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const contentType = request.headers['content-type'] ?? '';
      const parts = Buffer.isBuffer(request.body)
        ? await readUploadParts(request.body, contentType)
        : [];
      const data = await uploadDocuments(
        app.db,
        storage,
        {
          authorization: request.headers.authorization,
          jti: request.headers.jti,
          utid: request.headers.utid,
        },
        parts,
        now(),
      );
      return reply.status(HTTP.CREATED).send({ data });
    },
  );

  app.get(
    documents,
    {
      schema: {
        tags,
        operationId: 'listSellerDocuments',
        summary: "The appointment's documents, newest first (owner, or inspector/runner/admin)",
        security,
        querystring: SellerDocumentListQuerySchema,
        response: { 200: z.object({ data: z.array(SellerDocumentSchema) }), ...errors },
      },
    },
    async (request) => ({
      data: await listDocuments(app.db, request.query.appointmentId, requireUser(request)),
    }),
  );

  app.get(
    `${documents}/:documentId`,
    {
      schema: {
        tags,
        operationId: 'getSellerDocument',
        summary: 'The file of one document (owner, or inspector/runner/admin)',
        security,
        params: z.object({ documentId: z.uuid({ error: 'We could not find this document.' }) }),
      },
    },
    async (request, reply) => {
      const file = await documentFile(
        app.db,
        storage,
        request.params.documentId,
        requireUser(request),
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `inline; filename="${file.fileName.replace(/"/g, '')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .send(file.bytes);
    },
  );

  app.post(
    `${base}/document/verify`,
    {
      schema: {
        tags,
        operationId: 'verifySellerDocument',
        summary: 'Mark a document verified, or rejected with a reason (inspector, runner, admin)',
        security,
        params: TokenParams,
        body: DocumentVerifyBodySchema,
        response: { 200: z.object({ data: SellerDocumentSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await verifyDocument(
        app.db,
        request.params.token,
        requireUser(request),
        request.body,
        now(),
      ),
    }),
  );

  app.post(
    `${base}/document/upload/verify`,
    {
      schema: {
        tags,
        operationId: 'checkSellerDocuments',
        summary: 'Which required documents are uploaded, verified, rejected or missing (owner)',
        security,
        params: TokenParams,
        response: { 200: z.object({ data: DocumentChecklistSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await uploadChecklist(app.db, request.params.token, requireUser(request)),
    }),
  );

  app.get(
    `${base}/kyc`,
    {
      schema: {
        tags,
        operationId: 'getSellerKyc',
        summary: 'KYC, credit-report consent and phone, and the video-KYC slot (owner)',
        security,
        params: TokenParams,
        response: kycAnswer,
      },
    },
    async (request) => ({
      data: await getKyc(app.db, request.params.token, requireUser(request), now()),
    }),
  );

  app.post(
    `${base}/kyc`,
    {
      schema: {
        tags,
        operationId: 'submitSellerKyc',
        summary:
          'Check the PAN (with the Aadhaar last 4 and the name) with the KYC provider (owner)',
        security,
        params: TokenParams,
        body: KycBodySchema,
        response: { ...kycAnswer, 503: ErrorBodySchema },
      },
    },
    async (request) => ({
      data: await submitKyc(
        app.db,
        kyc,
        request.params.token,
        requireUser(request),
        request.body,
        now(),
      ),
    }),
  );

  app.post(
    `${base}/credit-report-consent`,
    {
      schema: {
        tags,
        operationId: 'recordCreditReportConsent',
        summary: 'The seller allows CarSetu to fetch their credit report (owner; time recorded)',
        security,
        params: TokenParams,
        body: CreditConsentBodySchema,
        response: kycAnswer,
      },
    },
    async (request) => ({
      data: await recordCreditConsent(app.db, request.params.token, requireUser(request), now()),
    }),
  );

  app.post(
    `${base}/credit-report-phone`,
    {
      schema: {
        tags,
        operationId: 'recordCreditReportPhone',
        summary: 'The mobile number the credit report is fetched with (owner)',
        security,
        params: TokenParams,
        body: CreditPhoneBodySchema,
        response: kycAnswer,
      },
    },
    async (request) => ({
      data: await recordCreditPhone(
        app.db,
        request.params.token,
        requireUser(request),
        request.body.phone,
        now(),
      ),
    }),
  );

  app.post(
    `${base}/party-video`,
    {
      schema: {
        tags,
        operationId: 'bookPartyVideo',
        summary: 'Book a video-KYC call slot (half-hour, 10:00–19:00 India time; owner)',
        security,
        params: TokenParams,
        body: PartyVideoBodySchema,
        response: kycAnswer,
      },
    },
    async (request) => ({
      data: await bookPartyVideo(
        app.db,
        request.params.token,
        requireUser(request),
        request.body.slotStart,
        now(),
      ),
    }),
  );
};
