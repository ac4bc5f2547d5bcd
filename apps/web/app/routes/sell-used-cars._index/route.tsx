import { SellPage, sellPageMeta } from '../../components/sell';
import { loadSellPage, submitSellRequest } from '../../components/sell/index.server';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = ({ data, matches }) => sellPageMeta(data, matches);

export async function loader({ context }: Route.LoaderArgs) {
  return loadSellPage(context, null);
}

export async function action({ request }: Route.ActionArgs) {
  return submitSellRequest(request);
}

export default function SellUsedCars({ loaderData, actionData }: Route.ComponentProps) {
  return <SellPage page={loaderData} actionResult={actionData} />;
}
