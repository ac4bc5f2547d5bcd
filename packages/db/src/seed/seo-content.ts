import type { SeedStep } from './index';

/**
 * SEO copy for the city listing pages (page key 'buy-used-car:{citySlug}') and the service
 * landing pages, written from the catalogue's cities and states. Editors may rewrite a row; the
 * seed never overwrites one (on conflict do nothing).
 */
const PAGES: { page: string; heading: string; paragraphs: string[] }[] = [
  {
    page: 'traffic-challan',
    heading: 'Paying traffic challans online',
    paragraphs: [
      'Enter a vehicle registration number to see every pending e-challan issued against it, with the offence, the place, the date and the fine under the Motor Vehicles (Amendment) Act, 2019.',
      'Pay one challan or all of them in one payment. The receipt lists each challan number, and the status updates once the traffic department confirms the payment.',
    ],
  },
  {
    page: 'sell-used-cars',
    heading: 'Selling your car with CarSetu',
    paragraphs: [
      'Get a price estimate in a minute, book a free inspection at home or at a branch, and get a final offer after dealers bid on your car.',
      'Once you accept, we take care of the documents, pay off any running loan, and pay the balance to your bank account before the RC transfer starts.',
    ],
  },
];

export const seoContentSeedStep: SeedStep = {
  name: 'seo-content',
  async run(handle) {
    const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
    const fixed = PAGES.map(
      (row) =>
        `(${quote(row.page)}, ${quote(row.heading)}, ${quote(JSON.stringify(row.paragraphs))}::jsonb)`,
    ).join(',\n');
    await handle.exec(`
      insert into seo_content (page, heading, paragraphs) values ${fixed}
      on conflict (page) do nothing;
      insert into seo_content (page, heading, paragraphs)
      select 'buy-used-car:' || c.slug,
        'Buying a used car in ' || c.name,
        jsonb_build_array(
          'Every car on CarSetu in ' || c.name || ' has passed a 112-point inspection; the report, the photos and the odometer reading are on the car page.',
          'Book a free test drive, reserve a car with a refundable token, and check your used-car loan eligibility and EMI before you visit.',
          'A car registered in another state can be driven in ' || coalesce(s.name, 'your state') || ' once it is re-registered; the car page shows where each car is registered.'
        )
      from cities c left join states s on s.code = c.state_code
      where c.is_buy_used_car
      on conflict (page) do nothing;`);
  },
};
