// @vitest-environment jsdom
import type { EChallanPage } from '@carsetu/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createRoutesStub,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cmsContentFor,
  factsFor,
  faqsFor,
} from '../../../../api/src/modules/challans/e-challan-content';
import { LocaleProvider, translator } from '../../lib/i18n';
import { eChallanMeta } from './e-challan-meta';
import { EChallanPageView } from './e-challan-page';

afterEach(cleanup);

const STATES: EChallanPage['stateList'] = [
  { code: 'DL', name: 'Delhi', slug: 'delhi', kind: 'ut' },
  { code: 'MH', name: 'Maharashtra', slug: 'maharashtra', kind: 'state' },
];

function statePage(overrides: Partial<EChallanPage> = {}): EChallanPage {
  return {
    pageType: 'state',
    isInvalidState: false,
    isInvalidCity: false,
    stateName: 'Maharashtra',
    details: {
      stateCode: 'MH',
      stateSlug: 'maharashtra',
      stateName: 'Maharashtra',
      kind: 'state',
      cityName: null,
      citySlug: null,
      heading: 'e-Challan Maharashtra',
      description: 'Check and pay Maharashtra traffic challans online.',
    },
    stateList: STATES,
    faqList: [{ question: 'How do I pay?', answer: 'Online, with UPI or card.' }],
    trafficFines: [
      {
        offenceKey: 'helmet',
        section: '194D',
        title: 'Riding without a helmet',
        finePaise: 100_000,
        repeatFinePaise: null,
        source: 'central',
      },
      {
        offenceKey: 'speeding',
        section: '183',
        title: 'Over-speeding',
        finePaise: 200_000,
        repeatFinePaise: 400_000,
        source: 'state',
      },
    ],
    cmsContent: [
      { heading: 'About e-challans', paragraphs: ['E-challans are issued by cameras.'] },
    ],
    testimonials: [
      {
        customerName: 'Ravi',
        cityName: 'Pune',
        rating: 4,
        title: 'Quick payment',
        body: 'Paid in a minute.',
      },
    ],
    settledChallanCount: 123456,
    factsData: [{ label: 'RTOs', value: '50' }],
    regNumberList: [{ code: 'MH12', office: 'Pune', sample: 'MH12AB1234' }],
    recentTransaction: [
      { maskedRegNo: 'MH12XXXX34', amountPaise: 50_000, paidAt: '2026-11-24T08:00:00Z' },
    ],
    cityList: [{ name: 'Pune', slug: 'pune' }],
    ...overrides,
  };
}

function renderPage(page: EChallanPage, locale: 'en' | 'hi' = 'en') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ cspNonce: 'nonce-1' }),
      Component: () => <EChallanPageView page={page} origin="https://www.carsetu.in" />,
    },
  ]);
  render(
    <LocaleProvider locale={locale}>
      <Stub initialEntries={['/']} />
    </LocaleProvider>,
  );
}

function jsonLd(): unknown[] {
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
}

describe('EChallanPageView: a state page', () => {
  it('leads with the heading, description and a challan search aimed at /traffic-challan/', async () => {
    renderPage(statePage());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'e-Challan Maharashtra' }),
    ).toBeTruthy();
    const form = screen.getByRole('form', { name: 'e-Challan Maharashtra' });
    expect(form.getAttribute('action')).toBe('/traffic-challan/');
    expect(
      within(form).getByLabelText('Vehicle registration number').getAttribute('placeholder'),
    ).toBe('e.g. MH12AB1234');
  });

  it('shows how many challans were settled, in Indian digit groups', async () => {
    renderPage(statePage());
    expect(
      await screen.findByText('1,23,456 challans in Maharashtra settled through CarSetu'),
    ).toBeTruthy();
  });

  it('hides the settled count when there is none, and falls back to the state code in the hint', async () => {
    renderPage(statePage({ settledChallanCount: 0, regNumberList: [] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/settled through CarSetu/)).toBeNull();
    expect(screen.getByLabelText('Vehicle registration number').getAttribute('placeholder')).toBe(
      'e.g. MH01AB1234',
    );
    expect(screen.queryByRole('heading', { name: 'RTO codes in Maharashtra' })).toBeNull();
  });

  it('lists the fines in a keyboard-scrollable table with rupee amounts and state overrides marked', async () => {
    renderPage(statePage());
    const region = await screen.findByRole('region', {
      name: 'Offence, Motor Vehicles Act section and fine',
    });
    expect(region.tabIndex).toBe(0);
    const rows = within(region).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Riding without a helmet', '194D', '₹ 1,000', '—']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Over-speeding(Maharashtra amount)', '183', '₹ 2,000', '₹ 4,000']);
  });

  it('breadcrumbs lead home and to the challan lookup, ending at the current place', async () => {
    renderPage(statePage());
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Traffic challan' }).getAttribute('href')).toBe(
      '/traffic-challan/',
    );
    expect(within(crumbs).getByText('Maharashtra').getAttribute('aria-current')).toBe('page');
  });

  it('shows recent payments with masked numbers, amounts and Indian dates', async () => {
    renderPage(statePage());
    expect(await screen.findByText('MH12XXXX34')).toBeTruthy();
    expect(screen.getByText('₹ 500 · 24 Nov 2026')).toBeTruthy();
  });

  it('names star ratings for screen readers', async () => {
    renderPage(statePage());
    expect(await screen.findByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
  });

  it('links to the city pages of the state and to the other states', async () => {
    renderPage(statePage());
    expect((await screen.findByRole('link', { name: 'e-Challan Pune' })).getAttribute('href')).toBe(
      '/traffic-challan/maharashtra/pune/',
    );
    const states = screen.getByRole('list', { name: 'e-Challan in other states' });
    expect(within(states).getByRole('link', { name: 'e-Challan Delhi' }).getAttribute('href')).toBe(
      '/traffic-challan/delhi/',
    );
  });

  it('publishes breadcrumbs and FAQs as JSON-LD with the page nonce', async () => {
    renderPage(statePage());
    await screen.findByRole('heading', { level: 1 });
    const [breadcrumbs, faq] = jsonLd() as [
      { itemListElement: { position: number; name: string; item: string }[] },
      { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] },
    ];
    expect(breadcrumbs.itemListElement.map((item) => item.item)).toEqual([
      'https://www.carsetu.in/',
      'https://www.carsetu.in/traffic-challan/',
      'https://www.carsetu.in/traffic-challan/maharashtra/',
    ]);
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity[0]!.acceptedAnswer.text).toBe('Online, with UPI or card.');
    expect(
      document.querySelector('script[type="application/ld+json"]')?.getAttribute('nonce'),
    ).toBe('nonce-1');
  });

  it('leaves out the FAQ JSON-LD and section when there are no FAQs', async () => {
    renderPage(statePage({ faqList: [] }));
    await screen.findByRole('heading', { level: 1 });
    expect(jsonLd()).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).toBeNull();
  });
});

