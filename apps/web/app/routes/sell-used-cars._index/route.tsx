import { SellPage } from '../../components/sell';
import { loadSellPage, submitSellRequest } from '../../components/sell/index.server';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.content.metaTitle ?? 'Sell your car | CarSetu' },
  { name: 'description', content: data?.content.metaDescription ?? '' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return loadSellPage(context, null);
}

export async function action({ request }: Route.ActionArgs) {
  return submitSellRequest(request);
}

export default function SellUsedCars({ loaderData, actionData }: Route.ComponentProps) {
  return <SellPage page={loaderData} actionResult={actionData} />;
}
