import type { RouteConfig } from '@react-router/dev/routes';
import { flatRoutes } from '@react-router/fs-routes';

// Routes are files in app/routes/ (flat-routes naming: `traffic-challan._index.tsx`,
// `buy-used-cars._index.tsx`, `$.tsx` for the 404). Each domain owns its own route files.
// Tests sit beside the route modules they test (`staff.leads.test.tsx`) and are not routes.
export default flatRoutes({
  ignoredRouteFiles: ['**/*.test.ts', '**/*.test.tsx'],
}) satisfies RouteConfig;
