// @vitest-environment jsdom
import type { Faq, PageContentBlock, Testimonial } from '@carsetu/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, buttonClasses } from './button';
import { ContentBlocks, heroOf } from './content-blocks';
import { FaqList } from './faq-list';
import { LegalArticle } from './legal-article';
import { ScrollRegion } from './scroll-region';
import { TestimonialCards } from './testimonial-cards';

afterEach(cleanup);

const BLOCKS: PageContentBlock[] = [
  { kind: 'hero', title: 'Sell your car in {city}', subtitle: 'Best price' },
  { kind: 'text', heading: 'Why sell in {city}', paragraphs: ['Buyers in {city} pay well.'] },
  {
    kind: 'steps',
    heading: 'How it works',
    steps: [
      { title: 'Book', body: 'Pick a slot' },
      { title: 'Inspect', body: 'We come to you' },
    ],
  },
  {
    kind: 'highlights',
    heading: 'What you get',
    items: [{ title: 'Instant payment', body: 'Same day' }],
  },
];

describe('ContentBlocks', () => {
  it('renders text, steps and item blocks under their headings, leaving the hero to the page', () => {
    render(<ContentBlocks blocks={BLOCKS} />);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Why sell in {city}', 'How it works', 'What you get']);
    expect(screen.queryByText('Sell your car in {city}')).toBeNull();
  });

  it('numbers the steps and not the items', () => {
    render(<ContentBlocks blocks={BLOCKS} />);
    const [steps, items] = screen.getAllByRole('list');
    expect(
      within(steps!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1BookPick a slot', '2InspectWe come to you']);
    expect(within(items!).getByRole('listitem').textContent).toBe('Instant paymentSame day');
  });

  it('personalises every text through replace', () => {
    render(<ContentBlocks blocks={BLOCKS} replace={(text) => text.replaceAll('{city}', 'Pune')} />);
    expect(screen.getByRole('heading', { name: 'Why sell in Pune' })).toBeTruthy();
    expect(screen.getByText('Buyers in Pune pay well.')).toBeTruthy();
  });

  it('finds the hero block for the page, or null', () => {
    expect(heroOf(BLOCKS)).toMatchObject({ kind: 'hero', title: 'Sell your car in {city}' });
    expect(heroOf(BLOCKS.slice(1))).toBeNull();
  });
});

describe('FaqList', () => {
  const faqs: Faq[] = [
    { id: 1, category: 'sell', question: 'Is inspection free?', answer: 'Yes, always.' },
    { id: 2, category: 'sell', question: 'How fast is payment?', answer: 'Same day.' },
  ];

  it('shows questions as native disclosures that open on click', async () => {
    render(<FaqList faqs={faqs} />);
    const question = screen.getByText('Is inspection free?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText('Yes, always.')).toBeTruthy();
  });

  it('hides the plus sign from screen readers', () => {
    render(<FaqList faqs={faqs} />);
    for (const sign of screen.getAllByText('+'))
      expect(sign.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('TestimonialCards', () => {
  it('reads a rating in words and shows who said it', () => {
    const testimonials: Testimonial[] = [
      {
        id: 1,
        category: 'sell',
        createdAt: '2026-11-01T00:00:00Z',
        rating: 4,
        title: 'Smooth sale',
        body: 'Sold in a day',
        customerName: 'Ravi',
        cityName: 'Pune',
      },
    ];
    render(<TestimonialCards testimonials={testimonials} />);
    expect(screen.getByText('Rated 4 out of 5')).toBeTruthy();
    expect(screen.getByText('★★★★☆').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Smooth sale' })).toBeTruthy();
    expect(screen.getByText('“Sold in a day”')).toBeTruthy();
    expect(screen.getByText(/Ravi,/).textContent).toBe('Ravi, Pune');
  });
});

describe('LegalArticle', () => {
  it('numbers the sections and ends with the help line and grievance address', () => {
    render(
      <LegalArticle
        title="Privacy policy"
        updated="24 Nov 2026"
        intro="How we use your data."
        sections={[
          { heading: 'What we collect', paragraphs: ['Your phone number.'] },
          { heading: 'Who sees it', paragraphs: ['Only us.', 'And lenders you choose.'] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByText('Last updated 24 Nov 2026')).toBeTruthy();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['1. What we collect', '2. Who sees it']);
    expect(screen.getByRole('link', { name: '1800 120 3344' }).getAttribute('href')).toBe(
      'tel:18001203344',
    );
    expect(screen.getByText(/grievance@carsetu.in/)).toBeTruthy();
  });
});

describe('ScrollRegion', () => {
  it('is a named, focusable region so keyboard users can scroll it', () => {
    render(
      <ScrollRegion label="Fines table">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Fines table' });
    expect(region.tabIndex).toBe(0);
  });
});

describe('Button', () => {
  it('never submits a form by accident', async () => {
    let submitted = false;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <Button>Open</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(submitted).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toBe(true);
  });

  it('passes attributes through and keeps the caller’s classes', () => {
    render(
      <Button variant="secondary" className="w-full" disabled aria-describedby="hint">
        Later
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Later' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('hint');
    expect(button.className).toContain('w-full');
    expect(button.className).toContain('border-slate-300');
  });

  it('styles links as buttons with the same classes', () => {
    expect(buttonClasses()).toContain('bg-brand-700');
    expect(buttonClasses('ghost', 'mt-2')).toContain('hover:bg-slate-100');
    expect(buttonClasses('ghost', 'mt-2').endsWith(' mt-2')).toBe(true);
  });
});
