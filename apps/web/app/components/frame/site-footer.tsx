import type { PageLink as PageLinkItem } from '@carsetu/contracts';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { PhoneIcon } from '../ui';
import type { FrameCatalog } from './frame-data';
import { Logo } from './logo';
import {
  carServicesLinks,
  companyLinks,
  legalLinks,
  ourProductsLinks,
  socialLinks,
  translatedLinks,
} from './nav-links';
import { PageLink } from './page-link';
import { SUPPORT_HOURS, SUPPORT_PHONE, supportPhoneHref } from '../../lib/support';

const internal = (title: string, url: string): PageLinkItem => ({
  title,
  url,
  rel: null,
  suffixIcon: null,
});

/** One column of links. */
function LinkGroup({ title, items }: { title: string; items: PageLinkItem[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {items.map((item) => (
          <li key={item.url}>
            <PageLink
              item={item}
              className="inline-block py-1 text-slate-300 hover:text-white hover:underline"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CityLinks({ title, links }: { title: string; links: { label: string; url: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {links.map((link) => (
          <li key={link.url}>
            <Link to={link.url} className="hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Site footer: the link groups, sell and popular cities, help line and social profiles. Links and
 * text only: the page frame keeps its server HTML in the browser (`ServerHtml`, decision 0198).
 */
export function SiteFooter({
  catalog,
}: {
  catalog: Pick<FrameCatalog, 'popularCities' | 'sellCities'>;
}) {
  const t = useT();
  const buyLinks = [
    internal(t('Buy used cars'), paths.buyUsedCars()),
    ...catalog.popularCities
      .slice(0, 5)
      .map((city) => internal(t('Used cars in {city}', { city: city.name }), city.url)),
    internal(t('Wishlist'), paths.wishlist()),
  ];
  const sellLinks = [
    internal(t('Sell car'), paths.sellUsedCars()),
    internal(t('Car valuation'), paths.usedCarValuation()),
  ];
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="grid gap-10 md:grid-cols-[1.3fr_3fr]">
          <div>
            <div className="inline-block rounded-lg bg-white px-3 py-2">
              <Logo />
            </div>
            <p className="mt-4 max-w-xs text-sm leading-relaxed">
              {t(
                'Buy inspected used cars, sell your car from home, get a car loan and pay traffic challans, all in one place.',
              )}
            </p>
            <p className="mt-5 text-sm">
              <span className="block text-slate-400">
                {t('Help line, {hours}', { hours: SUPPORT_HOURS })}
              </span>
              <a
                href={supportPhoneHref()}
                className="mt-1 inline-flex items-center gap-2 text-lg font-semibold text-white hover:underline"
              >
                <PhoneIcon />
                {SUPPORT_PHONE}
              </a>
            </p>
            <ul
              className="mt-5 flex flex-wrap gap-x-4 gap-y-2 text-sm"
              aria-label={t('CarSetu on social media')}
            >
              {socialLinks.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="hover:text-white hover:underline"
                  >
                    {social.name}
                    <span className="sr-only"> {t('(opens in a new tab)')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav
            aria-label={t('Footer')}
            className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-5"
          >
            <LinkGroup title={t('Buy')} items={buyLinks} />
            <LinkGroup title={t('Sell')} items={sellLinks} />
            <LinkGroup title={t('Car services')} items={translatedLinks(carServicesLinks, t)} />
            <LinkGroup title={t('Our products')} items={translatedLinks(ourProductsLinks, t)} />
            <LinkGroup
              title={t('Company')}
              items={translatedLinks([...companyLinks, ...legalLinks], t)}
            />
          </nav>
        </div>

        <div className="mt-10 grid gap-8 border-t border-slate-800 pt-8 md:grid-cols-2">
          <CityLinks
            title={t('Sell your car in')}
            links={catalog.sellCities.map((city) => ({ label: city.title, url: city.seoLink }))}
          />
          <CityLinks
            title={t('Used cars in popular cities')}
            links={catalog.popularCities.map((city) => ({ label: city.name, url: city.url }))}
          />
        </div>

        <p className="mt-10 border-t border-slate-800 pt-6 text-xs text-slate-400">
          {t('© {year} CarSetu. Prices and offers are subject to inspection and availability.', {
            year: new Date().getFullYear(),
          })}
        </p>
      </div>
    </footer>
  );
}
