import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { PREACT_IN_THE_BROWSER } from './lib/browser-runtime';
import { firstHydrationDone, nextTask } from './lib/hydrate-later';
import { loadDocumentCatalog } from './lib/i18n/load-catalog.client';

/**
 * Waits until the router has decoded the data the server streamed into the page. HydratedRouter
 * suspends on that decoding in its first render; React waits at the root, but Preact (the
 * production browser runtime, decision 0183) has no root boundary and, with one, would re-create
 * the body instead of hydrating it. Its first statement starts the decoding and throws the
 * promise, before any hook runs, so calling it once outside a render is safe.
 */
function routerStateDecoded(): Promise<unknown> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
    throw thrown;
  }
  return Promise.resolve();
}

/**
 * Creates React Router's router ahead of hydration, in a task of its own (decision 0197). Its
 * first render would otherwise build the client routes of the whole manifest (decision 0184's
 * `routeDiscovery: 'initial'`), rank them and match the URL inside the hydration task: a third to
 * a half of that task under Lighthouse's 4x slowdown. `HydratedRouter` creates the router on its
 * first call, before any hook, and keeps it for the render; the hooks that follow need a render,
 * so outside one they throw, which is expected here. If the router was not created for any other
 * reason, nothing is lost: the render creates it as before and throws what it throws.
 * Preact only: React (`vite dev`, tests) reports hooks called outside a render.
 */
function createRouterAhead(): void {
  if (!PREACT_IN_THE_BROWSER) return;
  try {
    HydratedRouter({});
  } catch {
    // The hooks after the router's creation; see above.
  }
}

// The page's texts must be the same on both sides of hydration: its language's catalog first.
// Hydration starts in a task of its own, not in the one that evaluated the page's modules and
// decoded its data: two shorter tasks instead of one long one (decision 0184).
void Promise.all([loadDocumentCatalog(), routerStateDecoded()])
  .then(nextTask)
  .then(createRouterAhead)
  .then(nextTask)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
    // Preact hydrates synchronously; parts wrapped in HydrateLater follow, one task each.
    firstHydrationDone();
  });
