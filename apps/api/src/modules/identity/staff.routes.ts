import {
  GrantRoleBodySchema,
  MyRolesSchema,
  StaffMemberSchema,
  StaffRoleSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../lib/auth';
import { SIGNED_IN_ROUTE_ERRORS } from '../../lib/error-body';
import { HTTP } from '../../lib/errors';
import { grantRole, listStaff, revokeRole } from './staff-roles.service';

const errors = SIGNED_IN_ROUTE_ERRORS;
const tags = ['consumer: staff'];
const security = [{ bearer: [] }];

/** Staff roles on the consumer gateway: who am I as staff, and the admin's role grants. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/staff/me',
    {
      schema: {
        tags,
        operationId: 'staffMe',
        summary: "The logged-in user's staff roles (empty for customers)",
        security,
        response: { 200: z.object({ data: MyRolesSchema }), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: { userId: user.userId, roles: await listStaff(app.db, user.userId) } };
    },
  );

  app.get(
    '/api/v1/staff/members',
    {
      schema: {
        tags,
        operationId: 'listStaffMembers',
        summary: 'Every staff role grant (admin)',
        security,
        response: { 200: z.object({ data: z.array(StaffMemberSchema) }), ...errors },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return { data: await listStaff(app.db) };
    },
  );

  app.post(
    '/api/v1/staff/members',
    {
      schema: {
        tags,
        operationId: 'grantStaffRole',
        summary: 'Grant a role to a phone number (admin); creates the account if new',
        security,
        body: GrantRoleBodySchema,
        response: { 201: z.object({ data: StaffMemberSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireRole(request, 'admin');
      const member = await grantRole(app.db, request.body, user.userId, app.config.now());
      return reply.status(HTTP.CREATED).send({ data: member });
    },
  );

  app.delete(
    '/api/v1/staff/members/:userId/:role',
    {
      schema: {
        tags,
        operationId: 'revokeStaffRole',
        summary: 'Take a role away (admin)',
        security,
        params: z.object({ userId: z.string().uuid(), role: StaffRoleSchema }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      requireRole(request, 'admin');
      await revokeRole(app.db, request.params.userId, request.params.role);
      return reply.status(HTTP.NO_CONTENT).send(null);
    },
  );
};
