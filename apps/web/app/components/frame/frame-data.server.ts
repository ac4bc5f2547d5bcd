import type { City, HeaderSection, Make, SellCity } from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap, type TypedApi } from '../../lib/typed-api.server';
import { loadFrameUser } from '../auth/index.server';
import { REQUEST_CALLBACK_EXPERIMENT } from '../help';
import { activeTab } from './active-tab';
import { carry } from '../../lib/carried-json';
import { deepFreeze } from '../../lib/deep-freeze';
import { frameOf, type FrameCatalog, type FrameData, type FrameHandOff } from './frame-data';
import { readSelectedCityId } from './city-cookie.server';
import { loadWishlistCount } from './load-wishlist-count.server';
import { shownBuySections } from './nav-menus';

/** City whose menus a first-time visitor sees before choosing one (decision 0021). */
export const DEFAULT_CITY_SLUG = 'new-delhi';
/** Popular brands shown in the New cars dropdown and the footer. */
export const FRAME_BRAND_COUNT = 9;

export type { FrameData };

/** The frame's data (the hand-off's catalog and visitor parts together). */
export async function loadFrameData(context: AppLoadContext, request: Request): Promise<FrameData> {
  return frameOf(await loadFrameHandOff(context, request)).frame;
}

/**
 * Loads the frame in parallel, as the root loader hands it over. Any failure except an unknown
 * city in the visitor's cookie is thrown on purpose: an SSR failure of the frame renders the error
 * page instead (spec §8).
 */
export async function loadFrameHandOff(
  context: AppLoadContext,
  request: Request,
): Promise<FrameHandOff> {
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
    catalog: carry(frameCatalog(header, sellCities, popularCities, brands)),
  };
}

interface FrameSources {
  header: { city: { city_id: number; city_name: string }; data: HeaderSection[] };
  sellCities: { data: SellCity[] };
  popularCities: { data: City[] };
  brands: { data: Make[] };
}

/** Catalogs made from kept (frozen) answers, by the header answer; each remembers its lists. */
const catalogsOfFrozenHeaders = new WeakMap<
  object,
  { lists: readonly object[]; catalog: FrameCatalog }
>();

/**
 * The frame's catalog part. Of kept (frozen) answers, the same frozen catalog every time, so its
 * JSON (the hand-off, the footer's slice key) is made once per city (decision 0195).
 */
function frameCatalog(
  header: FrameSources['header'],
  sellCities: FrameSources['sellCities'],
  popularCities: FrameSources['popularCities'],
  brands: FrameSources['brands'],
): FrameCatalog {
  const lists = [sellCities, popularCities, brands];
  const frozen = [header, ...lists].every((answer) => Object.isFrozen(answer));
  if (!frozen) return catalogOf(header, sellCities, popularCities, brands);
  const known = catalogsOfFrozenHeaders.get(header);
  if (known && known.lists.every((list, index) => list === lists[index])) return known.catalog;
  const catalog = deepFreeze(catalogOf(header, sellCities, popularCities, brands));
  catalogsOfFrozenHeaders.set(header, { lists, catalog });
  return catalog;
}

function catalogOf(
  header: FrameSources['header'],
  sellCities: FrameSources['sellCities'],
  popularCities: FrameSources['popularCities'],
  brands: FrameSources['brands'],
): FrameCatalog {
  return {
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
