import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type ZodScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Registers routes whose JSON body arrives as the exact bytes received (a Buffer), for webhooks
 * signed over the raw body. Only the routes added inside `routes` read raw bodies.
 */
export async function rawJsonScope(app: FastifyInstance, routes: (scope: ZodScope) => void) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}
