import { formatPriceRange, parseNewCarSearch } from '@carsetu/contracts';
import { describe, expect, it } from 'vitest';
import { meta as brandMeta } from './new-cars.$brand._index';
import { meta as modelMeta } from './new-cars.$brand.$model';
import { meta as compareMeta } from './new-cars.compare-cars';
import { meta as homeMeta } from './new-cars._index';
import { meta as searchMeta } from './new-cars.search-by.$query';

/** The meta functions only read `data`; the rest of the arguments do not matter here. */
const run = (fn: (args: never) => unknown, data: unknown) =>
  fn({ data } as never) as { title?: string; name?: string; property?: string; content?: string }[];
const titleOf = (tags: ReturnType<typeof run>) => tags.find((tag) => tag.title)?.title;
const descriptionOf = (tags: ReturnType<typeof run>) =>
  tags.find((tag) => tag.name === 'description')?.content;

const ORIGIN = 'https://www.carsetu.in';

describe('new cars page titles and descriptions', () => {
  it('marks a missing page (404) noindex on every new-cars route', () => {
    for (const fn of [homeMeta, brandMeta, modelMeta, compareMeta, searchMeta]) {
      expect(run(fn, undefined)).toEqual([
        { title: 'Page not found | CarSetu' },
        { name: 'robots', content: 'noindex' },
      ]);
    }
  });

  it('counts brands on the home page and says "popular" only when there are popular models', () => {
    const withPopular = run(homeMeta, {
      origin: ORIGIN,
      brands: [{}, {}, {}],
      popularModels: [{}],
    });
    expect(titleOf(withPopular)).toBe(
      'New cars in India: prices, variants and comparisons | CarSetu',
    );
    expect(descriptionOf(withPopular)).toMatch(
      /^Ex-showroom prices of popular new cars from 3 brands\./,
    );
    const without = run(homeMeta, { origin: ORIGIN, brands: [{}], popularModels: [] });
    expect(descriptionOf(without)).toMatch(/^Ex-showroom prices of new cars from 1 brand\./);
  });

  it("names up to five of a brand's models, or says it sells none now", () => {
    const brand = { name: 'Maruti Suzuki', url: '/new-cars/maruti-suzuki/' };
    const models = ['Swift', 'Baleno', 'Dzire', 'Brezza', 'Ertiga', 'XL6'].map((name) => ({
      name,
    }));
    const selling = run(brandMeta, { origin: ORIGIN, brand, models });
    expect(titleOf(selling)).toBe('New Maruti Suzuki cars: prices, models and variants | CarSetu');
    expect(descriptionOf(selling)).toBe(
      '6 Maruti Suzuki models on sale: Swift, Baleno, Dzire, Brezza, Ertiga. Ex-showroom prices, fuel and transmission options of every variant.',
    );
    const gone = run(brandMeta, {
      origin: ORIGIN,
      brand: { ...brand, name: 'Daewoo' },
      models: [],
    });
    expect(descriptionOf(gone)).toBe(
      'Daewoo sells no new cars in India now. See its discontinued models and used ones for sale.',
    );
  });

  it('gives a model on sale its price range and a discontinued one its years', () => {
    const model = {
      name: 'Swift',
      make: { name: 'Maruti Suzuki' },
      minExShowroomPaise: 64_900_000,
      maxExShowroomPaise: 96_400_000,
      firstYear: 2005,
      lastYear: null,
      url: '/new-cars/maruti-suzuki/swift/',
    };
    const price = formatPriceRange(64_900_000, 96_400_000);
    const onSale = run(modelMeta, { origin: ORIGIN, model, variants: [{}, {}] });
    expect(titleOf(onSale)).toBe(
      `Maruti Suzuki Swift price ${price}: variants and specs | CarSetu`,
    );
    expect(descriptionOf(onSale)).toContain('2 variants with fuel, transmission and engine');
    const ended = run(modelMeta, {
      origin: ORIGIN,
      model: { ...model, name: 'Ritz', lastYear: 2016 },
      variants: [],
    });
    expect(titleOf(ended)).toBe(
      'Maruti Suzuki Ritz (discontinued): last prices, variants and used cars | CarSetu',
    );
    expect(descriptionOf(ended)).toBe(
      'The Maruti Suzuki Ritz was sold new from 2005 to 2016. See its last variants and prices, and used ones for sale.',
    );
  });

  it('names the compared cars, or invites a comparison when none are chosen', () => {
    const compared = [
      { model: { id: 1, name: 'Swift', make: { name: 'Maruti Suzuki' } } },
      { model: { id: 2, name: 'i20', make: { name: 'Hyundai' } } },
    ];
    const tags = run(compareMeta, { origin: ORIGIN, compared });
    expect(titleOf(tags)).toBe('Compare Maruti Suzuki Swift vs Hyundai i20 | CarSetu');
    expect(descriptionOf(tags)).toMatch(/^Maruti Suzuki Swift vs Hyundai i20: ex-showroom prices/);
    const none = run(compareMeta, { origin: ORIGIN, compared: [] });
    expect(titleOf(none)).toBe('Compare new cars | CarSetu');
    expect(descriptionOf(none)).toMatch(/^Compare 2 or 3 new cars side by side/);
  });

  it('titles budget and body-type searches as the spec names them', () => {
    const budget = parseNewCarSearch('cars-under-10-lakhs')!;
    const tags = run(searchMeta, { origin: ORIGIN, search: budget, models: [{}, {}, {}] });
    expect(titleOf(tags)).toBe('New cars under ₹10 Lakh in India: prices and variants | CarSetu');
    expect(descriptionOf(tags)).toBe(
      '3 models. Cars whose lowest ex-showroom price is ₹10 Lakh or less. Compare variants, fuel and transmission options.',
    );
    const suv = parseNewCarSearch('suv-cars')!;
    const suvTags = run(searchMeta, { origin: ORIGIN, search: suv, models: [] });
    expect(titleOf(suvTags)).toBe(`New ${suv.label} in India: prices and variants | CarSetu`);
    expect(descriptionOf(suvTags)).toContain('SUVs and compact SUVs on sale now');
    const sedan = parseNewCarSearch('sedan-cars')!;
    expect(descriptionOf(run(searchMeta, { origin: ORIGIN, search: sedan, models: [] }))).toContain(
      `${sedan.label.replace(' cars', 's')} on sale now, with ex-showroom prices.`,
    );
  });
});
