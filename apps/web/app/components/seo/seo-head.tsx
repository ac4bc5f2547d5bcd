import {
  DEFAULT_LOCALE,
  LANGUAGE_TAGS,
  LISTING_PATH,
  LOCALES,
  localeUrl,
  type Locale,
} from '@carsetu/contracts';
import { useContext } from 'react';
import {
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
  useLocation,
  useMatches,
  type MetaDescriptor,
} from 'react-router';
import {
  SITE_NAME,
  SOCIAL_IMAGE_ALT,
  SOCIAL_IMAGE_PATH,
  canonicalUrl,
  isPrivatePath,
} from '../../lib/seo';
import { jsonForScript } from './json-ld';

/** Names of the first path segments in breadcrumbs; others are spelled from their slug. */
const SECTION_NAMES: Record<string, string> = {
  'buy-used-cars': 'Used cars',
  'buy-used-car': 'Used cars',
  'sell-used-cars': 'Sell car',
  'used-car-valuation': 'Car valuation',
  'used-car-loan': 'Used car loan',
  'traffic-challan': 'Traffic challan',
  'rto-vehicle-registration-details': 'RTO vehicle details',
  'car-service-history': 'Service history',
  'scrap-cars': 'Scrap car',
  'pre-delivery-inspection': 'Pre-delivery inspection',
  faq: 'FAQ',
  'privacy-policy-buy-cars': 'Privacy policy',
  'terms-and-conditions': 'Terms and conditions',
};

/** Pages that publish their own BreadcrumbList (with real names from their data). */
const OWN_BREADCRUMBS = [/^\/new-cars\//, /^\/traffic-challan\/[^/]+\//];

const nameOf = (segment: string, index: number) =>
  (index === 0 ? SECTION_NAMES[segment] : undefined) ??
  decodeURIComponent(segment)
    .replace(/-/g, ' ')
    .replace(/^\w/, (letter) => letter.toUpperCase());

export function breadcrumbList(origin: string, pathname: string) {
  const segments = pathname.split('/').filter(Boolean);
  const trail = segments.map((segment, index) => ({
    name: nameOf(segment, index),
    path: `/${segments.slice(0, index + 1).join('/')}${pathname.endsWith('/') ? '/' : ''}`,
  }));
  const crumbs = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

export function homeStructuredData(origin: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      image: `${origin}${SOCIAL_IMAGE_PATH}`,
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: '+91-1800-120-3344',
        contactType: 'customer service',
        areaServed: 'IN',
        availableLanguage: ['en', 'hi'],
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${origin}${LISTING_PATH}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/**
 * The page's own meta descriptors (its deepest route with a meta export), as <Meta /> renders
 * them: their title and description become the share title and description.
 */
function usePageMeta(): MetaDescriptor[] {
  const routeModules = useContext(UNSAFE_FrameworkContext)?.routeModules;
  const matches = useMatches();
  const location = useLocation();
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]!;
    const meta = routeModules?.[match.id]?.meta;
    if (typeof meta !== 'function') continue;
    try {
      return (
        (meta as (args: unknown) => MetaDescriptor[] | undefined)({
          data: match.data,
          loaderData: match.data,
          params: match.params,
          location,
          matches,
          error: undefined,
        }) ?? []
      );
    } catch {
      return [];
    }
  }
  return [];
}

const SITE_SUFFIX = / \| CarSetu$/;

/** og:/twitter: title and description from the page's title and description, unless it set them. */
function shareText(meta: MetaDescriptor[]) {
  const has = (property: string) =>
    meta.some((item) => 'property' in item && item.property === property);
  const title = meta.find((item): item is { title: string } => 'title' in item)?.title;
  const description = meta.find(
    (item): item is { name: string; content: string } =>
      'name' in item && item.name === 'description',
  )?.content;
  return {
    title: title && !has('og:title') ? title.replace(SITE_SUFFIX, '') : undefined,
    description: description && !has('og:description') ? description : undefined,
    twitterTitle: title?.replace(SITE_SUFFIX, ''),
    twitterDescription: description,
  };
}

/**
 * Canonical link, Open Graph and Twitter tags and site-wide structured data for the page showing
 * (docs/decisions/0265-canonical-urls.md). Error pages and private pages get none of it.
 */
export function SeoHead({
  origin,
  requestPath,
  isError,
  locale = DEFAULT_LOCALE,
}: {
  origin: string | undefined;
  /** The page's language: the canonical URL is the page in it; the other languages alternate. */
  locale?: Locale;
  /** The path the server was asked for: the router's location drops a trailing slash. */
  requestPath: string | undefined;
  isError: boolean;
}) {
  const location = useLocation();
  const share = shareText(usePageMeta());
  // Any route that failed (a 404 included) shows an error page: not a page to index.
  const routerErrors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  const trim = (path: string) => path.replace(/\/+$/, '');
  // In the browser the address bar has the path as written (trailing slash included); the
  // root's requestPath is the first page's, or a data request's path without the slash.
  const addressBarPath = typeof window === 'undefined' ? undefined : window.location.pathname;
  const asWritten = [addressBarPath, requestPath].find(
    (path) => path !== undefined && trim(path) === trim(location.pathname),
  );
  const pathname = asWritten ?? location.pathname;
  const search = location.search;
  const failed = isError || (routerErrors != null && Object.keys(routerErrors).length > 0);
  if (!origin || failed || isPrivatePath(pathname)) return null;
  const canonicalInEnglish = canonicalUrl(origin, pathname, search);
  if (!canonicalInEnglish) return null;
  const inLocale = (language: Locale) =>
    `${origin}${localeUrl(canonicalInEnglish.slice(origin.length), language)}`;
  const canonical = inLocale(locale);
  const image = `${origin}${SOCIAL_IMAGE_PATH}`;
  const structured: unknown[] =
    pathname === '/'
      ? homeStructuredData(origin)
      : OWN_BREADCRUMBS.some((pattern) => pattern.test(pathname))
        ? []
        : [breadcrumbList(origin, pathname)];
  return (
    <>
      <link rel="canonical" href={canonical} />
      {LOCALES.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={LANGUAGE_TAGS[language]}
          href={inLocale(language)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={inLocale(DEFAULT_LOCALE)} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={LANGUAGE_TAGS[locale].replace('-', '_')} />
      <meta property="og:url" content={canonical} />
      {share.title ? <meta property="og:title" content={share.title} /> : null}
      {share.description ? <meta property="og:description" content={share.description} /> : null}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={SOCIAL_IMAGE_ALT} />
      <meta name="twitter:card" content="summary_large_image" />
      {share.twitterTitle ? <meta name="twitter:title" content={share.twitterTitle} /> : null}
      {share.twitterDescription ? (
        <meta name="twitter:description" content={share.twitterDescription} />
      ) : null}
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={SOCIAL_IMAGE_ALT} />
      {structured.map((item, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(item) }}
        />
      ))}
    </>
  );
}
