import { formatMoney, paise, rupees, toPaise } from '@carsetu/contracts';
import { Form, Link, data, redirect, useNavigation, useSearchParams } from 'react-router';
import { InspectionReportView } from '../components/sell-flow';
import { StaffGate, staffMeta } from '../components/staff';
import { staffApi, staffPaths } from '../components/staff';
import { formError, staffAccess } from '../components/staff/index.server';
import { AuctionStats } from '../components/staff';
import { useLiveAuction } from '../components/staff';
import { buttonClasses } from '../components/ui';
import { ApiRequestError, apiClient } from '../lib/api-client.server';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/staff.dealer.auctions.$id';

export const meta: Route.MetaFunction = () => staffMeta('Auction');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!UUID.test(params.id)) throw data('Not Found', { status: 404 });
  const access = await staffAccess(context, 'dealer');
  if (access.state !== 'ok') return { access, auction: null, report: null };
  try {
    const { data: detail } = await unwrap(
      typedApi(context).GET('/api/consumer/api/v1/dealer/auctions/{id}', {
        params: { path: { id: params.id } },
      }),
    );
    return { access, ...detail };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404)
      throw data('Not Found', { status: 404 });
    throw error;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const amount = String(form.get('amountRupees') ?? '').replace(/[,\s₹]/g, '');
  try {
    // Stays on apiClient: the form's text goes as is and the API coerces it (its own message for
    // a non-number); the typed body is the coerced number.
    await apiClient(context).post(staffApi.bids(params.id), { amountRupees: amount });
  } catch (error) {
    return formError(error);
  }
  return redirect(`${staffPaths.auction(params.id)}?bid=${encodeURIComponent(amount)}`, 303);
}

/** /staff/dealer/auctions/:id: the report, live best price and time left, and the bid form. */
export default function DealerAuction({ loaderData, actionData, params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const live = useLiveAuction(
    loaderData.auction,
    loaderData.auction ? staffApi.dealerAuctionEvents(params.id) : null,
  );
  if (loaderData.access.state !== 'ok')
    return <StaffGate state={loaderData.access.state} title="Auction" />;
  const auction = live!;
  const placed = search.get('bid');
  const fieldError = actionData?.fields?.amountRupees;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
      <Link to={staffPaths.dealer()} className="text-sm font-semibold text-blue-700 underline">
        Back to live auctions
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink">{auction.car}</h1>
      <p className="text-slate-700">
        Appointment {auction.appointmentId} · {auction.city.name} · round {auction.round}
      </p>
      {placed && !actionData && (
        <p role="status" className="mt-3 rounded-xl bg-emerald-50 p-4 text-emerald-800">
          Your bid of {formatMoney(toPaise(rupees(Number(placed))))} is placed.
        </p>
      )}
      <section aria-labelledby="bidding" className="mt-4 rounded-2xl border border-slate-200 p-5">
        <h2 id="bidding" className="text-lg font-semibold text-ink">
          {auction.status === 'live' ? 'Live auction' : 'Auction closed'}
        </h2>
        <AuctionStats auction={auction} bestPriceTestId="best-price">
          <div>
            <dt className="text-slate-600">You</dt>
            <dd className="font-semibold">
              {auction.status === 'closed'
                ? auction.outcome === 'won'
                  ? 'Won'
                  : 'Not won'
                : auction.youLead
                  ? 'Leading'
                  : 'Not leading'}
            </dd>
          </div>
        </AuctionStats>
        {auction.status === 'live' && (
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 text-sm font-medium">
              Your bid (₹)
              <input
                key={auction.minimumNextBidPaise}
                name="amountRupees"
                inputMode="numeric"
                required
                defaultValue={auction.minimumNextBidPaise / 100}
                aria-invalid={Boolean(fieldError)}
                aria-describedby="bid-help"
                className="w-44 rounded-lg border border-slate-400 px-3 py-2"
              />
            </label>
            <button
              type="submit"
              className={buttonClasses('primary')}
              disabled={navigation.state === 'submitting'}
            >
              {navigation.state === 'submitting' ? 'Placing bid…' : 'Place bid'}
            </button>
            <p
              id="bid-help"
              className={`w-full text-sm ${fieldError || actionData?.error ? 'text-red-700' : 'text-slate-700'}`}
              role={actionData?.error ? 'alert' : undefined}
            >
              {fieldError ??
                actionData?.error ??
                `Minimum ${formatMoney(paise(auction.minimumNextBidPaise))} (steps of ${formatMoney(paise(auction.minIncrementPaise))}). A bid in the last two minutes adds two minutes.`}
            </p>
          </Form>
        )}
      </section>
      <section aria-labelledby="report" className="mt-6">
        <h2 id="report" className="text-lg font-semibold text-ink">
          Inspection report
        </h2>
        <div className="mt-3">
          <InspectionReportView report={loaderData.report!} />
        </div>
      </section>
    </main>
  );
}
