import { formatDate } from '@carsetu/contracts';
import { REVIEW_KIND_LABELS, type ReviewListResponse } from '@carsetu/contracts';
import { useRouteLoaderData } from 'react-router';
import { JsonLd } from '../seo';

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="text-amber-600">
      {'★'.repeat(rating)}
      <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/**
 * Customer reviews (issue 12): the average, how the stars are spread, the latest reviews, and
 * AggregateRating structured data when there is at least one review. Server-rendered, no script.
 */
export function ReviewsSection({ reviews, id }: { reviews: ReviewListResponse; id: string }) {
  const origin = (useRouteLoaderData('root') as { origin?: string } | undefined)?.origin ?? '';
  const { summary, data } = reviews;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      {summary.count > 0 && summary.average !== null ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: 'CarSetu',
            url: origin,
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: summary.average,
              reviewCount: summary.count,
              bestRating: 5,
              worstRating: 1,
            },
          }}
        />
      ) : null}
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        Customer reviews
      </h2>
      {summary.count === 0 || summary.average === null ? (
        <p className="mt-3 text-slate-700">
          No reviews yet. Customers can review CarSetu after paying a challan or selling a car.
        </p>
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
          <div>
            <p className="text-4xl font-extrabold text-ink">
              {summary.average.toFixed(1)}
              <span className="text-base font-medium text-slate-600"> out of 5</span>
            </p>
            <p className="text-sm text-slate-700">
              from {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
            </p>
            <ul className="mt-3 flex flex-col gap-1 text-sm" aria-label="How customers rated us">
              {[5, 4, 3, 2, 1].map((stars) => {
                const n = summary.distribution[stars - 1] ?? 0;
                return (
                  <li key={stars} className="flex items-center gap-2">
                    <span className="w-14">{stars} star</span>
                    <span aria-hidden="true" className="h-2 flex-1 rounded bg-slate-200">
                      <span
                        className="block h-2 rounded bg-amber-500"
                        style={{ width: `${(n / summary.count) * 100}%` }}
                      />
                    </span>
                    <span className="w-8 text-right">{n}</span>
                    <span className="sr-only">{n === 1 ? 'review' : 'reviews'}</span>
                  </li>
                );
              })}
            </ul>
          </div>
          <ul className="flex flex-col gap-3">
            {data.map((review) => (
              <li key={review.id} className="rounded-2xl border border-slate-200 p-4">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <Stars rating={review.rating} />
                  <span className="font-semibold text-ink">{review.author}</span>
                  {review.city ? <span className="text-slate-600">· {review.city}</span> : null}
                </p>
                <p className="mt-2 text-slate-800">{review.body}</p>
                <p className="mt-2 text-xs text-slate-600">
                  {REVIEW_KIND_LABELS[review.kind]} ·{' '}
                  <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
