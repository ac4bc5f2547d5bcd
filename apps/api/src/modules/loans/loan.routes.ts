import {
  CreateLoanApplicationBodySchema,
  DEFAULT_LOAN_STATUS,
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
}
