import type { EChallanPage } from '@carsetu/contracts';

/** Title, description and canonical link of a state or city page; 404s are not indexed. */
export function eChallanMeta(data: { page: EChallanPage; canonicalUrl: string } | undefined) {
  const details = data?.page.details;
  if (!data || !details) {
    return [{ title: 'Page not found | CarSetu' }, { name: 'robots', content: 'noindex' }];
  }
  const place = details.cityName ?? details.stateName;
  return [
    { title: `e-Challan ${place}: check and pay traffic challans online | CarSetu` },
    { name: 'description', content: details.description },
    { property: 'og:title', content: `e-Challan ${place} | CarSetu` },
  ];
}
