/**
 * Money in two units that the type checker keeps apart (decision 0150). Both are plain numbers at
 * run time; the brand exists only for `tsc`, so a rupee amount cannot reach a function that wants
 * paise (the silent ×100 bug of two `formatRupees` with different units).
 *
 * Zod-free: the browser imports it.
 */
import { formatIndianNumber } from './indian-digits';

declare const PAISE: unique symbol;
declare const RUPEES: unique symbol;

/** An amount in paise (1/100 rupee), the unit stored and sent for every price and payment. */
export type Paise = number & { readonly [PAISE]: true };
/** An amount in rupees, possibly fractional (EMIs, loan figures and their form inputs). */
export type Rupees = number & { readonly [RUPEES]: true };

/** Marks a number the caller knows to be in paise (an API field, a DB column). */
export const paise = (amount: number) => amount as Paise;
/** Marks a number the caller knows to be in rupees. */
export const rupees = (amount: number) => amount as Rupees;
export const toRupees = (amount: Paise) => rupees(amount / 100);
/** Rounded to the paisa: 21001.857 rupees → 2100186 paise. */
export const toPaise = (amount: Rupees) => paise(Math.round(amount * 100));

/**
 * full: '₹ 5,45,000', or '₹ 1,500.50' when there are paise;
 * compact: '₹ 5.45 lakh', '₹ 1.2 crore' (cards, headlines), whole rupees under a lakh;
 * rounded: whole rupees, never paise (EMIs and other estimates).
 */
export type MoneyStyle = 'full' | 'compact' | 'rounded';

const LAKH_RUPEES = 1_00_000;
const CRORE_RUPEES = 1_00_00_000;
/** Compact amounts keep at most two decimals of a lakh or a crore: '₹ 5.45 lakh'. */
const COMPACT_DECIMALS = 2;
/** U+2212, read as "minus" by screen readers (a hyphen is read as "dash" or skipped). */
const MINUS = '−';

/** The one money formatter of every page, PDF, message and event (Indian digit grouping). */
export function formatMoney(amount: Paise, style: MoneyStyle = 'full'): string {
  const sign = amount < 0 ? MINUS : '';
  const whole = Math.round(Math.abs(amount));
  return `${sign}₹ ${unsignedRupees(whole, style)}`;
}

function unsignedRupees(amountPaise: number, style: MoneyStyle): string {
  // Digits written by hand, not by Intl (decision 0196): building en-IN formatters slowed every
  // page's boot in the browser.
  if (style === 'full' && amountPaise % 100 !== 0) return formatIndianNumber(amountPaise / 100, 2);
  const wholeRupees = Math.round(amountPaise / 100);
  if (style !== 'compact' || wholeRupees < LAKH_RUPEES) return formatIndianNumber(wholeRupees);
  // Rounded first, so 99,99,999 reads '₹ 1 crore', not '₹ 100 lakh'.
  const lakhs = roundTo(wholeRupees / LAKH_RUPEES, COMPACT_DECIMALS);
  const compact = (value: number) => formatIndianNumber(value, 0, COMPACT_DECIMALS);
  if (lakhs < CRORE_RUPEES / LAKH_RUPEES) return `${compact(lakhs)} lakh`;
  return `${compact(roundTo(wholeRupees / CRORE_RUPEES, COMPACT_DECIMALS))} crore`;
}

const roundTo = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

type BrandNumber<Value, Brand> = Value extends number ? Brand : Value;

/**
 * An API answer as the web receives it (decision 0150): every number field named `…Paise` is
 * Paise and every `…Rupees` is Rupees, however deep, so the unit follows the API's own naming
 * into the page without a cast. Applied by the typed client's `unwrap`.
 */
export type WithMoneyBrands<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly (infer Item)[]
    ? WithMoneyBrands<Item>[]
    : {
        [Key in keyof T]: Key extends `${string}Paise`
          ? BrandNumber<T[Key], Paise>
          : Key extends `${string}Rupees`
            ? BrandNumber<T[Key], Rupees>
            : WithMoneyBrands<T[Key]>;
      };