describe('EChallanPageView on the server (spec §8: a failing block renders empty)', () => {
  it('renders the page with an empty fines block when a fine row cannot be built', async () => {
    // Server rendering has no error boundaries: a block's rows must be built inside safeBlock's
    // try/catch. Building them later (for instance in a kept part's content function) would fail
    // the whole page instead.
    const page = statePage({
      trafficFines: [null as unknown as EChallanPage['trafficFines'][number]],
    });
    const routes = [
      {
        id: 'root',
        path: '/',
        loader: () => ({ cspNonce: 'nonce-1' }),
        Component: () => <EChallanPageView page={page} origin="https://www.carsetu.in" />,
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('https://www.carsetu.in/'));
    if (context instanceof Response) throw new Error('the stub route answered with a response');
    const html = renderToString(
      <LocaleProvider locale="en">
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
        />
      </LocaleProvider>,
    );
    expect(html).toContain('<div data-block="fines"></div>');
    expect(html).toContain('e-Challan Maharashtra');
    expect(html).toContain('Recently paid through CarSetu');
    const report = vi.mocked(console.error);
    expect(report).toHaveBeenCalledWith(
      'challan page block "fines" failed to render',
      expect.any(TypeError),
    );
    // Reported on purpose here; cleared so the suite's console.error guard does not fail us.
    report.mockClear();
  });
});

describe('EChallanPageView: a city page', () => {
  const cityPage = statePage({
    pageType: 'city',
    details: {
      ...statePage().details!,
      cityName: 'Pune',
      citySlug: 'pune',
      heading: 'e-Challan Pune',
    },
  });

  it('adds the state to the breadcrumbs and the city to the JSON-LD trail', async () => {
    renderPage(cityPage);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Maharashtra' }).getAttribute('href')).toBe(
      '/traffic-challan/maharashtra/',
    );
    expect(within(crumbs).getByText('Pune').getAttribute('aria-current')).toBe('page');
    const [breadcrumbs] = jsonLd() as [{ itemListElement: { name: string }[] }];
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'Traffic challan',
      'e-Challan Maharashtra',
      'e-Challan Pune',
    ]);
  });
});

