import { metaTranslator } from '../../lib/i18n';
import type { SellPageData } from './sell-page.server';

type MetaMatches = Parameters<typeof metaTranslator>[0];

const isHindi = (matches: MetaMatches) => {
  const root = matches.find((match) => match?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { locale?: unknown } | undefined;
  return data?.locale === 'hi';
};

/**
 * Title and description of /sell-used-cars/ and /sell-used-cars-{city}/. The general page's come
 * from the CMS, which writes English only: a Hindi page has its own (decision 0180, Sell journey).
 */
export function sellPageMeta(page: SellPageData | undefined, matches: MetaMatches) {
  const t = metaTranslator(matches);
  if (page?.city) {
    const city = page.city.title;
    return [
      { title: t('Sell your used car in {city} at the best price | CarSetu', { city }) },
      {
        name: 'description',
        content: t(
          'Sell your car in {city} with CarSetu: free inspection at home, the best price in 30 minutes and instant payment.',
          { city },
        ),
      },
    ];
  }
  if (isHindi(matches))
    return [
      { title: t('Sell your car online at the best price | CarSetu') },
      {
        name: 'description',
        content: t(
          'Free inspection at home or at a hub, an instant offer and payment before the car leaves. Sell your used car in one visit.',
        ),
      },
    ];
  return [
    { title: page?.content.metaTitle ?? 'Sell your car | CarSetu' },
    { name: 'description', content: page?.content.metaDescription ?? '' },
  ];
}
