import type { Route } from './+types/robots[.]txt';

// Crawlers may index the public site; account pages, checkout and the API stay out.
const DISALLOWED = [
  '/api/',
  '/my-bookings',
  '/my-orders',
  '/my-appointments',
  '/profile',
  '/wishlist',
  '/staff/',
  '/used-car-valuation/appointment/',
];

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  });
}
