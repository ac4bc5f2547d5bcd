import type { City } from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap, type TypedApi } from '../../lib/typed-api.server';
import { loadFrameUser } from '../auth/index.server';
import { REQUEST_CALLBACK_EXPERIMENT } from '../help';
import { activeTab } from './active-tab';
import type { FrameData } from './frame-data';
import { readSelectedCityId } from './city-cookie.server';
import { loadWishlistCount } from './load-wishlist-count.server';
import { shownBuySections } from './nav-menus';

/** City whose menus a first-time visitor sees before choosing one (decision 0021). */
export const DEFAULT_CITY_SLUG = 'new-delhi';
/** Popular brands shown in the New cars dropdown and the footer. */
export const FRAME_BRAND_COUNT = 9;

export type { FrameData };

/**
 * Loads the frame in parallel. Any failure except an unknown city in the visitor's cookie is
 * thrown on purpose: an SSR failure of the frame renders the error page instead (spec §8).
 */
export async function loadFrameData(context: AppLoadContext, request: Request): Promise<FrameData> {
  const api = typedApi(context);
  const pathname = new URL(request.url).pathname;
  const cookieCityId = readSelectedCityId(request.headers.get('cookie'));

  const [sellCities, popularCities, brands, cookieHeader, user, wishlistCount] = await Promise.all([
    unwrap(api.GET('/api/vehicle/v1/sell-cities')),
    unwrap(api.GET('/api/vehicle/v1/popular-cities')),
    unwrap(api.GET('/api/vehicle/v1/brands')),
    cookieCityId === null ? Promise.resolve(null) : loadHeaderDataOrNull(api, cookieCityId),
    loadFrameUser(context),
    loadWishlistCount(context),
  ]);
  const header =
    cookieHeader ??
    (await unwrap(
      api.GET('/api/vehicle/v1/buy-cars/header-data/{cityId}', {
        params: { path: { cityId: defaultCity(popularCities.data).id } },
      }),
    ));

  return {
    pathname,
    activeTab: activeTab(pathname),
    experiments: user?.isLoggedIn ? await loadFrameExperiments(api) : undefined,
    user,
    wishlistCount,
    city: { id: header.city.city_id, name: header.city.city_name },
    buySections: shownBuySections(header.data),
    sellCities: sellCities.data.map(({ title, seoLink }) => ({ title, seoLink })),
    popularCities: popularCities.data.map(({ id, name, url }) => ({ id, name, url })),
    popularBrands: brands.data
      .filter((brand) => brand.isPopular)
      .slice(0, FRAME_BRAND_COUNT)
      .map(({ name, slug }) => ({ name, slug })),
  };
}

/**
 * The request-callback experiment (spec §4) decides what Need help does for a logged-in user.
 * An experiment never breaks a page: on any failure the widget keeps its default.
 */
async function loadFrameExperiments(api: TypedApi) {
  try {
    const answer = await unwrap(
      api.POST('/api/vehicle/experiments/check', {
        body: { experiments: [REQUEST_CALLBACK_EXPERIMENT.name] },
      }),
    );
    return { requestCallback: answer.data[REQUEST_CALLBACK_EXPERIMENT.name] === 'on' };
  } catch {
    return undefined;
  }
}

/** A stale or forged city id in the cookie falls back to the default city instead of failing. */
async function loadHeaderDataOrNull(api: TypedApi, cityId: number) {
  try {
    return await unwrap(
      api.GET('/api/vehicle/v1/buy-cars/header-data/{cityId}', {
        params: { path: { cityId } },
      }),
    );
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
      return null;
    throw error;
  }
}

function defaultCity(popular: City[]): City {
  const city = popular.find((item) => item.slug === DEFAULT_CITY_SLUG) ?? popular[0];
  if (!city) throw new Error('The catalog has no popular cities: the frame cannot choose a city');
  return city;
}
