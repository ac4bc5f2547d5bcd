import { EChallanPageView } from '../../components/challans';
import { eChallanMeta } from '../../components/challans';
import { loadEChallanPage } from '../../components/challans/index.server';
import { metaTranslator } from '../../lib/i18n';
import type { Route } from './+types/route';

/** The loader decides caching: private for a lookup, short public caching for state pages. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadEChallanPage(context, request, params.stateSlug, params.citySlug);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  eChallanMeta(data, metaTranslator(matches));

/** /traffic-challan/{state}/{city}/: "e-Challan <City>" under its state. */
export default function CityEChallanPage({ loaderData }: Route.ComponentProps) {
  return <EChallanPageView page={loaderData.page} origin={loaderData.origin} />;
}
