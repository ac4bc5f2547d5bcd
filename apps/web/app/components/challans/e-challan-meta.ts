import type { EChallanPage } from '@carsetu/contracts';
import type { Translate } from '../../lib/i18n';
import { localiseEChallanPage } from './e-challan-copy';

/** Title, description and canonical link of a state or city page; 404s are not indexed. */
export function eChallanMeta(
  data: { page: EChallanPage; canonicalUrl: string } | undefined,
  t: Translate,
) {
  const details = data ? localiseEChallanPage(data.page, t, false).details : null;
  if (!data || !details) {
    return [{ title: `${t('Page not found')} | CarSetu` }, { name: 'robots', content: 'noindex' }];
  }
  const place = details.cityName ?? details.stateName;
  return [
    {
      title: `${t('e-Challan {place}: check and pay traffic challans online', { place })} | CarSetu`,
    },
    { name: 'description', content: details.description },
    { property: 'og:title', content: `${t('e-Challan {place}', { place })} | CarSetu` },
  ];
}
