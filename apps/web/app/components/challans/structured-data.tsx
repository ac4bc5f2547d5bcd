import type { EChallanPage } from '@carsetu/contracts';
import { useT } from '../../lib/i18n';
import { JsonLd } from '../seo';

/**
 * FAQPage and BreadcrumbList as application/ld+json (data, not script: CSP does not block it;
 * the nonce is added anyway so strict policies stay satisfied).
 */
export function EChallanStructuredData({ page, origin }: { page: EChallanPage; origin: string }) {
  const t = useT();
  const details = page.details;
  if (!details) return null;
  const crumbs = [
    { name: t('Home'), url: `${origin}/` },
    { name: t('Traffic challan'), url: `${origin}/traffic-challan/` },
    {
      name: t('e-Challan {place}', { place: details.stateName }),
      url: `${origin}/traffic-challan/${details.stateSlug}/`,
    },
    ...(details.cityName && details.citySlug
      ? [
          {
            name: t('e-Challan {place}', { place: details.cityName }),
            url: `${origin}/traffic-challan/${details.stateSlug}/${details.citySlug}/`,
          },
        ]
      : []),
  ];
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  const faq = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: page.faqList.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  return (
    <>
      <JsonLd data={breadcrumbs} />
      {page.faqList.length > 0 ? <JsonLd data={faq} /> : null}
    </>
  );
}
