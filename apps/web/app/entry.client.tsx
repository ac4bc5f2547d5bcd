import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
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

// The page's texts must be the same on both sides of hydration: its language's catalog first.
// Hydration starts in a task of its own, not in the one that evaluated the page's modules and
// decoded its data: two shorter tasks instead of one long one (decision 0184).
void Promise.all([loadDocumentCatalog(), routerStateDecoded()])
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
