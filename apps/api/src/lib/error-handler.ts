import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, HTTP } from './errors';
import { errorBody } from './error-body';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './database-unavailable';

/** Maps every thrown error to the one error body; 5xx details never reach the client. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(HTTP.BAD_REQUEST).send(errorBody('VALIDATION_FAILED', first, fields));
    }
    if (isDatabaseUnavailable(error)) {
      // The pool reconnects on its own; tell the client when to try again instead of a 500.
      request.log.warn({ err: error }, 'database unreachable');
      return reply
        .status(HTTP.SERVICE_UNAVAILABLE)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
    }
    const status = error.statusCode ?? HTTP.INTERNAL;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send(errorBody('INTERNAL', 'Something went wrong. Please try again.'));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type).
    return reply.status(status).send(errorBody(error.code ?? 'BAD_REQUEST', error.message));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(HTTP.NOT_FOUND)
      .send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url}`)),
  );
}
