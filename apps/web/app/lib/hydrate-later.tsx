import {
  Suspense,
  useContext,
  useEffect,
  type DependencyList,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { PREACT_IN_THE_BROWSER } from './browser-runtime';
import { DomIdPrefixScope, useDomId } from './dom-id';
import { innerHtmlOf } from './server-html';
import { SliceCacheContext, type SliceCache, type SliceTemplate } from './slice-cache';

/**
 * Hydration in slices (issue 14, decision 0184). Preact hydrates the whole page in one task: on a
 * mid-range phone the listing's took ≈ 650 ms during which a tap does nothing (Lighthouse's
 * Total Blocking Time). A part wrapped in `HydrateLater` keeps its server HTML and is hydrated in
 * a task of its own after the page's first hydration, in page order, so the browser can handle
 * input between slices. Preact does this by itself when a component suspends while hydrating: it
 * keeps the server's DOM for it (one element) and resumes hydrating it when the promise settles.
 *
 * Only the production browser build (Preact) defers; the server and React (`vite dev`, tests)
 * render the children as they are. Parts mounted after the page has hydrated (client navigation)
 * render at once.
 */

interface Slot {
  /** Settles when this part's turn comes; null once it may render. */
  pending: Promise<void> | null;
}

/** Slices still to hydrate, plus one for the page's first hydration until it returns. */
let unfinished = PREACT_IN_THE_BROWSER ? 1 : 0;
let queue = Promise.resolve();
let allHydrated: () => void = () => {};
const hydrated = new Promise<void>((resolve) => {
  allHydrated = resolve;
});
if (!PREACT_IN_THE_BROWSER) allHydrated();

/** A new task (MessageChannel, not clamped like timers): waiting input is handled in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function finishOne() {
  unfinished -= 1;
  // In a task of its own: the last slice's render is still queued in this one.
  if (unfinished === 0) void nextTask().then(allHydrated);
}

function newSlot(): Slot {
  if (unfinished === 0) return { pending: null };
  unfinished += 1;
  const slot: Slot = { pending: null };
  slot.pending = queue = queue.then(nextTask).then(() => {
    slot.pending = null;
    finishOne();
  });
  return slot;
}

/** The entry calls this right after `hydrateRoot` returns (Preact hydrates synchronously). */
export function firstHydrationDone() {
  if (PREACT_IN_THE_BROWSER) finishOne();
}

/** Settles when every slice of the page has hydrated (the e2e marker waits for it). */
export function whenFullyHydrated(): Promise<void> {
  return hydrated;
}

/**
 * Settles once every slice has hydrated and a frame has since laid the page out. Reading layout
 * (`scrollY`, sizes) before that forces the browser to lay the page out inside the running task:
 * ≈ 15–26 ms inside a hydration task on the 2-core bench machine, one more long task for a phone.
 * After the frame the layout is fresh and the read costs nothing.
 */
function whenHydratedAndLaidOut(): Promise<void> {
  return hydrated
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
    .then(nextTask);
}

/**
 * `useEffect` for work the first frame does not need that reads the browser's storage or layout:
 * it runs once the page has hydrated and been laid out (`whenHydratedAndLaidOut`), in a task of
 * its own, instead of inside a hydration slice. A page's first `localStorage` read waits on the
 * browser process (4–10 ms on the bench machine, decision 0203), and a layout read forces a
 * layout. On a page mounted after hydration (client navigation) it waits one frame.
 */
export function useEffectAfterHydration(
  effect: () => void | (() => void),
  deps: DependencyList,
): void {
  useEffect(() => {
    let cancelled = false;
    let cleanup: void | (() => void);
    void whenHydratedAndLaidOut().then(() => {
      if (!cancelled) cleanup = effect();
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
    // The caller's dependencies, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

function HydrationGate({ slot, children }: { slot: Slot; children: ReactElement }) {
  if (slot.pending) throw slot.pending;
  return children;
}

/**
 * Wraps `children` in a `display: contents` div (no box of its own, so grids and flex layouts
 * are unchanged): Preact keeps exactly one DOM node for a part that waits, so the part must be
 * one element whatever its children render (nothing, a fragment, several elements).
 */
export function HydrateLater({
  children,
  cacheKey,
  media,
}: {
  children: ReactNode;
  /**
   * Everything this slice's HTML depends on besides the locale (`sliceKey` of its props): the
   * server then renders it once per key and reuses the HTML (decision 0192). Leave it out for a
   * slice that reads the URL, the user or loader data through hooks. A function, called only
   * where slices are kept: the browser and signed-in pages never serialize the props. A
   * template (`SliceTemplate`) keeps one HTML for every value of some inputs.
   */
  cacheKey?: () => string | SliceTemplate;
  /**
   * For a part the stylesheet hides at some widths (the listing's filter panel on phones, its
   * filter button on wider screens). Where the page loads at a width that hides it, the browser
   * keeps its server HTML and never hydrates it; it renders afresh, with the page's current data,
   * once a resize or rotation makes this media query match. Use the queries of `breakpoints.ts`,
   * which match the stylesheet's.
   */
  media?: string;
}) {
  const [hidden] = useState(() => hiddenWhileHydrating(media));
  const [slot] = useState(() => (hidden ? { pending: null } : newSlot()));
  // The slice's own id numbering hangs off one id taken here, in page order on both sides: the
  // browser renders this before the part waits, so a slice inside a slice takes the same id as on
  // the server, and so does everything after it.
  const scopeId = useDomId();
  const cache = useContext(SliceCacheContext);
  if (cache && cacheKey) {
    return (
      <KeptSlice cache={cache} cacheKey={cacheKey} scopeId={scopeId}>
        {children}
      </KeptSlice>
    );
  }
  if (hidden && media) {
    return (
      <RenderedWhenShown media={media} scopeId={scopeId}>
        {children}
      </RenderedWhenShown>
    );
  }
  const scoped = (
    <div className="contents">
      <DomIdPrefixScope scopeId={scopeId}>{children}</DomIdPrefixScope>
    </div>
  );
  if (!PREACT_IN_THE_BROWSER) return scoped;
  return (
    <Suspense fallback={null}>
      <HydrationGate slot={slot}>{scoped}</HydrationGate>
    </Suspense>
  );
}

/**
 * A slice whose HTML the server keeps (decision 0192): the same wrapper and the same id numbering
 * as an inline slice, so the page is byte for byte what rendering it inline would give.
 */
function KeptSlice({
  cache,
  cacheKey,
  scopeId,
  children,
}: {
  cache: SliceCache;
  cacheKey: () => string | SliceTemplate;
  scopeId: string;
  children: ReactNode;
}) {
  const surroundings = cache.useSurroundings();
  return <SliceHtml html={() => cache.html(cacheKey(), scopeId, children, surroundings)} />;
}

/**
 * Calls no hooks: on a miss `html` renders the slice with a nested `renderToString`, which React
 * supports from inside a render but which resets the hook state of the component it runs in.
 */
function SliceHtml({ html }: { html: () => string }) {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html() }} />;
}

/** In the browser, while the page hydrates, at a width where `media` does not match. */
function hiddenWhileHydrating(media: string | undefined): boolean {
  return PREACT_IN_THE_BROWSER && unfinished > 0 && !!media && !window.matchMedia(media).matches;
}

/**
 * A part hidden at the width the page loaded at: the server's element keeps its HTML (as in
 * `ServerHtml`, through `innerHtmlOf`) until `media` matches. It then renders its children into
 * it afresh, not by hydrating: after a client-side navigation the served HTML is another page's,
 * and hydration would keep its links and checkboxes. It stops listening once shown.
 */
function RenderedWhenShown({
  media,
  scopeId,
  children,
}: {
  media: string;
  scopeId: string;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const [kept] = useState(() => innerHtmlOf(() => element.current));
  useEffect(() => {
    if (shown) return;
    const list = window.matchMedia(media);
    const showIfMatching = () => {
      if (list.matches) setShown(true);
    };
    showIfMatching();
    list.addEventListener('change', showIfMatching);
    return () => list.removeEventListener('change', showIfMatching);
  }, [media, shown]);
  if (!shown) return <div ref={element} className="contents" dangerouslySetInnerHTML={kept} />;
  return (
    <div ref={element} className="contents">
      <DomIdPrefixScope scopeId={scopeId}>{children}</DomIdPrefixScope>
    </div>
  );
}
