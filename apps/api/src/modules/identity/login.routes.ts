import {
  LoginBodySchema,
  SendOtpBodySchema,
  UserProfileSchema,
  VerifyOtpBodySchema,
} from '@carsetu/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { ErrorBodySchema } from '../../lib/error-body';
import { unauthorized } from '../../lib/errors';
import { consumeGrant, issueGrant } from './grant.service';
import { leadTokenRoutes } from './lead-token.routes';
import { LOGIN_GRANT_LIFETIME_SECONDS } from './otp.constants';
import { closeOtpDeps, otpDepsFor } from './otp-deps';
import { sendOtp, verifyOtp } from './otp.service';
import { safeRedirect, toUserProfile } from './profile';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { createSession, revokeSession } from './session.service';
import { findOrCreateUser, findUserById, recordWhatsappConsent } from './user.repository';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
};
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const LOGIN_EXPIRED = 'Your login has expired. Please verify your mobile number again.';

async function startSession(app: FastifyInstance, accessToken: string) {
  const now = app.config.now();
  const grant = await consumeGrant(app.db, accessToken, 'login', now);
  const user = grant?.userId ? await findUserById(app.db, grant.userId) : null;
  if (!user) throw unauthorized(LOGIN_EXPIRED);
  const session = await createSession(app.db, user.id, now);
  return { user, session };
}

/** Login service (spec §7): send OTP, verify OTP, login, logout, who-am-I, profile details. */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', async () => closeOtpDeps(app));
  const tags = ['login'];

  app.post(
    '/api/v1/otp/send',
    {
      schema: {
        tags,
        summary: 'Send a login OTP (same answer whether or not the phone has an account)',
        body: SendOtpBodySchema,
        response: {
          200: ok(z.object({ resend_after_seconds: z.number(), expires_in_seconds: z.number() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const data = await sendOtp(otpDepsFor(app), {
        phone: request.body.phone_number,
        purpose: 'login',
        ip: request.ip,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/v1/otp/verify',
    {
      schema: {
        tags,
        summary: 'Verify a login OTP; success carries login_url with the access-token',
        body: VerifyOtpBodySchema,
        response: {
          200: ok(
            z.object({
              login_url: z.string(),
              'access-token': z.string(),
              redirect_url: z.string(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const { phone_number: phone, otp, whatsapp_consent, redirect_url } = request.body;
      const deps = otpDepsFor(app);
      await verifyOtp(deps, { phone, purpose: 'login', code: otp, ip: request.ip });
      const now = deps.now();
      const user = await findOrCreateUser(app.db, phone, now);
      await recordWhatsappConsent(app.db, user.id, whatsapp_consent, now);
      const accessToken = await issueGrant(
        app.db,
        { phone, purpose: 'login', userId: user.id, lifetimeSeconds: LOGIN_GRANT_LIFETIME_SECONDS },
        now,
      );
      const redirect = safeRedirect(redirect_url);
      const query = new URLSearchParams({ 'access-token': accessToken, redirect_url: redirect });
      return {
        success: true as const,
        data: {
          login_url: `/api/login/api/v1/login?${query}`,
          'access-token': accessToken,
          redirect_url: redirect,
        },
      };
    },
  );

  app.post(
    '/api/v1/login',
    {
      schema: {
        tags,
        summary: 'Exchange the access-token for a session (sets the session cookie)',
        body: LoginBodySchema,
        response: {
          200: ok(z.object({ redirect_url: z.string(), user: UserProfileSchema })),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { user, session } = await startSession(app, request.body['access-token']);
      setSessionCookie(app, reply, session.token, session.expiresAt);
      const sessionUser = { userId: user.id, phone: user.phone, roles: [], ...session };
      return {
        success: true as const,
        data: {
          redirect_url: safeRedirect(request.body.redirect_url),
          user: toUserProfile(user, sessionUser),
        },
      };
    },
  );

  app.get(
    '/api/v1/login',
    {
      schema: {
        tags,
        summary: 'The login_url itself: sets the session cookie and redirects to redirect_url',
        querystring: LoginBodySchema,
        response: { 302: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { session } = await startSession(app, request.query['access-token']);
      setSessionCookie(app, reply, session.token, session.expiresAt);
      return reply.redirect(safeRedirect(request.query.redirect_url), 302);
    },
  );

  app.post(
    '/api/v1/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the current session server-side and clear the cookie',
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      if (request.sessionUser) {
        await revokeSession(app.db, request.sessionUser.sessionId, app.config.now());
      }
      clearSessionCookie(app, reply);
      return { success: true as const };
    },
  );

  const profileRoute = (path: string, summary: string) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          security: [{ bearer: [] }],
          response: { 200: ok(UserProfileSchema), ...errors },
        },
      },
      async (request) => {
        const sessionUser = requireUser(request);
        const user = await findUserById(app.db, sessionUser.userId);
        if (!user) throw unauthorized();
        return { success: true as const, data: toUserProfile(user, sessionUser) };
      },
    );
  profileRoute('/api/v1/who-am-i', 'The logged-in user of this cookie or Bearer token');
  profileRoute('/api/v1/profile-details', 'Profile details of the logged-in user');

  await app.register(leadTokenRoutes, { prefix: '/api/v1/lead-token' });
};
