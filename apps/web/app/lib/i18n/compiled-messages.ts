import { formatIndianNumber, type Locale } from '@carsetu/contracts';

/**
 * Fills in a compiled catalog message (decision 0196). The catalogs are compiled ahead of time
 * by `npm run i18n` into Lingui's token form; this reads that form, so the pages no longer load
 * `@lingui/core` to do it.
 *
 * Why not Lingui's runtime: its plural formatter builds an `Intl.NumberFormat` for every plural
 * message, whether or not the message has a `#` (to write the count in place of `#`), and an
 * `Intl.PluralRules`. The first Intl formatter a page builds loads ICU's locale data: ≈ 10 ms of
 * the listing's boot on a mid-range phone, before a tap is answered. Our catalogs use only what
 * is here: text, `{name}`, and `{name, plural, …}` with `#`. `#` is written with Indian digit
 * grouping, like every other number on the site (up to three decimals, as Lingui wrote it). A test runs every catalog message through both
 * this and Lingui.
 */

/** A compiled message: text, or tokens (text, `#`, `[name]`, `[name, 'plural', cases]`). */
export type CompiledMessage = string | CompiledToken[];
type CompiledToken = string | [string] | [string, string, Record<string, CompiledMessage>];
export type CompiledCatalog = Record<string, CompiledMessage>;
export type MessageValues = Record<string, string | number>;

/**
 * CLDR's cardinal plural rules for our languages. English: "one" for exactly 1 (no fraction
 * shown). Hindi: "one" when the integer part is 0 or the number is 1 (0 and 1 both take the
 * singular).
 */
const PLURAL_CATEGORY: Record<Locale, (count: number) => 'one' | 'other'> = {
  en: (count) => (count === 1 ? 'one' : 'other'),
  hi: (count) => (Math.trunc(Math.abs(count)) === 0 || count === 1 ? 'one' : 'other'),
};

export function formatMessage(
  message: CompiledMessage,
  locale: Locale,
  values: MessageValues = {},
): string {
  return typeof message === 'string' ? message : fill(message, locale, values, undefined);
}

/** `count` is the plural's number while its branch is filled (what `#` stands for). */
function fill(
  tokens: CompiledMessage,
  locale: Locale,
  values: MessageValues,
  count: number | undefined,
): string {
  if (typeof tokens === 'string') return tokens;
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? formatIndianNumber(count, 0, 3) : token;
      continue;
    }
    const [name, type, cases] = token;
    const value = values[name];
    if (type === undefined) {
      text += value ?? '';
      continue;
    }
    if (type !== 'plural' || !cases) throw new Error(`Unsupported message format: ${type}`);
    const offset = Number(cases.offset ?? 0);
    const number = Number(value);
    const branch =
      cases[String(number)] ?? cases[PLURAL_CATEGORY[locale](number - offset)] ?? cases.other;
    text += branch === undefined ? '' : fill(branch, locale, values, number - offset);
  }
  return text;
}
