import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './session.service';

/**
 * httpOnly (scripts never see the token), SameSite=Lax (sent on top-level navigation, not on
 * cross-site posts), Secure in production unless the public origin is plain http.
 */
function cookieOptions(app: FastifyInstance) {
  const secure = app.config.isProduction && !app.config.publicOrigin?.startsWith('http://');
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(app), expires: expiresAt });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(app));
}
