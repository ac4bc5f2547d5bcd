import type { EChallanPage } from '@carsetu/contracts';
import { data, type AppLoadContext } from 'react-router';

/**
 * The state or city page state from the API. Unknown state or city: a real 404 whose body
 * still carries the state list (isInvalidState / isInvalidCity), so the page can offer it.
 */
export async function loadEChallanPage(
  context: AppLoadContext,
  request: Request,
  stateSlug: string,
  citySlug?: string,
) {
  const path = citySlug
    ? `/api/consumer/api/v1/e-challan/${encodeURIComponent(stateSlug)}/${encodeURIComponent(citySlug)}`
    : `/api/consumer/api/v1/e-challan/${encodeURIComponent(stateSlug)}`;
  const response = await context.api.request({ method: 'GET', url: path });
  if (response.status !== 200 && response.status !== 404) {
    throw new Error(`e-challan page API answered ${response.status}`);
  }
  const page = JSON.parse(response.body) as EChallanPage;
  const origin = new URL(request.url).origin;
  const canonicalPath = citySlug
    ? `/traffic-challan/${stateSlug}/${citySlug}/`
    : `/traffic-challan/${stateSlug}/`;
  return data(
    { page: { ...page, isSSR: true }, canonicalUrl: `${origin}${canonicalPath}`, origin },
    {
      status: response.status,
      headers: { 'cache-control': response.status === 200 ? 'public, max-age=300' : 'no-store' },
    },
  );
}
