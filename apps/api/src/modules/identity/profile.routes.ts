import { UpdateProfileBodySchema, UserProfileSchema } from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { ErrorBodySchema } from '../../lib/error-body';
import { toUserProfile } from './profile';
import { updateUserProfile } from './user.repository';

/** PUT user-profile on the consumer gateway (spec §7): the logged-in user's own name and email. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/user-profile',
    {
      schema: {
        tags: ['consumer'],
        summary: "Update the logged-in user's name and email",
        security: [{ bearer: [] }],
        body: UpdateProfileBodySchema,
        response: {
          200: z.object({ success: z.literal(true), data: UserProfileSchema }),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const sessionUser = requireUser(request);
      const { name, user_email } = request.body;
      const user = await updateUserProfile(
        app.db,
        sessionUser.userId,
        { name, email: user_email === '' ? null : user_email.toLowerCase() },
        app.config.now(),
      );
      return { success: true as const, data: toUserProfile(user, sessionUser) };
    },
  );
};
