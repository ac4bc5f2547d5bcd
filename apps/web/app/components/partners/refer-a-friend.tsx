import type { MyReferral } from '@carsetu/contracts';

/** "Refer a friend": the user's code and link, shared on WhatsApp or copied, and its visits. */
export function ReferAFriend({ referral, origin }: { referral: MyReferral; origin: string }) {
  const link = `${origin}${referral.sharePath}`;
  const message = `I use CarSetu for inspected used cars, loans and challans. Have a look: ${link}`;
  return (
    <section
      aria-labelledby="refer-heading"
      className="mt-10 rounded-2xl border border-slate-200 p-5"
    >
      <h2 id="refer-heading" className="text-xl font-semibold text-ink">
        Refer a friend
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Your code is <span className="font-mono font-semibold">{referral.code}</span>. Share your
        link; we count each friend’s visit once a day.
      </p>
      <label htmlFor="referral-link" className="mt-3 block text-sm font-medium text-ink">
        Your link
      </label>
      <input
        id="referral-link"
        readOnly
        value={link}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
      />
      <p className="mt-3 flex flex-wrap items-center gap-4 text-sm">
        <a
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-blue-700 underline"
        >
          Share on WhatsApp
        </a>
        <span className="text-slate-700">
          {referral.visits === 1 ? '1 visit' : `${referral.visits} visits`} from your link so far
        </span>
      </p>
    </section>
  );
}
