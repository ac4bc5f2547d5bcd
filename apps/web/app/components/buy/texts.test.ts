import {
  BODY_TYPES,
  CAR_COLOURS,
  CLEAN_PAPERS_TEXT,
  FUEL_TYPE_LABELS,
  LISTING_BUDGET_RANGES,
  LISTING_KM_RANGES,
  LISTING_SORT_LABELS,
  MARKET_PRICE_LABEL_TEXT,
  PAPER_CHECK_KEYS,
} from '@carsetu/contracts';
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n';
import {
  CLEAN_PAPERS,
  FACT_TEXTS,
  MARKET_PRICE_TEXT,
  PAPER_CHECK_TEXT,
  SORT_TEXT,
  translateFact,
  translatePaperDetail,
} from './texts';

describe("the buy pages' fixed words marked for translation", () => {
  it("are the contracts' words, word for word", () => {
    expect(SORT_TEXT).toEqual(LISTING_SORT_LABELS);
    expect(MARKET_PRICE_TEXT).toEqual(MARKET_PRICE_LABEL_TEXT);
    expect(CLEAN_PAPERS).toBe(CLEAN_PAPERS_TEXT);
    expect(Object.keys(PAPER_CHECK_TEXT)).toEqual([...PAPER_CHECK_KEYS]);
  });

  it('cover every fuel, colour, range and body type the filters offer', () => {
    const titled = (value: string) =>
      ({ suv: 'SUV', muv: 'MUV', 'compact-suv': 'Compact SUV' })[value] ??
      value.charAt(0).toUpperCase() + value.slice(1);
    const offered = [
      ...Object.values(FUEL_TYPE_LABELS),
      ...BODY_TYPES.map(titled),
      ...CAR_COLOURS.map(titled),
      ...LISTING_KM_RANGES.map((range) => range.label),
      ...LISTING_BUDGET_RANGES.map((range) => range.label),
    ];
    expect(offered.filter((label) => !FACT_TEXTS.includes(label))).toEqual([]);
  });

  it('translate fixed words and leave data as it comes', () => {
    const t = translator('hi');
    expect(translateFact(t, 'Petrol')).toBe('पेट्रोल');
    expect(translateFact(t, '7 seater')).toBe('7 सीटर');
    expect(translateFact(t, 'Maruti Suzuki')).toBe('Maruti Suzuki');
    expect(translatePaperDetail(t, 'Valid until 24 Nov 2026')).toBe('24 Nov 2026 तक वैध');
    expect(translatePaperDetail(t, '2 pending challans')).toBe('2 चालान बाकी');
    expect(translatePaperDetail(t, 'Something new')).toBe('Something new');
  });
});
