import { data, redirect } from 'react-router';
import { matchSellCityPath } from '../components/sell';
import { SellPage, sellPageMeta } from '../components/sell';
import { loadSellPage, submitSellRequest } from '../components/sell/index.server';
import { paths } from '../lib/paths';
import type { Route } from './+types/$';

/**
 * URLs no static route claims. Sell-city pages live here because their city sits inside a segment
 * (/sell-used-cars-{city}/, which route segments cannot express); every other URL is a real 404
 * with the site's 404 page inside the frame.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sellCity = matchSellCityPath(url.pathname);
  if (!sellCity) throw data('Not Found', { status: 404 });
  if (!sellCity.canonical)
    throw redirect(`${paths.sellUsedCarsInCity(sellCity.slug)}${url.search}`, 301);
  return loadSellPage(context, sellCity.slug);
}

export async function action({ request }: Route.ActionArgs) {
  if (!matchSellCityPath(new URL(request.url).pathname)?.canonical) {
    throw data('Not Found', { status: 404 });
  }
  return submitSellRequest(request);
}

export const meta: Route.MetaFunction = ({ data: page, matches }) =>
  // The 404 page sets its own <title> and robots tag (two titles are invalid HTML).
  page?.city ? sellPageMeta(page, matches) : [];

export default function CatchAll({ loaderData, actionData }: Route.ComponentProps) {
  return <SellPage page={loaderData} actionResult={actionData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
