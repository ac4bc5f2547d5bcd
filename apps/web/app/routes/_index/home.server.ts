import type { AppLoadContext } from 'react-router';
import { readSelectedCityId } from '../../components/frame/city-cookie.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { PAGE_REVIEW_COUNT } from '../../components/reviews/reviews-api';

export const HOME_BRAND_COUNT = 12;
export const HOME_TESTIMONIAL_COUNT = 3;
export const HOME_FAQ_COUNT = 5;

/** Home page data; listing links are for the visitor's city, or all India before one is chosen. */
export async function loadHome(context: AppLoadContext, request: Request) {
  const api = typedApi(context);
  const cityId = readSelectedCityId(request.headers.get('cookie'));
  const [content, presets, testimonials, faqs, reviews] = await Promise.all([
    unwrap(api.GET('/api/vehicle/page/content', { params: { query: { type: 'home' } } })),
    unwrap(
      api.GET('/api/vehicle/v1/preset-filters', {
        params: { query: cityId ? { cityId } : {} },
      }),
    ),
    unwrap(api.GET('/api/vehicle/v1/testimonials')),
    unwrap(api.GET('/api/vehicle/v1/faq', { params: { query: { category: 'buy' } } })),
    unwrap(
      api.GET('/api/vehicle/customer-reviews', {
        params: { query: { page: 1, size: PAGE_REVIEW_COUNT } },
      }),
    ),
  ]);
  const presetsOf = (group: string) => presets.data.filter((preset) => preset.group === group);
  return {
    content: content.data,
    brands: presetsOf('make').slice(0, HOME_BRAND_COUNT),
    bodyTypes: presetsOf('bodyType'),
    budgets: presetsOf('budget'),
    testimonials: testimonials.data.slice(0, HOME_TESTIMONIAL_COUNT),
    faqs: faqs.data.slice(0, HOME_FAQ_COUNT),
    reviews,
  };
}
