import type { InternalApiRequest, InternalApiResponse } from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import '../load-context';

type Answer = { status?: number; body?: unknown; headers?: InternalApiResponse['headers'] };

/**
 * A loader/action context whose in-process API answers from a table keyed by "METHOD url"
 * (or a function for anything computed), recording every request for assertions.
 */
export function fakeContext(
  answers: Record<string, Answer | ((request: InternalApiRequest) => Answer)>,
) {
  const requests: InternalApiRequest[] = [];
  const context = {
    cspNonce: 'nonce',
    requestId: 'request-1',
    api: {
      request: async (request: InternalApiRequest): Promise<InternalApiResponse> => {
        requests.push(request);
        const entry = answers[`${request.method} ${request.url}`];
        const answer: Answer =
          typeof entry === 'function'
            ? entry(request)
            : (entry ?? {
                status: 404,
                body: { error: { code: 'NOT_FOUND', message: `No route ${request.url}` } },
              });
        return {
          status: answer.status ?? 200,
          headers: answer.headers ?? { 'content-type': 'application/json' },
          body: answer.body === undefined ? '' : JSON.stringify(answer.body),
        };
      },
    },
  } as AppLoadContext;
  return { context, requests };
}
