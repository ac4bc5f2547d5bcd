import type { AppLoadContext } from 'react-router';
import { readSelectedCityId } from '../../components/frame/index.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { PAGE_REVIEW_COUNT } from '../../components/reviews';
import { loadCity, loadWishlistedIds } from '../buy-used-car._index/listing.server';
import { cardView } from '../../components/buy';

export const HOME_BRAND_COUNT = 12;
export const HOME_TESTIMONIAL_COUNT = 3;
export const HOME_FAQ_COUNT = 5;
/** Cars under "Featured cars" (decision 0158): the listing's first cars for the visitor's city. */
export const HOME_FEATURED_COUNT = 8;

/** Home page data; listing links are for the visitor's city, or all India before one is chosen. */
export async function loadHome(context: AppLoadContext, request: Request) {
  const api = typedApi(context);
  const cityId = readSelectedCityId(request.headers.get('cookie'));
  const [content, presets, testimonials, faqs, reviews, city, wishlisted] = await Promise.all([
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
    loadCity(api, cityId),
    loadWishlistedIds(api),
  ]);
  const local = city && !city.isAllIndia ? city : null;
  const featured = await unwrap(
    api.GET('/api/consumer/inventory/v1/listings', {
      params: { query: local ? { storeCityId: String(local.id) } : {} },
    }),
  );
  const presetsOf = (group: string) => presets.data.filter((preset) => preset.group === group);
  return {
    content: content.data,
    brands: presetsOf('make').slice(0, HOME_BRAND_COUNT),
    bodyTypes: presetsOf('bodyType'),
    budgets: presetsOf('budget'),
    testimonials: testimonials.data.slice(0, HOME_TESTIMONIAL_COUNT),
    faqs: faqs.data.slice(0, HOME_FAQ_COUNT),
    reviews,
    city: local,
    // Card fields only (decision 0179).
    featured: featured.items.slice(0, HOME_FEATURED_COUNT).map(cardView),
    featuredTotal: featured.total,
    wishlisted,
  };
}
