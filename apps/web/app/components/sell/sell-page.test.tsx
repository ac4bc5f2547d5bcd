// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { renderWithRouter } from '../../testing/render-route';
import { sellPageMeta } from './sell-meta';
import { SellPage } from './sell-page';
import type { SellPageData } from './sell-page.server';

afterEach(cleanup);

const pune = { id: 1, slug: 'pune', title: 'Pune', seoLink: '/sell-used-cars-pune/', sellOrder: 1 };
const delhi = {
  id: 2,
  slug: 'new-delhi',
  title: 'New Delhi',
  seoLink: '/sell-used-cars-new-delhi/',
  sellOrder: 2,
};

function page(overrides: Partial<SellPageData> = {}): SellPageData {
  return {
    content: {
      type: 'sell-used-cars',
      metaTitle: 'Sell car',
      metaDescription: 'Sell car',
      updatedAt: '2026-11-01',
      blocks: [
        {
          kind: 'hero',
          title: 'Sell your car at the best price',
          subtitle: 'Trusted by sellers across India.',
        },
        { kind: 'text', heading: 'Why CarSetu', paragraphs: ['Home inspections across India.'] },
      ],
    },
    city: null,
    bought: null,
    seo: null,
    cities: [pune, delhi],
    faqs: [],
    testimonials: [],
    reviews: {
      data: [],
      page: 1,
      size: 3,
      summary: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] },
    },
    ...overrides,
  } as SellPageData;
}

describe('SellPage', () => {
  it('uses the CMS hero on the general page and posts the form to /sell-used-cars/', () => {
    const { container } = renderWithRouter(<SellPage page={page()} />, '/sell-used-cars/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sell your car at the best price' }),
    ).toBeTruthy();
    expect(screen.getByText('Trusted by sellers across India.')).toBeTruthy();
    expect(container.querySelector('form')!.getAttribute('action')).toBe('/sell-used-cars/');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Sell car').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('✓ Free home inspection')).toBeTruthy();
  });

  it('names the city on a city page and puts it in place of "across India"', () => {
    const { container } = renderWithRouter(
      <SellPage page={page({ city: delhi as never })} />,
      '/sell-used-cars-new-delhi/',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sell your used car in New Delhi' }),
    ).toBeTruthy();
    expect(screen.getByText('Trusted by sellers in New Delhi.')).toBeTruthy();
    expect(screen.getByText('Home inspections in New Delhi.')).toBeTruthy();
    expect(screen.getByText('✓ Free home inspection in New Delhi')).toBeTruthy();
    expect(container.querySelector('form')!.getAttribute('action')).toBe(
      '/sell-used-cars-new-delhi/',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Sell car' }).getAttribute('href')).toBe(
      '/sell-used-cars/',
    );
    expect(within(crumbs).getByText('New Delhi').getAttribute('aria-current')).toBe('page');
  });

  it('marks the current city among the cities CarSetu buys in', () => {
    renderWithRouter(<SellPage page={page({ city: pune as never })} />, '/sell-used-cars-pune/');
    const list = screen.getByRole('heading', { name: 'We buy cars in these cities' })
      .nextElementSibling as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Pune' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(list).getByRole('link', { name: 'New Delhi' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(within(list).getByRole('link', { name: 'New Delhi' }).getAttribute('href')).toBe(
      '/sell-used-cars-new-delhi/',
    );
  });

  it('counts the cars bought in the city in Indian digits, and hides a zero count', () => {
    renderWithRouter(
      <SellPage
        page={page({ city: pune as never, bought: { count: 12345, cityName: 'Pune' } as never })}
      />,
    );
    expect(screen.getByText('12,345 cars bought from sellers in Pune so far')).toBeTruthy();
    cleanup();
    renderWithRouter(
      <SellPage
        page={page({ city: pune as never, bought: { count: 1, cityName: 'Pune' } as never })}
      />,
    );
    expect(screen.getByText('1 car bought from sellers in Pune so far')).toBeTruthy();
    cleanup();
    renderWithRouter(
      <SellPage
        page={page({ city: pune as never, bought: { count: 0, cityName: 'Pune' } as never })}
      />,
    );
    expect(screen.queryByText(/bought from sellers/)).toBeNull();
  });

  it('shows seller questions with a link to all of them only when there are some', () => {
    renderWithRouter(<SellPage page={page()} />);
    expect(screen.queryByRole('heading', { name: 'Questions sellers ask' })).toBeNull();
    cleanup();
    renderWithRouter(
      <SellPage
        page={page({
          faqs: [{ id: 1, question: 'Do I pay for the inspection?', answer: 'No.' }] as never,
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Questions sellers ask' })).toBeTruthy();
    expect(screen.getByText('Do I pay for the inspection?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All selling questions' })).toBeTruthy();
  });

  it('passes the server messages and typed values back to the form', () => {
    renderWithRouter(
      <SellPage
        page={page()}
        actionResult={{
          errors: { registrationNumber: 'Enter a valid registration number' },
          values: { registrationNumber: 'XX', mobile: '9876543210' },
        }}
      />,
    );
    expect(screen.getByText('Enter a valid registration number')).toBeTruthy();
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9876543210');
  });

  it('is in Hindi on a Hindi page: its own heading (the CMS writes English), city and count kept', () => {
    renderWithRouter(
      <LocaleProvider locale="hi">
        <SellPage
          page={page({
            city: pune,
            bought: { cityId: 1, cityName: 'Pune', count: 1234, totalCount: 1234 },
          })}
        />
      </LocaleProvider>,
      '/sell-used-cars-pune/',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pune में अपनी पुरानी कार बेचें' }),
    ).toBeTruthy();
    expect(screen.getByText('अब तक Pune में विक्रेताओं से 1,234 कारें ख़रीदी गईं')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कार की कीमत जानें' })).toBeTruthy();
    cleanup();
    renderWithRouter(
      <LocaleProvider locale="hi">
        <SellPage page={page()} />
      </LocaleProvider>,
      '/sell-used-cars/',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'अपनी कार एक ही विज़िट में बेचें' }),
    ).toBeTruthy();
  });

  it('takes its title from the CMS in English and has its own in Hindi', () => {
    const root = (locale: string) => [{ id: 'root', loaderData: { locale } }];
    expect(sellPageMeta(page(), root('en'))[0]).toEqual({ title: 'Sell car' });
    expect(sellPageMeta(page(), root('hi'))[0]).toEqual({
      title: 'अपनी कार ऑनलाइन सबसे अच्छी कीमत पर बेचें | CarSetu',
    });
    expect(sellPageMeta(page({ city: pune }), root('hi'))[0]).toEqual({
      title: 'Pune में अपनी पुरानी कार सबसे अच्छी कीमत पर बेचें | CarSetu',
    });
  });
});
