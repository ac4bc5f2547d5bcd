import type { ListingSort, MarketPriceLabel, PaperCheckKey } from '@carsetu/contracts';
import { msg, type Translate } from '../../lib/i18n';

/*
 * Fixed English words the buy pages get from @carsetu/contracts or the API (sort names, facet
 * labels, paper checks), marked here for the catalog (decision 0180) and translated where shown.
 * texts.test.ts keeps each map equal to the words it mirrors, so English cannot drift.
 */

export const SORT_TEXT: Record<ListingSort, string> = {
  relevance: msg('Relevance'),
  'price-asc': msg('Price: low to high'),
  'price-desc': msg('Price: high to low'),
  newest: msg('Newest first'),
  'km-asc': msg('Kilometres: low to high'),
  'year-desc': msg('Year: newest model first'),
};

export const MARKET_PRICE_TEXT: Record<MarketPriceLabel, string> = {
  great: msg('Great price'),
  good: msg('Good price'),
  fair: msg('Fair price'),
  high: msg('High price'),
};

export const CLEAN_PAPERS = msg('Clean papers');

export const PAPER_CHECK_TEXT: Record<PaperCheckKey, string> = {
  challans: msg('No pending challans'),
  insurance: msg('Insurance valid'),
  puc: msg('PUC valid'),
  hypothecation: msg('No loan on the RC'),
};

/**
 * Facet option labels and car facts with a fixed English word (fuel, gearbox, body, colour,
 * owners, kilometre and budget ranges). Anything else (a make, a state, an RTO) is data and shows
 * as it comes.
 */
export const FACT_TEXTS = [
  msg('Petrol'),
  msg('Diesel'),
  msg('CNG'),
  msg('Electric'),
  msg('Hybrid'),
  msg('Manual'),
  msg('Automatic'),
  msg('Hatchback'),
  msg('Sedan'),
  msg('SUV'),
  msg('Compact SUV'),
  msg('MUV'),
  msg('Luxury'),
  msg('Pickup'),
  msg('White'),
  msg('Silver'),
  msg('Grey'),
  msg('Black'),
  msg('Red'),
  msg('Blue'),
  msg('Brown'),
  msg('Beige'),
  msg('Orange'),
  msg('Green'),
  msg('Yellow'),
  msg('1st owner'),
  msg('2nd owner'),
  msg('3rd owner'),
  msg('4+ owner'),
  msg('4 or more owners'),
  msg('Under 10,000 km'),
  msg('Under 30,000 km'),
  msg('30,000 - 50,000 km'),
  msg('50,000 - 75,000 km'),
  msg('75,000 - 1,00,000 km'),
  msg('Over 1,00,000 km'),
  msg('Under ₹3 Lakh'),
  msg('₹3 - 5 Lakh'),
  msg('₹5 - 8 Lakh'),
  msg('₹8 - 12 Lakh'),
  msg('₹12 - 20 Lakh'),
  msg('Above ₹20 Lakh'),
];
const KNOWN = new Set(FACT_TEXTS);

/** A fact or facet label in the page's language when it is a fixed word, else as it comes. */
export function translateFact(t: Translate, text: string): string {
  if (KNOWN.has(text)) return t(text);
  const seats = /^(\d+) seater$/.exec(text);
  if (seats) return t('{seats} seater', { seats: seats[1]! });
  return text;
}

/** A paper check's detail ("Valid until 24 Nov 2026", "None pending") in the page's language. */
export function translatePaperDetail(t: Translate, detail: string): string {
  const fixed: Record<string, string> = {
    'None pending': t('None pending'),
    'Not needed for an electric car': t('Not needed for an electric car'),
    'No lender named': t('No lender named'),
  };
  if (fixed[detail]) return fixed[detail];
  const dated = /^(Valid until|Expired on) (.+)$/.exec(detail);
  if (dated)
    return dated[1] === 'Valid until'
      ? t('Valid until {date}', { date: dated[2]! })
      : t('Expired on {date}', { date: dated[2]! });
  const pending = /^(\d+) pending challans?$/.exec(detail);
  if (pending)
    return t('{count, plural, one {# pending challan} other {# pending challans}}', {
      count: Number(pending[1]),
    });
  const lender = /^Hypothecated to (.+)$/.exec(detail);
  if (lender) return t('Hypothecated to {lender}', { lender: lender[1]! });
  return detail;
}
