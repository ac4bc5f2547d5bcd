import {
  CreateLoanApplicationBodySchema,
  DEFAULT_LOAN_STATUS,
  FinanceDocumentsQuerySchema,
  FinanceDocumentsSchema,
  LoanBannerSchema,
  LoanLinkQuerySchema,
  LoanRedirectLinkSchema,
  LoanApplicationListResponseSchema,
  LoanApplicationResponseSchema,
  LoanEligibilityBodySchema,
  LoanEligibilityResponseSchema,
  LoanStatusSchema,
  PaymentApprovalProcessResponseSchema,
} from '@carsetu/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { ErrorBodySchema } from '../../lib/error-body';
import { HTTP } from '../../lib/errors';
import {
  createLoanApplication,
  evaluateEligibility,
  getLoanApplication,
  listLoanApplications,
} from './loan-application.service';
import { financeDocuments, loanBanner, loanRedirectLink } from './loan-offer.service';

const tags = ['consumer: car loans'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Used-car loans on the consumer gateway (/api/consumer): eligibility and own applications. */
export async function loanRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/loan/eligibility',
    {
      schema: {
        tags,
        summary: 'Indicative eligibility from income, age and the car (no login, nothing stored)',
        body: LoanEligibilityBodySchema,
        response: { 200: LoanEligibilityResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await evaluateEligibility(app.db, request.body) }),
  );

  app.post(
    '/api/v1/loan/applications',
    {
      schema: {
        tags,
        security,
        summary: 'Apply: personal details → a PENDING application with its eligibility answer',
        body: CreateLoanApplicationBodySchema,
        response: { 201: LoanApplicationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await createLoanApplication(app.db, user.userId, request.body);
      return reply.status(HTTP.CREATED).send({ data });
    },
  );

  app.get(
    '/api/v1/loan/applications',
    {
      schema: {
        tags,
        security,
        summary: 'My loan applications, newest first',
        response: { 200: LoanApplicationListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await listLoanApplications(app.db, requireUser(request).userId) }),
  );

  app.get(
    '/api/v1/loan/applications/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of my loan applications (404 for anyone else’s)',
        params: z.object({ id: z.uuid('id must be a loan application id') }),
        response: { 200: LoanApplicationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await getLoanApplication(app.db, requireUser(request).userId, request.params.id),
    }),
  );

  app.get(
    '/api/v1/loan/payment-approval-process',
    {
      schema: {
        tags,
        security,
        summary: 'My loan applications in one status (spec §7: loanStatus defaults to PENDING)',
        querystring: z.object({ loanStatus: LoanStatusSchema.default(DEFAULT_LOAN_STATUS) }),
        response: { 200: PaymentApprovalProcessResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { loanStatus } = request.query;
      return { loanStatus, data: await listLoanApplications(app.db, user.userId, loanStatus) };
    },
  );

  const publicErrors = { 400: ErrorBodySchema, 404: ErrorBodySchema };
  app.get(
    '/api/v1/loan/banner',
    {
      schema: {
        tags,
        operationId: 'getLoansBanner',
        summary: 'Loans banner data: rate from, tenure, funding; with a car, its lowest EMI',
        querystring: LoanLinkQuerySchema,
        response: { 200: LoanBannerSchema, ...publicErrors },
      },
    },
    async (request) => loanBanner(app.db, request.query.listingId),
  );

  app.get(
    '/api/v1/loan/redirect-link',
    {
      schema: {
        tags,
        operationId: 'getLoanRedirectLink',
        summary: 'Where a loan banner leads: the eligibility step prefilled with the car',
        querystring: LoanLinkQuerySchema,
        response: { 200: LoanRedirectLinkSchema, ...publicErrors },
      },
    },
    async (request) => ({ url: await loanRedirectLink(app.db, request.query.listingId) }),
  );
}

/** GET /document/finance on the vehicle base gateway (spec §7): what a car loan needs. */
export async function loanVehicleRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/document/finance',
    {
      schema: {
        tags,
        operationId: 'getFinanceDocuments',
        summary: 'Documents a used-car loan needs, for salaried and self-employed applicants',
        querystring: FinanceDocumentsQuerySchema,
        response: { 200: FinanceDocumentsSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return financeDocuments(request.query.employmentType);
    },
  );
}
