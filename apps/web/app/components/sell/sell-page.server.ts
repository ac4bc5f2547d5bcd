import { data, redirect, type AppLoadContext } from 'react-router';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { loadSeoContent } from '../articles/index.server';
import { PAGE_REVIEW_COUNT } from '../reviews';
import { paths } from '../../lib/paths';
import { parseSellRequest } from './sell-request';

/** Questions and reviews shown on a sell page. */
export const SELL_PAGE_FAQ_COUNT = 6;
export const SELL_PAGE_TESTIMONIAL_COUNT = 3;
/**
 * The mobile number rides to the valuation step in a short-lived httpOnly cookie, never in the
 * URL (decision 0023).
 */
export const SELL_MOBILE_COOKIE = 'carsetu_sell_mobile';
const SELL_MOBILE_COOKIE_MAX_AGE_SECONDS = 30 * 60;

export async function loadSellPage(context: AppLoadContext, citySlug: string | null) {
  const api = typedApi(context);
  const [content, cities, faqs, testimonials, reviews] = await Promise.all([
    unwrap(api.GET('/api/vehicle/page/content', { params: { query: { type: 'sell-used-cars' } } })),
    unwrap(api.GET('/api/vehicle/v1/sell-cities')),
    unwrap(api.GET('/api/vehicle/v1/faq', { params: { query: { category: 'sell' } } })),
    unwrap(api.GET('/api/vehicle/v1/testimonials', { params: { query: { category: 'sell' } } })),
    unwrap(
      api.GET('/api/vehicle/customer-reviews', {
        params: { query: { page: 1, size: PAGE_REVIEW_COUNT } },
      }),
    ),
  ]);
  const city =
    citySlug === null ? null : (cities.data.find((item) => item.slug === citySlug) ?? null);
  if (citySlug !== null && !city) throw data('Not Found', { status: 404 });
  const [bought, seo] = await Promise.all([
    city
      ? unwrap(
          api.GET('/api/vehicle/car-bought-count/{cityId}', {
            params: { path: { cityId: city.id } },
          }),
        )
      : null,
    loadSeoContent(api, 'sell-used-cars'),
  ]);
  return {
    content: content.data,
    city,
    bought,
    seo,
    cities: cities.data,
    faqs: faqs.data.slice(0, SELL_PAGE_FAQ_COUNT),
    testimonials: testimonials.data.slice(0, SELL_PAGE_TESTIMONIAL_COUNT),
    reviews,
  };
}

export type SellPageData = Awaited<ReturnType<typeof loadSellPage>>;

/** Checks the sell form; a valid request continues to the valuation step of the sell flow. */
export async function submitSellRequest(request: Request) {
  const form = await request.formData();
  const values = {
    registrationNumber: String(form.get('registrationNumber') ?? ''),
    mobile: String(form.get('mobile') ?? ''),
  };
  const parsed = parseSellRequest(values);
  if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 400 });
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return redirect(
    `${paths.usedCarValuation()}?registrationNumber=${encodeURIComponent(parsed.value.registrationNumber)}`,
    {
      status: 303,
      headers: {
        'set-cookie': `${SELL_MOBILE_COOKIE}=${parsed.value.mobile}; Path=/; Max-Age=${SELL_MOBILE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
      },
    },
  );
}
