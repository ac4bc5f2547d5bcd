import { createContext, type ReactNode } from 'react';

/**
 * A slice kept once for every value of some of its inputs (decision 0194): it is rendered and
 * keyed with stand-ins in place of those values, and each page gets its own values put back into
 * the kept HTML. For inputs that differ on nearly every page and change nothing but their own
 * text, such as a listing's extra options (a tracking tag, an ad click id) carried in every link.
 */
export interface SliceTemplate {
  /** The key of the slice with its stand-ins (`sliceKey` of the stood-in props). */
  key: string;
  /** The slice rendered with the stand-ins. */
  slice: ReactNode;
  /** Each stand-in and this page's value for it. */
  values: [standIn: string, value: string][];
}

/**
 * Server-rendered slices kept by their inputs (issue 14, decision 0192). A `HydrateLater` slice
 * given a `cacheKey` (a function returning the key) is rendered once per key, locale and place in the page's id numbering, and
 * its HTML is reused by later pages that show the same thing (the same car card, the same footer
 * column) instead of being rendered again. Only the server provides this, and only for visitors
 * without a session: the browser and signed-in pages render every slice as before.
 *
 * The key must name everything the slice's HTML depends on besides the locale: its props' data
 * (`sliceKey`) and anything else it reads. A slice that reads the URL, the signed-in user or a
 * loader's data through a hook is not cacheable unless the key includes it. The tests render
 * pages with `verify` on, which renders every reused slice again and fails on a difference.
 */
export interface SliceCache {
  /**
   * Reads what a slice's render needs from the page around it (a hook: call during render).
   * Opaque to the shared code: the server's cache decides what it captures.
   */
  useSurroundings(): unknown;
  /**
   * The slice's HTML: kept, or rendered now (inside `surroundings`) and kept, by `keyed` (the
   * `cacheKey`'s answer). With a template, the template's slice is what is rendered and kept under
   * its key, and the page's values are put back in; `slice` is the page's own (verify renders it
   * to check the two agree).
   */
  html(
    keyed: string | SliceTemplate,
    scopeId: string,
    slice: ReactNode,
    surroundings: unknown,
  ): string;
}

export const SliceCacheContext = createContext<SliceCache | null>(null);

/**
 * A cache key from a slice's props: their JSON. Throws on a function (JSON would drop it
 * silently, and what a callback renders is not in the key).
 *
 * A frozen prop's JSON is made once (decision 0194): the server's hot reads are parsed once and
 * deep-frozen (decision 0193), and what pages derive from them (card views, the facets a listing
 * shows) is kept the same way, so the same car card or facet list is not stringified again on
 * every page. Frozen here means deep-frozen: nothing frozen shallowly is passed to a kept slice.
 */
export function sliceKey(name: string, props: object): string {
  let key = name;
  for (const [prop, value] of Object.entries(props)) key += `\u0000${prop}=${jsonOf(name, value)}`;
  return key;
}

const frozenJson = new WeakMap<object, string>();

function jsonOf(name: string, value: unknown): string {
  const frozen = value !== null && typeof value === 'object' && Object.isFrozen(value);
  if (frozen) {
    const known = frozenJson.get(value);
    if (known !== undefined) return known;
  }
  // Looked for first, then stringified plainly: a replacer would call back into JavaScript for
  // every value, which made keys about twice as costly (a filter panel's is ≈ 20 KB of JSON).
  if (holdsFunction(value)) throw new Error(`${name}: a function prop cannot be keyed`);
  const json = JSON.stringify(value) ?? 'undefined';
  if (frozen) frozenJson.set(value, json);
  return json;
}

function holdsFunction(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(holdsFunction);
  for (const key in value) {
    if (holdsFunction((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * Values a stand-in can replace by plain text: letters, digits, `-`, `_` and `.`, which a URL's
 * query and HTML both write as they are, so the value's text in the page is the value itself.
 */
const STANDS_IN_AS_TEXT = /^[A-Za-z0-9._-]+$/;

/**
 * Stand-ins for `values` (by name), or null when one cannot be stood in for as text (it would be
 * escaped or encoded differently in different places): the slice is then keyed by its values.
 */
export function standInsFor(
  values: Record<string, string>,
): { standIns: Record<string, string>; values: [string, string][] } | null {
  const entries = Object.entries(values);
  if (!entries.every(([, value]) => STANDS_IN_AS_TEXT.test(value))) return null;
  // Letters and digits only, and not a word any page shows: it is found by plain search.
  const standIns = Object.fromEntries(entries.map(([name], index) => [name, `zqSTANDIN${index}x`]));
  return {
    standIns,
    values: entries.map(([name, value]) => [standIns[name]!, value]),
  };
}
