import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadDocumentCatalog } from './lib/i18n/load-catalog.client';

// The page's texts must be the same on both sides of hydration: its language's catalog first.
void loadDocumentCatalog().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
