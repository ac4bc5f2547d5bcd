// @vitest-environment jsdom
import { NEW_CAR_EMI, type NewCarGallery, type NewCarVideos } from '@carsetu/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs';
import { EmiHint } from './emi-hint';
import { ModelCard, ModelGrid } from './model-card';
import { ModelMedia } from './model-media';
import { newCarModel, variant } from './new-cars.fixtures';
import { SearchLinks } from './search-links';
import { VariantsTable } from './variants-table';

afterEach(cleanup);

function renderInRouter(node: ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <>{node}</> }]);
  render(<Stub initialEntries={['/']} />);
}

describe('ModelCard', () => {
  it('names the model with its brand, links to it and shows the price range', async () => {
    renderInRouter(<ModelCard model={newCarModel()} />);
    const link = await screen.findByRole('link', { name: 'Tata Nexon' });
    expect(link.getAttribute('href')).toBe('/new-cars/tata/nexon/');
    expect(screen.getByText('₹8.00 - 15.50 Lakh')).toBeTruthy();
    const options = screen.getByRole('list', { name: 'Options' });
    expect(within(options).getByText('Compact SUV')).toBeTruthy();
    expect(within(options).getByText('Petrol, Diesel')).toBeTruthy();
    expect(within(options).getByText('Manual, Automatic')).toBeTruthy();
  });

  it('drops the brand on a brand page and marks a discontinued model', async () => {
    renderInRouter(<ModelCard model={newCarModel({ lastYear: 2020 })} showMake={false} />);
    expect(await screen.findByRole('link', { name: 'Nexon' })).toBeTruthy();
    expect(screen.getByText('Discontinued in 2020')).toBeTruthy();
  });

  it('keeps the drawing decorative', async () => {
    renderInRouter(<ModelCard model={newCarModel()} />);
    await screen.findByRole('link');
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});

describe('ModelGrid', () => {
  it('lists the cards', async () => {
    renderInRouter(
      <ModelGrid
        models={[
          newCarModel(),
          newCarModel({ id: 102, name: 'Altroz', url: '/new-cars/tata/altroz/' }),
        ]}
        empty="Nothing here"
      />,
    );
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Nothing here')).toBeNull();
  });

  it('shows the empty state when there are no models', async () => {
    renderInRouter(<ModelGrid models={[]} empty="No cars match this budget yet." />);
    expect(await screen.findByText('No cars match this budget yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('VariantsTable', () => {
  it('lists every variant with price right after the name, in a named scroll region', () => {
    render(
      <VariantsTable
        title="Tata Nexon"
        variants={[
          variant(),
          variant({
            id: 3,
            name: 'EV Max',
            fuelType: 'electric',
            transmission: 'automatic',
            engineCc: null,
            exShowroomPaise: 17_49_000_00,
          }),
        ]}
      />,
    );
    const region = screen.getByRole('region', {
      name: 'Tata Nexon variants and ex-showroom prices',
    });
    expect(region.tabIndex).toBe(0);
    const rows = within(region).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]),
    ).toEqual([
      ['Smart', '₹ 8,00,000', 'Petrol', 'Manual', '1199 cc'],
      ['EV Max', '₹ 17,49,000', 'Electric', 'Automatic', 'Electric'],
    ]);
  });
});

describe('Breadcrumbs', () => {
  const crumbs = [
    { name: 'New cars', path: '/new-cars/' },
    { name: 'Tata', path: '/new-cars/tata/' },
    { name: 'Nexon', path: '/new-cars/tata/nexon/' },
  ];

  it('links every crumb but the current page', async () => {
    renderInRouter(<Breadcrumbs crumbs={crumbs} origin="https://www.carsetu.in" />);
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/new-cars/', '/new-cars/tata/']);
    expect(within(nav).getByText('Nexon').getAttribute('aria-current')).toBe('page');
  });

  it('publishes the same trail as JSON-LD, safe inside a script', async () => {
    renderInRouter(
      <Breadcrumbs
        crumbs={[...crumbs.slice(0, 2), { name: '</script><b>', path: '/x/' }]}
        origin="https://www.carsetu.in"
      />,
    );
    await screen.findByRole('navigation');
    const script = document.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('</script>');
    const json = JSON.parse(script.textContent ?? '') as { itemListElement: { name: string }[] };
    expect(json.itemListElement.map((item) => item.name)).toEqual([
      'New cars',
      'Tata',
      '</script><b>',
    ]);
  });
});

describe('EmiHint', () => {
  it('shows the monthly EMI of the lowest price and its assumptions', () => {
    render(<EmiHint exShowroomPaise={10_00_000_00} />);
    expect(screen.getByText(/^₹ [\d,]+\/month$/).textContent).toBe('₹ 16,801/month');
    expect(
      screen.getByText(
        `Estimate on the lowest ex-showroom price: a loan of ${NEW_CAR_EMI.loanShareOfPrice * 100}% of the price at ${NEW_CAR_EMI.annualRatePercent}% a year for ${NEW_CAR_EMI.months} months. The lender decides the actual rate.`,
      ),
    ).toBeTruthy();
  });
});

describe('SearchLinks', () => {
  const links = [
    { slug: 'suv-cars', label: 'SUV cars', url: '/new-cars/search-by/suv-cars/', modelCount: 12 },
    { slug: 'muv-cars', label: 'MUV cars', url: '/new-cars/search-by/muv-cars/', modelCount: 1 },
  ];

  it('shows each search with its model count and marks the current one', async () => {
    renderInRouter(
      <SearchLinks heading="By body type" headingId="body" links={links} currentSlug="muv-cars" />,
    );
    const section = await screen.findByRole('region', { name: 'By body type' });
    const suv = within(section).getByRole('link', { name: 'SUV cars 12 models' });
    expect(suv.hasAttribute('aria-current')).toBe(false);
    const muv = within(section).getByRole('link', { name: 'MUV cars 1 model' });
    expect(muv.getAttribute('aria-current')).toBe('page');
  });
});

describe('ModelMedia', () => {
  const gallery = {
    name: 'Nexon',
    images: [
      {
        url: '/g/red-side.jpg',
        alt: 'Nexon in red, side view',
        colour: 'flame red',
        angle: 'side',
      },
      { url: '/g/red-front.jpg', alt: 'Nexon in red, front', colour: 'flame red', angle: 'front' },
      {
        url: '/g/blue-side.jpg',
        alt: 'Nexon in blue, side view',
        colour: 'ocean blue',
        angle: 'side',
      },
    ],
  } as unknown as NewCarGallery;
  const videos = {
    name: 'Nexon',
    videos: [{ title: 'Nexon review', url: 'https://www.youtube.com/watch?v=1' }],
  } as unknown as NewCarVideos;

  it('shows one side view per colour in a keyboard-scrollable strip', () => {
    render(<ModelMedia gallery={gallery} videos={null} />);
    expect(screen.getByRole('heading', { name: 'Nexon colours' })).toBeTruthy();
    const strip = screen.getByRole('list', { name: 'Colours, scroll sideways for more' });
    expect(strip.tabIndex).toBe(0);
    expect(
      within(strip)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Nexon in red, side view', 'Nexon in blue, side view']);
  });

  it('links videos out to YouTube in a new tab and says so', () => {
    render(<ModelMedia gallery={null} videos={videos} />);
    const link = screen.getByRole('link', { name: /Nexon review/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('(YouTube, opens in a new tab)');
    expect(screen.queryByRole('heading', { name: /colours/ })).toBeNull();
  });

  it('shows nothing without media', () => {
    const { container } = render(
      <ModelMedia
        gallery={{ ...gallery, images: [] } as NewCarGallery}
        videos={{ ...videos, videos: [] } as NewCarVideos}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
