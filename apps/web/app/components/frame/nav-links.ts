import type { PageLink } from '@carsetu/contracts';
import { msg, translator, type Translate } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/**
 * The static parts of the header menus and footer. City- and API-driven parts (Buy and Sell
 * dropdowns, brands) are built in frame-data.server.ts from the catalog calls.
 */

/** Spec §9: navigation grids are 3 columns by 6 rows in the desktop frame. */
export const NAV_GRID_COLUMNS = 3;
export const NAV_GRID_ROWS = 6;
export const NAV_GRID_MAX_ITEMS = NAV_GRID_COLUMNS * NAV_GRID_ROWS;

/**
 * Our loan partner's site for products CarSetu does not lend itself (decision 0020). Partner links
 * open in a new tab and carry rel="noopener noreferrer" so the partner gets no window handle or
 * referrer.
 */
export const LOAN_PARTNER_ORIGIN = 'https://loans.carsetu-partners.in';
export const PARTNER_REL = 'noopener noreferrer';

const link = (
  title: string,
  url: string,
  rel: string | null = null,
  suffixIcon: string | null = null,
): PageLink => ({
  title,
  url,
  rel,
  suffixIcon,
});
const partnerLink = (title: string, path: string) =>
  link(title, `${LOAN_PARTNER_ORIGIN}${path}`, PARTNER_REL, 'external');

export function isExternalLink(item: PageLink): boolean {
  return /^https?:\/\//.test(item.url);
}

export const ourProductsLinks: PageLink[] = [
  link(msg('Car finance'), paths.usedCarLoan()),
  partnerLink(msg('Loan against car'), '/loan-against-car'),
  partnerLink(msg('Personal loan'), '/personal-loan'),
  partnerLink(msg('Credit cards'), '/credit-cards'),
];

export const carServicesLinks: PageLink[] = [
  link(msg('Pay traffic challan'), paths.trafficChallan()),
  link(msg('Car service history'), paths.carServiceHistory()),
  link(msg('RTO vehicle details'), paths.rtoVehicleDetails()),
  link(msg('Scrap your car'), paths.scrapCars()),
  link(msg('Pre-delivery inspection'), paths.preDeliveryInspection()),
  link(msg('Car valuation'), paths.usedCarValuation()),
];

export const NEW_CAR_BODY_TYPES = ['suv', 'sedan', 'hatchback', 'muv'] as const;
export const NEW_CAR_BUDGETS_LAKH = [5, 10, 15, 20] as const;

const BODY_TYPE_LABEL: Record<(typeof NEW_CAR_BODY_TYPES)[number], string> = {
  suv: msg('SUV cars'),
  sedan: msg('Sedan cars'),
  hatchback: msg('Hatchback cars'),
  muv: msg('MUV cars'),
};

export const newCarBodyTypeLinks: PageLink[] = NEW_CAR_BODY_TYPES.map((type) =>
  link(BODY_TYPE_LABEL[type], `/new-cars/search-by/${type}-cars/`),
);
export const newCarBudgetLinks = (t: Translate = translator('en')): PageLink[] =>
  NEW_CAR_BUDGETS_LAKH.map((lakh) =>
    link(t('Cars under {lakh} lakh', { lakh }), `/new-cars/search-by/cars-under-${lakh}-lakhs/`),
  );

export function newCarBrandLink(
  brand: { name: string; slug: string },
  t: Translate = translator('en'),
): PageLink {
  return link(t('{brand} cars', { brand: brand.name }), `/new-cars/${brand.slug}/`);
}

/** Static links (titles marked with msg) in the page's language. */
export const translatedLinks = (links: readonly PageLink[], t: Translate): PageLink[] =>
  links.map((item) => ({ ...item, title: t(item.title) }));

export const companyLinks: PageLink[] = [
  link(msg('FAQ'), paths.faq('buy')),
  link(msg('Blog'), paths.article()),
  link(msg('Compare new cars'), paths.compareCars()),
];

export const legalLinks: PageLink[] = [
  link(msg('Privacy policy'), paths.privacyPolicy()),
  link(msg('Terms and conditions'), paths.terms()),
];

/** Change-city action: the location picker opens when the URL source is locationSelector (spec §4). */
export const changeCityUrl = `${paths.buyUsedCars()}?source=locationSelector`;

/** Official CarSetu social profiles (decision 0020). */
export const socialLinks = [
  { name: 'Facebook', url: 'https://www.facebook.com/carsetu' },
  { name: 'Instagram', url: 'https://www.instagram.com/carsetu' },
  { name: 'YouTube', url: 'https://www.youtube.com/@carsetu' },
  { name: 'X', url: 'https://x.com/carsetu' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/carsetu' },
] as const;
