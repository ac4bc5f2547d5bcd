import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  resolveSession,
  SESSION_COOKIE,
  type SessionUser,
} from '../modules/identity/session.service';
import { SALE_MESSAGES, STAFF_ROLE_LABELS, type StaffRole } from '@carsetu/contracts';
import { forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of this request (cookie for pages, Bearer for API clients), or null. */
    sessionUser: SessionUser | null;
  }
}

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies?.[SESSION_COOKIE] || undefined;
}

/**
 * Resolves the session once per API request; routes then call requireUser(). Page and asset
 * requests skip it: browsers send the cookie with every asset, and pages reach private data only
 * through their in-process API calls, which resolve the session themselves.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readToken(request);
    request.sessionUser = token ? await resolveSession(app.db, token) : null;
  });
});

/** Use inside a handler: returns the user or throws 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

/**
 * Use inside a staff handler: the user and their grant of `role`, or 401 (not logged in) / 403
 * (logged in without the role). Admins do not inherit other roles: an admin who also bids holds
 * the dealer role too, so every action names who did it in which capacity.
 */
export function requireRole(request: FastifyRequest, role: StaffRole) {
  const user = requireUser(request);
  const grant = user.roles.find((candidate) => candidate.role === role);
  if (!grant) throw forbidden(SALE_MESSAGES.roleMissing(STAFF_ROLE_LABELS[role].toLowerCase()));
  return { user, grant };
}

/** Like requireRole, for actions any of several roles may take (the first grant held is used). */
export function requireAnyRole(request: FastifyRequest, roles: readonly StaffRole[]) {
  const user = requireUser(request);
  const grant = user.roles.find((candidate) => roles.includes(candidate.role));
  if (!grant) {
    throw forbidden(
      SALE_MESSAGES.roleMissing(
        roles.map((role) => STAFF_ROLE_LABELS[role].toLowerCase()).join(' or '),
      ),
    );
  }
  return { user, grant };
}
