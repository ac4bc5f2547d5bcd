import { hash } from 'node:crypto';
import { useContext, type Context, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as Router from 'react-router';
import { DomIdPrefixScope } from './dom-id';
import type { Locale } from '@carsetu/contracts';
import { LocaleProvider, useLocale } from './i18n';
import type { SliceCache, SliceTemplate } from './slice-cache';

/**
 * The server's kept slices (decision 0192). A nested `renderToString` does not see the page's
 * providers, so the slice is rendered inside the same values of every context its parts may read
 * on the server: React Router's (links resolve against them) and the locale. The login and toast
 * contexts are left at their defaults: a kept slice is only ever rendered for a visitor without
 * a session, whose login context holds no user, and both only hold callbacks otherwise.
 */
const ROUTER_CONTEXTS = [
  Router.UNSAFE_DataRouterContext,
  Router.UNSAFE_DataRouterStateContext,
  Router.UNSAFE_FetchersContext,
  Router.UNSAFE_FrameworkContext,
  Router.UNSAFE_LocationContext,
  Router.UNSAFE_NavigationContext,
  Router.UNSAFE_RouteContext,
  Router.UNSAFE_ViewTransitionContext,
] as Context<unknown>[];

interface ServerSurroundings {
  readonly locale: Locale;
  readonly router: unknown[];
}

function useServerSurroundings(): ServerSurroundings {
  const locale = useLocale();
  // A fixed list read in the same order on every render, so the hook order never changes.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const router = ROUTER_CONTEXTS.map((context) => useContext(context));
  return { locale, router };
}

function Surroundings({ values, children }: { values: ServerSurroundings; children: ReactNode }) {
  let tree = <LocaleProvider locale={values.locale}>{children}</LocaleProvider>;
  ROUTER_CONTEXTS.forEach((context, index) => {
    tree = <context.Provider value={values.router[index]}>{tree}</context.Provider>;
  });
  return tree;
}

export interface SliceCacheOptions {
  /**
   * HTML kept, counted as its UTF-16 code units × 2 plus its UTF-8 bytes: the least recently used
   * slices go first past it.
   */
  maxBytes: number;
  /** Keys remembered as seen once (a slice is kept the second time it is rendered). */
  seenLimit?: number;
  /**
   * Render every reused slice again and throw if the HTML differs (tests): a slice whose output
   * depends on something its key leaves out fails the first page that reuses it elsewhere.
   */
  verify?: boolean;
}

export interface ServerSliceCache extends SliceCache {
  readonly stats: { hits: number; misses: number; kept: number; bytes: number };
  /**
   * The UTF-8 bytes of a kept slice's HTML, given the very string `html` returned (decision
   * 0194): the document renderer writes them instead of encoding the same cards and menus on
   * every page. Undefined for any other string.
   */
  bytesOf(html: string): Buffer | undefined;
}

/** Remembered first sightings by default: ≈ 1 MB of digests. */
export const SLICE_SEEN_LIMIT = 10_000;

/**
 * A short, fixed-size name for a key of any length (a filter panel's key is ≈ 20 KB). The one-shot
 * `hash` skips building a Hash object per slice.
 */
function digest(key: string): string {
  return hash('sha1', key, 'base64');
}

/** A template's kept HTML with this page's values in place of the stand-ins. */
function withValues(html: string, template: SliceTemplate): string {
  let page = html;
  for (const [standIn, value] of template.values) page = page.replaceAll(standIn, value);
  return page;
}

export function createSliceCache({
  maxBytes,
  seenLimit = SLICE_SEEN_LIMIT,
  verify = false,
}: SliceCacheOptions): ServerSliceCache {
  // A Map iterates in insertion order; a hit re-inserts its entry, so the first is least recent.
  const kept = new Map<string, { html: string; size: number }>();
  // Each kept HTML's bytes, by the HTML (the same string object is what React hands the writer,
  // so a lookup compares pointers). Two keys with equal HTML share an entry; dropping one only
  // means the other's HTML is encoded again.
  const keptBytes = new Map<string, Buffer>();
  // Slices rendered once and not kept: a one-off (a search seen once, a tracking tag in its
  // links) would otherwise push out the cards and menus every page shares.
  const seen = new Set<string>();
  let [hits, misses, bytes] = [0, 0, 0];

  function render(slice: ReactNode, scopeId: string, surroundings: ServerSurroundings): string {
    return renderToString(
      <Surroundings values={surroundings}>
        <DomIdPrefixScope scopeId={scopeId}>{slice}</DomIdPrefixScope>
      </Surroundings>,
    );
  }

  function keep(name: string, html: string) {
    const encoded = Buffer.from(html);
    const size = html.length * 2 + encoded.length + 64;
    if (size > maxBytes) return;
    kept.set(name, { html, size });
    keptBytes.set(html, encoded);
    bytes += size;
    for (const [oldName, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldName);
      keptBytes.delete(old.html);
      bytes -= old.size;
    }
  }

  return {
    get stats() {
      return { hits, misses, kept: kept.size, bytes };
    },
    useSurroundings: useServerSurroundings,
    bytesOf: (html) => keptBytes.get(html),
    html(keyed, scopeId, slice, surroundings) {
      const values = surroundings as ServerSurroundings;
      const [cacheKey, template] = typeof keyed === 'string' ? [keyed] : [keyed.key, keyed];
      const name = digest(`${values.locale}\u0000${scopeId}\u0000${cacheKey}`);
      const found = kept.get(name);
      let html: string;
      if (found) {
        hits += 1;
        kept.delete(name);
        kept.set(name, found);
        html = found.html;
      } else {
        misses += 1;
        html = render(template ? template.slice : slice, scopeId, values);
        if (seen.delete(name)) {
          keep(name, html);
        } else {
          seen.add(name);
          if (seen.size > seenLimit) seen.delete(seen.values().next().value!);
        }
      }
      const page = template ? withValues(html, template) : html;
      // A template's HTML is checked even when just rendered: its values were put back by text.
      if (verify && (found || template) && render(slice, scopeId, values) !== page) {
        throw new Error(
          `A kept slice differs from a fresh render, so its key leaves out an input: ${cacheKey.slice(0, 200)}`,
        );
      }
      return page;
    },
  };
}
