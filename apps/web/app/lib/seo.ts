import { LISTING_PATH, NEW_CAR_COMPARE_QUERY, newCarPaths } from '@carsetu/contracts';

/**
 * Canonical links and share tags for every public page (docs/decisions/0265-canonical-urls.md).
 * Pure functions: root.tsx renders them for whatever page is showing.
 */
export const SITE_NAME = 'CarSetu';
export const SOCIAL_IMAGE_PATH = '/og-image.png';
export const SOCIAL_IMAGE_ALT = 'CarSetu: buy and sell used cars, car loans and car services';

/** Pages that belong to one visitor (orders, checkout, profile): never indexed, no canonical. */
const PRIVATE_PATHS = [
  /^\/my-/,
  /^\/profile/,
  /^\/wishlist/,
  /^\/sandbox-gateway\//,
  /^\/buy-used-car\/[^/]+\/checkout/,
  /^\/used-car-loan\/(applications|personal-details)/,
  /^\/car-service-history\/report\//,
  /^\/used-car-valuation\/(appointment|book)/,
  /^\/reviews\//,
  /^\/staff/,
];

/**
 * Query items a listing landing page keeps: the city, and one make (with one model of it). Any
 * other filter, the sort, the page number and tracking items (utm_*, gclid, fromSource, …) are
 * views of that landing page and canonicalise to it.
 */
const LISTING_LANDING_QUERY = ['make', 'model', 'storeCityId'] as const;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.some((pattern) => pattern.test(pathname));
}

/** The canonical path (with query when it names a landing page) of a URL, or null if private. */
export function canonicalPath(pathname: string, search: string): string | null {
  if (isPrivatePath(pathname)) return null;
  const query = new URLSearchParams(search);
  if (pathname === LISTING_PATH || pathname === `${LISTING_PATH}/`) {
    const kept = new URLSearchParams();
    const makes = query.getAll('make');
    const models = query.getAll('model');
    for (const name of LISTING_LANDING_QUERY) {
      const values = name === 'make' ? makes : name === 'model' ? models : query.getAll(name);
      // A landing page names at most one make, and a model only under that one make.
      if (values.length !== 1) continue;
      if (name === 'model' && makes.length !== 1) continue;
      kept.set(name, values[0]!);
    }
    const text = kept.toString();
    return text ? `${LISTING_PATH}?${text}` : LISTING_PATH;
  }
  if (pathname === newCarPaths.compare()) {
    const ids = query
      .getAll(NEW_CAR_COMPARE_QUERY)
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
    return newCarPaths.compare([...new Set(ids)].sort((a, b) => a - b));
  }
  return pathname;
}

export function canonicalUrl(origin: string, pathname: string, search: string): string | null {
  const path = canonicalPath(pathname, search);
  return path === null ? null : `${origin}${path}`;
}

/** Absolute URL of an image path (already absolute URLs are kept). */
export const absoluteUrl = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin}${path}`;

/** JSON inside <script> must not close the tag. */
export const jsonLdText = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/**
 * A listing page's cars as a summary-page ItemList: position and URL only, which is what search
 * engines read from a list whose items have their own pages (the car page carries its name and
 * details). Names here cost the listing ~0.2 KB gzip for nothing (issue 14, decision 0182).
 */
export function itemListJsonLd(origin: string, items: readonly { url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(origin, item.url),
    })),
  };
}

/** A new-car model as Product/Car with its ex-showroom price range as an AggregateOffer. */
export function newCarModelJsonLd(
  origin: string,
  model: {
    name: string;
    url: string;
    imageUrl: string;
    make: { name: string };
    minExShowroomPaise: number | null;
    maxExShowroomPaise: number | null;
  },
  offerCount: number,
) {
  const rupees = (paise: number | null) => (paise === null ? undefined : paise / 100);
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'Car'],
    name: `${model.make.name} ${model.name}`,
    brand: { '@type': 'Brand', name: model.make.name },
    image: absoluteUrl(origin, model.imageUrl),
    url: absoluteUrl(origin, model.url),
    ...(model.minExShowroomPaise === null
      ? {}
      : {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'INR',
            lowPrice: rupees(model.minExShowroomPaise),
            highPrice: rupees(model.maxExShowroomPaise ?? model.minExShowroomPaise),
            offerCount: Math.max(1, offerCount),
            availability: 'https://schema.org/InStock',
          },
        }),
  };
}
