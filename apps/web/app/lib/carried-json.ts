/**
 * Loader data carried to the browser as one JSON text (decision 0195).
 *
 * React Router hands a document's loader data over with turbo-stream, value by value: a listing's
 * 24 cards and filter options are ≈ 600 values, each stringified, indexed and escaped on every
 * render, about an eighth of an uncached listing's server time and a third of what it allocates.
 * Plain JSON data (an API answer, or a view cut from one) needs none of what turbo-stream adds
 * (dates, promises, shared references), so a large part of it travels as a `Carried` instead: one
 * string, which turbo-stream passes through as a single value.
 *
 * - On the server `carry` makes the text once for a frozen value (a kept hot read, or a view kept
 *   from one) and returns the same `Carried` every time; the page's own render reads the value
 *   itself, never the text.
 * - In the browser `readCarried` parses the text once per `Carried` React Router gives it.
 *
 * Only JSON goes in: no `undefined` that matters, no dates, no NaN (JSON writes null).
 */
export interface Carried<T> {
  /** The value as JSON text: what travels. */
  readonly json: string;
  /** Type only: what `json` holds. Never set. */
  readonly carriedType?: T;
}

/** The value a `Carried` was made from, kept beside it on the server (not enumerable: it never travels). */
const VALUE = 'value';

const carriedOfFrozen = new WeakMap<object, Carried<unknown>>();
const parsedInBrowser = new WeakMap<object, unknown>();

/** `value` as a `Carried`: for a frozen value the same one every time, its JSON made once. */
export function carry<T extends object>(value: T): Carried<T> {
  const frozen = Object.isFrozen(value);
  if (frozen) {
    const known = carriedOfFrozen.get(value);
    if (known) return known as Carried<T>;
  }
  const carried = { json: JSON.stringify(value) };
  Object.defineProperty(carried, VALUE, { value, enumerable: false });
  Object.freeze(carried);
  if (frozen) carriedOfFrozen.set(value, carried);
  return carried;
}

/** The value a `Carried` holds: the server's own, or in the browser its text parsed once. */
export function readCarried<T>(carried: Carried<T>): T {
  const own = (carried as { [VALUE]?: T })[VALUE];
  if (own !== undefined) return own;
  if (parsedInBrowser.has(carried)) return parsedInBrowser.get(carried) as T;
  const parsed = JSON.parse(carried.json) as T;
  parsedInBrowser.set(carried, parsed);
  return parsed;
}
