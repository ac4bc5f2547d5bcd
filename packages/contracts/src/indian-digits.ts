/**
 * Numbers written with Indian digit grouping ('12,34,567.5'), exactly as
 * `new Intl.NumberFormat('en-IN', { minimumFractionDigits, maximumFractionDigits })` writes them,
 * without building an Intl formatter (decision 0196).
 *
 * Why by hand: the first en-IN formatter a page builds loads ICU's locale data. On a mid-range
 * phone that was ≈ 12 ms of the page's boot (≈ 50 ms under Lighthouse's 4× CPU slowdown, the
 * largest single item after the framework), paid by every page that shows a price, before the
 * visitor can tap anything. The rules are few and fixed: the last three digits, then pairs;
 * rounding half away from zero on the shortest decimal that reads back as the same number (ICU
 * rounds that decimal, so 1.005 → '1.01', where `toFixed` gives '1.00'). A test compares this
 * with Intl over many values.
 *
 * Zod-free: the browser imports it.
 */

/** The few values whose shortest decimal is not plain digits (1e21, 1e-7, NaN): Intl writes them. */
const intlFallbacks = new Map<string, Intl.NumberFormat>();
function intlFallback(value: number, minFraction: number, maxFraction: number): string {
  const key = `${minFraction}:${maxFraction}`;
  let format = intlFallbacks.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    intlFallbacks.set(key, format);
  }
  return format.format(value);
}

/** A non-negative decimal's digits, plain: '123.45' (what `String` gives below 1e21). */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * Indian digit grouping: 2100186 → '21,00,186'; 21001.857 with 2 decimals → '21,001.86'. One
 * bound is an exact number of decimals; with two, trailing zeros past the first are dropped
 * (5.5 with 0–2 decimals → '5.5').
 */
export function formatIndianNumber(
  value: number,
  minFraction = 0,
  maxFraction = minFraction,
): string {
  const plain = PLAIN_DECIMAL.exec(String(Math.abs(value)));
  if (!plain) return intlFallback(value, minFraction, maxFraction);
  let [whole, fraction] = roundHalfUp(plain[1]!, plain[2] ?? '', maxFraction);
  fraction = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  // Intl keeps the sign of a negative that rounds to zero (-0.001 → '-0') and of -0 itself.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  whole = groupIndian(whole);
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** '1234567' → '12,34,567': the last three digits, then pairs. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs: string[] = [];
  let start = head.length % 2;
  if (start) pairs.push(head.slice(0, start));
  for (; start < head.length; start += 2) pairs.push(head.slice(start, start + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/** Rounds whole.fraction to `digits` decimals, a 5 upwards (the value is not negative here). */
function roundHalfUp(whole: string, fraction: string, digits: number): [string, string] {
  if (fraction.length <= digits) return [whole, fraction];
  const kept = whole + fraction.slice(0, digits);
  if (fraction[digits]! < '5') return [whole, fraction.slice(0, digits)];
  // Add one at the last kept digit, carrying left through the nines.
  const bumped = kept.split('');
  let at = bumped.length - 1;
  while (at >= 0 && bumped[at] === '9') bumped[at--] = '0';
  if (at < 0) bumped.unshift('1');
  else bumped[at] = String(Number(bumped[at]) + 1);
  const carried = bumped.join('');
  const wholeLength = carried.length - digits;
  return [carried.slice(0, wholeLength) || '0', carried.slice(wholeLength)];
}