describe('EChallanPageView: an unknown place', () => {
  it('says the state has no page and still offers the search and every state', async () => {
    renderPage(statePage({ isInvalidState: true, details: null, stateName: null }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We do not have an e-challan page for that state',
      }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Vehicle registration number')).toBeTruthy();
    const states = screen.getByRole('list', { name: 'e-Challan by state' });
    expect(within(states).getAllByRole('link')).toHaveLength(2);
    expect(jsonLd()).toHaveLength(0);
  });

  it('names the state when only the city is unknown', async () => {
    renderPage(statePage({ isInvalidCity: true, details: null, stateName: 'Maharashtra' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We do not have an e-challan page for that city in Maharashtra',
      }),
    ).toBeTruthy();
  });
});

const en = translator('en');

describe('eChallanMeta', () => {
  it('titles a state page and describes it', () => {
    const page = statePage();
    expect(
      eChallanMeta(
        { page, canonicalUrl: 'https://www.carsetu.in/traffic-challan/maharashtra/' },
        en,
      ),
    ).toEqual([
      { title: 'e-Challan Maharashtra: check and pay traffic challans online | CarSetu' },
      { name: 'description', content: 'Check and pay Maharashtra traffic challans online.' },
      { property: 'og:title', content: 'e-Challan Maharashtra | CarSetu' },
    ]);
  });

  it('titles a city page with the city', () => {
    const page = statePage({ details: { ...statePage().details!, cityName: 'Pune' } });
    expect(eChallanMeta({ page, canonicalUrl: '' }, en)[0]).toEqual({
      title: 'e-Challan Pune: check and pay traffic challans online | CarSetu',
    });
  });

  it('keeps unknown places out of the index', () => {
    expect(eChallanMeta(undefined, en)).toEqual([
      { title: 'Page not found | CarSetu' },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(
      eChallanMeta({ page: statePage({ details: null }), canonicalUrl: '' }, en),
    ).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });
});

/** A page whose copy is what the API writes (its own functions), as the API sends it. */
function pageWithApiCopy(): EChallanPage {
  const place = { stateName: 'Maharashtra', stateCode: 'MH', cityName: null };
  const base = statePage();
  const fines: EChallanPage['trafficFines'] = [
    ...base.trafficFines,
    {
      offenceKey: 'no-seat-belt',
      section: '194B(1)',
      title: 'Driving without a seat belt',
      finePaise: 100_000,
      repeatFinePaise: null,
      source: 'central',
    },
    {
      offenceKey: 'over-speeding-lmv',
      section: '183(1)(i)',
      title: 'Over-speeding (car)',
      finePaise: 150_000,
      repeatFinePaise: 300_000,
      source: 'central',
    },
  ];
  const stored = { question: 'Can I pay a challan from another state?', answer: 'Yes.' };
  return {
    ...base,
    details: {
      ...base.details!,
      heading: 'e-Challan Maharashtra: check and pay traffic challans online',
      description:
        "Check pending traffic e-challans in Maharashtra by vehicle number, see Maharashtra's fine list and pay online with a receipt.",
    },
    trafficFines: fines,
    faqList: [...faqsFor(place, fines), stored],
    cmsContent: cmsContentFor(place),
    factsData: factsFor(place, fines, 16, 8),
  };
}

describe('EChallanPageView in Hindi', () => {
  it("shows the API's page copy in Hindi, keeping names, numbers and CMS FAQs as sent", async () => {
    renderPage(pageWithApiCopy(), 'hi');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'ई-चालान Maharashtra: ट्रैफ़िक चालान ऑनलाइन देखें और भरें',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Maharashtra में CarSetu से 1,23,456 चालान भरे गए')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Maharashtra में ट्रैफ़िक जुर्माने' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'अपराध' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Driving without a seat belt' })).toBeTruthy();
    expect(screen.getByText('Maharashtra में ई-चालान कैसे देखें?')).toBeTruthy();
    expect(
      screen.getByText(
        'बिना सीट बेल्ट गाड़ी चलाने (धारा 194B(1)) पर ₹ 1,000 और कार में तेज़ रफ़्तार (धारा 183(1)(i)) पर ₹ 1,500 जुर्माना है। पूरी सूची इसी पेज पर देखें।',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'भुगतान से पहले' })).toBeTruthy();
    expect(screen.getByText('60 दिन न भरने पर')).toBeTruthy();
    expect(screen.getByText('Can I pay a challan from another state?')).toBeTruthy();
    // Not one sentence of the generated English copy is left.
    const text = document.body.textContent ?? '';
    for (const english of ['Before you pay', 'How do I check', 'Lowest fine', 'days unpaid']) {
      expect(text).not.toContain(english);
    }
    const faq = jsonLd().find((item) => (item as { '@type': string })['@type'] === 'FAQPage') as {
      mainEntity: { name: string }[];
    };
    expect(faq.mainEntity[0]!.name).toBe('Maharashtra में ई-चालान कैसे देखें?');
  });

  it('shows the same copy unchanged in English', async () => {
    const page = pageWithApiCopy();
    renderPage(page, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: page.details!.heading }),
    ).toBeTruthy();
    expect(screen.getByText(page.faqList[3]!.answer)).toBeTruthy();
    expect(screen.getByText(page.cmsContent[1]!.paragraphs[1]!)).toBeTruthy();
  });

  it('titles the page in Hindi', () => {
    expect(eChallanMeta({ page: pageWithApiCopy(), canonicalUrl: '' }, translator('hi'))).toEqual([
      { title: 'ई-चालान Maharashtra: ट्रैफ़िक चालान ऑनलाइन देखें और भरें | CarSetu' },
      {
        name: 'description',
        content:
          'Maharashtra में गाड़ी नंबर से बकाया ट्रैफ़िक ई-चालान देखें, Maharashtra के जुर्मानों की सूची देखें और रसीद के साथ ऑनलाइन भुगतान करें।',
      },
      { property: 'og:title', content: 'ई-चालान Maharashtra | CarSetu' },
    ]);
  });
});
