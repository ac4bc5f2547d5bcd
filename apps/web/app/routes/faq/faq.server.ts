import { FAQ_CATEGORIES } from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { FAQ_QUERY_MAX_LENGTH, FAQ_QUERY_MIN_LENGTH } from './faq-query';

export const FAQ_CATEGORY_TITLES: Record<(typeof FAQ_CATEGORIES)[number], string> = {
  buy: 'Buying a used car',
  sell: 'Selling your car',
  loan: 'Car loans',
  challan: 'Traffic challans',
  services: 'Car services',
  general: 'About CarSetu',
};

export async function loadFaqPage(context: AppLoadContext, request: Request) {
  const api = typedApi(context);
  const query = (new URL(request.url).searchParams.get('q') ?? '')
    .trim()
    .slice(0, FAQ_QUERY_MAX_LENGTH);
  const searchable = query.length >= FAQ_QUERY_MIN_LENGTH;
  const [all, results] = await Promise.all([
    unwrap(api.GET('/api/vehicle/v1/faq')),
    searchable
      ? unwrap(
          api.GET('/api/vehicle/faq-search', { params: { query: { version: '2', q: query } } }),
        )
      : Promise.resolve(null),
  ]);
  const categories = FAQ_CATEGORIES.map((category) => ({
    id: category,
    title: FAQ_CATEGORY_TITLES[category],
    faqs: all.data.filter((faq) => faq.category === category),
  }));
  return {
    query,
    results: results?.data ?? null,
    tooShort: query.length > 0 && !searchable,
    categories: categories.filter((category) => category.faqs.length > 0),
  };
}
