import type {
  FaqListResponse,
  PageContentResponse,
  PresetFilterListResponse,
  ReviewListResponse,
  TestimonialListResponse,
} from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import { readSelectedCityId } from '../../components/frame/city-cookie.server';
import { apiClient } from '../../lib/api-client.server';
import { PAGE_REVIEW_COUNT, reviewsApi } from '../../components/reviews/reviews-api';

const VEHICLE = '/api/vehicle';
export const HOME_BRAND_COUNT = 12;
export const HOME_TESTIMONIAL_COUNT = 3;
export const HOME_FAQ_COUNT = 5;

/** Home page data; listing links are for the visitor's city, or all India before one is chosen. */
export async function loadHome(context: AppLoadContext, request: Request) {
  const api = apiClient(context);
  const cityId = readSelectedCityId(request.headers.get('cookie'));
  const [content, presets, testimonials, faqs, reviews] = await Promise.all([
    api.get<PageContentResponse>(`${VEHICLE}/page/content?type=home`),
    api.get<PresetFilterListResponse>(
      `${VEHICLE}/v1/preset-filters${cityId ? `?cityId=${cityId}` : ''}`,
    ),
    api.get<TestimonialListResponse>(`${VEHICLE}/v1/testimonials`),
    api.get<FaqListResponse>(`${VEHICLE}/v1/faq?category=buy`),
    api.get<ReviewListResponse>(reviewsApi.list(1, PAGE_REVIEW_COUNT)),
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
