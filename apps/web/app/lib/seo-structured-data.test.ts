import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  faqPageJsonLd,
  isPrivatePath,
  itemListJsonLd,
  jsonLdText,
  newCarModelJsonLd,
} from './seo';

const ORIGIN = 'https://www.carsetu.in';

describe('isPrivatePath', () => {
  it.each([
    '/my-bookings',
    '/profile',
    '/wishlist',
    '/staff/inspections',
    '/used-car-loan/applications/12',
    '/used-car-loan/personal-details/',
    '/car-service-history/report/r1',
    '/used-car-valuation/appointment/9',
    '/reviews/abc',
  ])('keeps %s out of search', (path) => {
    expect(isPrivatePath(path)).toBe(true);
  });

  it.each(['/', '/used-car-loan/', '/car-service-history/', '/used-car-valuation/', '/faq/'])(
    'lets %s be indexed',
    (path) => {
      expect(isPrivatePath(path)).toBe(false);
    },
  );
});

describe('absoluteUrl', () => {
  it('prefixes a path with the origin and keeps absolute URLs', () => {
    expect(absoluteUrl(ORIGIN, '/og-image.png')).toBe(`${ORIGIN}/og-image.png`);
    expect(absoluteUrl(ORIGIN, 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(absoluteUrl(ORIGIN, 'http://cdn.example/x.png')).toBe('http://cdn.example/x.png');
  });
});

describe('jsonLdText', () => {
  it('cannot close the script element it sits in', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('faqPageJsonLd', () => {
  it('turns questions into a FAQPage', () => {
    expect(faqPageJsonLd([{ question: 'Is it free?', answer: 'Yes.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is it free?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes.' },
        },
      ],
    });
  });
});

describe('itemListJsonLd', () => {
  it('lists items with positions from 1 and absolute URLs only (a summary page)', () => {
    expect(
      itemListJsonLd(ORIGIN, [{ url: '/buy-used-car/1' }, { url: 'https://partner.example/2' }]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: `${ORIGIN}/buy-used-car/1`,
        },
        {
          '@type': 'ListItem',
          position: 2,
          url: 'https://partner.example/2',
        },
      ],
    });
  });
});

describe('newCarModelJsonLd', () => {
  const model = {
    name: 'Nexon',
    url: '/new-cars/tata/nexon/',
    imageUrl: '/images/nexon.svg',
    make: { name: 'Tata' },
    minExShowroomPaise: 8_00_000_00,
    maxExShowroomPaise: 15_50_000_00,
  };

  it('offers the price range in rupees as an AggregateOffer', () => {
    const json = newCarModelJsonLd(ORIGIN, model, 12);
    expect(json).toMatchObject({
      '@type': ['Product', 'Car'],
      name: 'Tata Nexon',
      brand: { '@type': 'Brand', name: 'Tata' },
      image: `${ORIGIN}/images/nexon.svg`,
      url: `${ORIGIN}/new-cars/tata/nexon/`,
      offers: { priceCurrency: 'INR', lowPrice: 800000, highPrice: 1550000, offerCount: 12 },
    });
  });

  it('counts at least one offer and uses the low price when there is no high one', () => {
    const json = newCarModelJsonLd(ORIGIN, { ...model, maxExShowroomPaise: null }, 0);
    expect(json).toMatchObject({ offers: { lowPrice: 800000, highPrice: 800000, offerCount: 1 } });
  });

  it('leaves out offers for a model without a price', () => {
    const json = newCarModelJsonLd(ORIGIN, { ...model, minExShowroomPaise: null }, 3);
    expect('offers' in json).toBe(false);
  });
});
