import type { InternalApi } from '@carsetu/contracts';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import App, { ErrorBoundary, loader } from './root';

/** An API whose every call fails as an outage would: the frame data cannot load. */
const failingApi: InternalApi = {
  request: async () => ({
    status: 503,
    headers: {},
    body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Catalog unavailable' } }),
  }),
};

async function renderRoot(api: InternalApi) {
  const routes = [
    {
      id: 'root',
      path: '/',
      loader: ({ request }: { request: Request }) =>
        loader({ request, context: { api, cspNonce: 'n', requestId: 'r' }, params: {} } as never),
      Component: App,
      ErrorBoundary,
      children: [{ index: true, Component: () => <main>Page content</main> }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return {
    status: context.statusCode,
    html: renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
      />,
    ),
  };
}

describe('root error boundary (spec §8: an SSR failure of the frame renders the error page)', () => {
  it('replaces the whole frame with the error page when the frame data fails', async () => {
    const { status, html } = await renderRoot(failingApi);
    expect(status).toBe(500);
    expect(html).toContain('Something went wrong');
    expect(html).not.toContain('Page content');
    expect(html).not.toContain('aria-label="Main"');
  });
});
