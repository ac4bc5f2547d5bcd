import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';

/**
 * The one route error boundary: a 404 shows the site's not-found page, anything else the error
 * page with its status (inside the frame, which the root keeps). Routes re-export it as
 * `ErrorBoundary`.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
