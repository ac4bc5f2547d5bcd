import {
  type ReviewTransactionKind,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_MESSAGES,
  type Reviewable,
} from '@carsetu/contracts';
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { LoginRequired } from '../components/auth';
import { Button } from '../components/ui';
import { ApiRequestError } from '../lib/api-client.server';
import { paths } from '../lib/paths';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/reviews.write';

export const meta: Route.MetaFunction = () => [
  { title: 'Write a review | CarSetu' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { data } = await unwrap(
      typedApi(context).GET('/api/vehicle/customer-reviews/reviewable'),
    );
    return { loggedIn: true, reviewable: data };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      return { loggedIn: false, reviewable: [] as Reviewable[] };
    }
    throw error;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const [kind, ref] = String(form.get('transaction') ?? '').split(':');
  try {
    await unwrap(
      typedApi(context).POST('/api/vehicle/customer-reviews/create', {
        body: {
          // The form's value as sent before: the API checks it and answers its 400.
          transactionKind: kind as ReviewTransactionKind,
          transactionRef: ref ?? '',
          rating: Number(form.get('rating') ?? 0),
          body: String(form.get('body') ?? ''),
        },
      }),
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) {
      return {
        error: error.message,
        fields: error.fields ?? {},
        body: String(form.get('body') ?? ''),
      };
    }
    throw error;
  }
  return redirect('/reviews/write?done=1', 303);
}

const input = 'rounded-lg border border-slate-400 px-3 py-2';

/** /reviews/write: rate a completed transaction (a paid challan order, a sold car). */
export default function WriteReview({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  if (!loaderData.loggedIn) {
    return (
      <LoginRequired
        title="Write a review"
        reason="continue"
        text="Log in with the mobile number you paid or sold with."
      />
    );
  }
  // The transaction named in the link (from an order or sale page), else the first one. Before,
  // the ':' of an empty "kind:ref" meant the first one was never chosen when no link named one.
  const named = `${params.get('kind') ?? ''}:${params.get('ref') ?? ''}`;
  const preselected = loaderData.reviewable.some((item) => `${item.kind}:${item.ref}` === named)
    ? named
    : `${loaderData.reviewable[0]?.kind}:${loaderData.reviewable[0]?.ref}`;
  const fields = (actionData?.fields ?? {}) as Record<string, string>;
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">Write a review</h1>
      {params.get('done') && (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 text-emerald-800">
          {REVIEW_MESSAGES.submitted}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-800">
          {actionData.error}
        </p>
      )}
      {loaderData.reviewable.length === 0 ? (
        <p className="mt-4 text-slate-700">
          Nothing to review right now. You can review CarSetu after paying a challan or selling a
          car.{' '}
          <Link to={paths.home()} className="font-semibold text-blue-700 underline">
            Back to home
          </Link>
        </p>
      ) : (
        <Form method="post" className="mt-6 flex flex-col gap-5">
          <fieldset>
            <legend className="font-semibold text-ink">What are you reviewing?</legend>
            <div className="mt-2 flex flex-col gap-2">
              {loaderData.reviewable.map((item) => {
                const value = `${item.kind}:${item.ref}`;
                return (
                  <label key={value} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="transaction"
                      value={value}
                      required
                      defaultChecked={value === preselected}
                    />
                    {item.label}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <fieldset aria-describedby={fields.rating ? 'rating-error' : undefined}>
            <legend className="font-semibold text-ink">Your rating</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {[5, 4, 3, 2, 1].map((stars) => (
                <label key={stars} className="flex items-center gap-1">
                  <input type="radio" name="rating" value={stars} required />
                  {stars} {stars === 1 ? 'star' : 'stars'}
                </label>
              ))}
            </div>
            {fields.rating && (
              <p id="rating-error" className="mt-1 text-sm text-red-700">
                {fields.rating}
              </p>
            )}
          </fieldset>
          <label className="flex flex-col gap-1 font-semibold text-ink">
            Your review
            <textarea
              name="body"
              rows={5}
              required
              minLength={REVIEW_BODY_MIN}
              maxLength={REVIEW_BODY_MAX}
              defaultValue={actionData?.body ?? ''}
              aria-invalid={fields.body ? true : undefined}
              aria-describedby="body-hint"
              className={`${input} font-normal`}
            />
            <span id="body-hint" className="text-sm font-normal text-slate-600">
              {fields.body ??
                `${REVIEW_BODY_MIN} to ${REVIEW_BODY_MAX} characters. We show your first name and initial.`}
            </span>
          </label>
          <Button type="submit" disabled={busy}>
            Submit review
          </Button>
        </Form>
      )}
    </main>
  );
}
