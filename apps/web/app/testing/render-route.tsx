import type { WebLoadContext } from '@carsetu/contracts';
import { render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { createRoutesStub, useLocation } from 'react-router';

interface RouteModule {
  default: ComponentType<never>;
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
}

/**
 * Renders a route module as the app would (its real loader, action and component) at `url`,
 * with `context` (usually fakeApi(...).context) standing in for the API. A redirect to another
 * path lands on a page showing that path, so a test can assert where it went.
 */
export function renderRoute(
  module: RouteModule,
  { path, url, context }: { path: string; url: string; context: WebLoadContext },
) {
  const Stub = createRoutesStub(
    [
      {
        id: 'page',
        path,
        Component: module.default as ComponentType,
        loader: module.loader as never,
        action: module.action as never,
        ErrorBoundary: RouteError,
      },
      { path: '*', Component: Elsewhere },
    ],
    // AppLoadContext is WebLoadContext plus an index signature the test double need not carry.
    context as never,
  );
  return render(<Stub initialEntries={[url]} />);
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

function RouteError() {
  return <p data-testid="route-error">route error</p>;
}

/** Waits for the page's main heading (the loader has run; long checklists take a while in jsdom). */
export const findHeading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });

/** Renders a component that needs a router (Form, Link, useNavigation) at `url`. */
export function renderWithRouter(element: ReactElement, url = '/') {
  const Stub = createRoutesStub([{ path: '*', Component: () => element }]);
  return render(<Stub initialEntries={[url]} />);
}
