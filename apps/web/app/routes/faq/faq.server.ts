import { FAQ_CATEGORIES, type FaqListResponse } from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import { apiClient } from '../../lib/api-client.server';
import { FAQ_QUERY_MAX_LENGTH, FAQ_QUERY_MIN_LENGTH } from './faq-query';

const VEHICLE = '/api/vehicle';

export const FAQ_CATEGORY_TITLES: Record<(typeof FAQ_CATEGORIES)[number], string> = {
  buy: 'Buying a used car',
  sell: 'Selling your car',
  loan: 'Car loans',
  challan: 'Traffic challans',
  services: 'Car services',
  general: 'About CarSetu',
};

export async function loadFaqPage(context: AppLoadContext, request: Request) {
  const api = apiClient(context);
  const query = (new URL(request.url).searchParams.get('q') ?? '')
    .trim()
    .slice(0, FAQ_QUERY_MAX_LENGTH);
  const searchable = query.length >= FAQ_QUERY_MIN_LENGTH;
  const [all, results] = await Promise.all([
    api.get<FaqListResponse>(`${VEHICLE}/v1/faq`),
    searchable
      ? api.get<FaqListResponse>(`${VEHICLE}/faq-search?version=2&q=${encodeURIComponent(query)}`)
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
