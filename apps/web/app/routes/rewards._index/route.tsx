import { formatDate } from '@carsetu/contracts';
import type { Coupon, UserReward } from '@carsetu/contracts';
import { Form, useNavigation } from 'react-router';
import { LoginRequired } from '../../components/auth';
import { SpinWheel } from '../../components/rewards';
import { buttonClasses } from '../../components/ui';
import type { Route } from './+types/route';
import { loadRewardsPage, optInAction, type CouponFaq } from './rewards.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Rewards and coupons | CarSetu' },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

export async function loader({ context }: Route.LoaderArgs) {
  return loadRewardsPage(context);
}

export async function action({ context, request }: Route.ActionArgs) {
  return optInAction(context, request);
}

const STATUS_TEXT: Record<UserReward['status'], string> = {
  issued: 'Won: opt in to use it',
  opted_in: 'Ready to use',
  reserved: 'Held by a payment in progress',
  redeemed: 'Used',
  expired: 'Expired',
};

function Faq({ faqs }: { faqs: CouponFaq[] | undefined }) {
  if (!faqs?.length) return null;
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold text-blue-700">FAQ</summary>
      <dl className="mt-2 space-y-2">
        {faqs.map((faq) => (
          <div key={faq.question}>
            <dt className="font-semibold text-ink">{faq.question}</dt>
            <dd className="text-slate-700">{faq.answer}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function OptInButton({ coupon, label }: { coupon: Coupon; label: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('couponId') === coupon.id;
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="couponId" value={coupon.id} />
      <button type="submit" disabled={busy} className={buttonClasses('primary', 'px-4 py-2')}>
        {label}
        <span className="sr-only"> {coupon.title}</span>
      </button>
    </Form>
  );
}

/** /rewards: the spin wheel, the user's coupons and the offers they can opt into. */
export default function RewardsPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.loggedIn) {
    return (
      <LoginRequired
        title="Rewards"
        reason="continue"
        text="Log in to spin the wheel and see your coupons and offers."
      />
    );
  }
  const { rewards, spins, spin, available, faqs } = loaderData;
  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-8 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Rewards</h1>
      {actionData ? (
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={`rounded-xl p-4 ${actionData.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
        >
          {actionData.message}
        </p>
      ) : null}

      <SpinWheel state={spin} />

      <section aria-labelledby="my-rewards-heading">
        <h2 id="my-rewards-heading" className="text-xl font-bold text-ink">
          Your rewards
        </h2>
        {rewards.length === 0 ? (
          <p className="mt-2 text-slate-700">
            No rewards yet. Spin the wheel or opt in to an offer below.
          </p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {rewards.map((reward) => (
              <li key={reward.id} className="rounded-xl border border-slate-200 p-4">
                <h3 className="font-semibold text-ink">{reward.coupon.title}</h3>
                <p className="mt-1 text-sm text-slate-700">
                  {reward.coupon.discountText} · Code{' '}
                  <strong className="font-mono">{reward.coupon.code}</strong>
                </p>
                <p className="mt-1 text-sm">
                  <span className="font-semibold text-ink">{STATUS_TEXT[reward.status]}</span>
                  {reward.status === 'redeemed' && reward.redeemedAt
                    ? ` on ${formatDate(reward.redeemedAt)}`
                    : ` · valid until ${formatDate(reward.validUntil)}`}
                </p>
                <p className="mt-1 text-sm text-slate-600">How to use: {reward.coupon.howToUse}</p>
                <Faq faqs={faqs[reward.coupon.id]} />
                {reward.status === 'issued' ? (
                  <OptInButton coupon={reward.coupon} label="Opt in" />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="spins-heading">
        <h2 id="spins-heading" className="text-xl font-bold text-ink">
          Your spins
        </h2>
        {spins.length === 0 ? (
          <p className="mt-2 text-slate-700">You have not spun the wheel yet.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-slate-700">
            {spins.map((entry) => (
              <li key={entry.id}>
                {formatDate(entry.spunAt)}: <strong className="text-ink">{entry.label}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading" className="text-xl font-bold text-ink">
          Offers and coupons
        </h2>
        {available.length === 0 ? (
          <p className="mt-2 text-slate-700">You have opted in to every offer we have right now.</p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {available.map((coupon) => (
              <li key={coupon.id} className="rounded-xl border border-slate-200 p-4">
                <h3 className="font-semibold text-ink">{coupon.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{coupon.description}</p>
                <p className="mt-1 text-sm text-slate-600">
                  Valid until {formatDate(coupon.validUntil)} · How to use: {coupon.howToUse}
                </p>
                <Faq faqs={faqs[coupon.id]} />
                <OptInButton coupon={coupon} label="Opt in" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
