import { formatMoney, paise } from '@carsetu/contracts';
import { type AuctionView } from '@carsetu/contracts';
import { Form, Link } from 'react-router';
import { StaffGate, staffMeta } from '../components/staff';
import { staffPaths } from '../components/staff';
import { formError, staffAccess } from '../components/staff/index.server';
import { useTimeLeft } from '../components/staff';
import { buttonClasses } from '../components/ui';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/staff.dealer._index';

export const meta: Route.MetaFunction = () => staffMeta('Dealer auctions');

interface NegotiationItem {
  id: string;
  auctionId: string;
  car: string;
  askedPaise: number;
  yourBidPaise: number;
}
interface LeadItem {
  id: string;
  name: string;
  phone: string;
}

export async function loader({ context }: Route.LoaderArgs) {
  const access = await staffAccess(context, 'dealer');
  if (access.state !== 'ok')
    return {
      access,
      live: [] as AuctionView[],
      history: [] as AuctionView[],
      negotiations: [] as NegotiationItem[],
      leads: [] as LeadItem[],
    };
  const api = typedApi(context);
  const [live, history, negotiations, leads] = await Promise.all([
    unwrap(api.GET('/api/consumer/api/v1/dealer/auctions')),
    unwrap(api.GET('/api/consumer/api/v1/dealer/auctions/history')),
    unwrap(api.GET('/api/consumer/api/v1/dealer/negotiations')),
    unwrap(api.GET('/api/consumer/api/v1/dealer/leads')),
  ]);
  return {
    access,
    live: live.data,
    history: history.data,
    negotiations: negotiations.data,
    leads: leads.data,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const decision = String(form.get('decision') ?? '');
  const counter = String(form.get('counterRupees') ?? '').replace(/[,\s₹]/g, '');
  try {
    await unwrap(
      typedApi(context).POST('/api/consumer/api/v1/dealer/negotiations/{id}', {
        params: { path: { id: String(form.get('id') ?? '') } },
        body: {
          // The form's value as sent before: the API checks it and answers its 400.
          decision: decision as 'accept' | 'counter' | 'decline',
          ...(decision === 'counter' ? { counterRupees: Number(counter) } : {}),
        },
      }),
    );
    return { ok: true as const, error: null, fields: {} };
  } catch (error) {
    return formError(error);
  }
}

function TimeLeft({ endsAt }: { endsAt: string }) {
  const left = useTimeLeft(endsAt);
  return (
    <span>
      {left ??
        `Closes ${new Date(endsAt).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' })}`}
    </span>
  );
}

/** /staff/dealer: live auctions of the city, price requests from sellers, won and lost. */
export default function DealerConsole({ loaderData, actionData }: Route.ComponentProps) {
  const { access, live, history, negotiations, leads } = loaderData;
  if (access.state !== 'ok') return <StaffGate state={access.state} title="Dealer auctions" />;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">Live auctions in {access.grant.city?.name}</h1>
      {actionData?.error && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-800">
          {actionData.error}
        </p>
      )}
      {live.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No live auctions right now. New cars appear here as soon as they are inspected.
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {live.map((auction) => (
            <li key={auction.id} className="rounded-2xl border border-slate-200 p-4">
              <h2 className="font-semibold text-ink">{auction.car}</h2>
              <p className="text-sm text-slate-700">
                Best{' '}
                {auction.bestBidPaise === null
                  ? 'none yet'
                  : formatMoney(paise(auction.bestBidPaise))}{' '}
                · {auction.bidCount} bids · <TimeLeft endsAt={auction.endsAt} />
              </p>
              <p className="text-sm text-slate-700">
                Minimum next bid {formatMoney(paise(auction.minimumNextBidPaise))}
              </p>
              {auction.youLead && (
                <p className="text-sm font-semibold text-emerald-800">You lead</p>
              )}
              <Link
                to={staffPaths.auction(auction.id)}
                className={buttonClasses('primary', 'mt-3 w-full sm:w-auto')}
              >
                Open and bid<span className="sr-only"> on {auction.car}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      {negotiations.length > 0 && (
        <section aria-labelledby="requests" className="mt-8">
          <h2 id="requests" className="text-lg font-semibold text-ink">
            Price requests from sellers
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {negotiations.map((item) => (
              <li key={item.id} className="rounded-2xl border border-slate-200 p-4">
                <p className="font-medium text-ink">{item.car}</p>
                <p className="text-sm text-slate-700">
                  The seller asks {formatMoney(paise(item.askedPaise))}; your bid is{' '}
                  {formatMoney(paise(item.yourBidPaise))}.
                </p>
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                  <input type="hidden" name="id" value={item.id} />
                  <button
                    type="submit"
                    name="decision"
                    value="accept"
                    className={buttonClasses('primary')}
                  >
                    Agree to {formatMoney(paise(item.askedPaise))}
                  </button>
                  <label className="flex flex-col gap-1 text-sm font-medium">
                    Counter-offer (₹)
                    <input
                      name="counterRupees"
                      inputMode="numeric"
                      className="w-36 rounded-lg border border-slate-400 px-3 py-2"
                    />
                  </label>
                  <button
                    type="submit"
                    name="decision"
                    value="counter"
                    className={buttonClasses('secondary')}
                  >
                    Send counter-offer
                  </button>
                  <button
                    type="submit"
                    name="decision"
                    value="decline"
                    className={buttonClasses('ghost')}
                  >
                    Keep my bid
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="history" className="mt-8">
        <h2 id="history" className="text-lg font-semibold text-ink">
          Won and lost
        </h2>
        {history.length === 0 ? (
          <p className="mt-2 text-slate-700">Auctions you bid in appear here once they close.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {history.map((auction) => (
              <li
                key={auction.id}
                className="flex flex-wrap justify-between gap-2 rounded-xl border border-slate-200 p-3 text-sm"
              >
                <span className="font-medium text-ink">{auction.car}</span>
                <span>
                  {auction.outcome === 'won' ? 'Won' : 'Lost'} · best{' '}
                  {auction.bestBidPaise === null ? '—' : formatMoney(paise(auction.bestBidPaise))}
                  {auction.yourBestPaise !== null
                    ? ` · yours ${formatMoney(paise(auction.yourBestPaise))}`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {leads.length > 0 && (
        <section aria-labelledby="leads" className="mt-8">
          <h2 id="leads" className="text-lg font-semibold text-ink">
            Sellers who chose you
          </h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {leads.map((lead) => (
              <li key={lead.id}>
                {lead.name} ·{' '}
                <a href={`tel:+91${lead.phone}`} className="text-blue-700 underline">
                  +91 {lead.phone}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
