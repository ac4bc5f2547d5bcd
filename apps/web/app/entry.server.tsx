import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import './load-context';
import { deferModuleScripts } from './lib/defer-module-scripts.server';
import { registerAllCatalogs } from './lib/i18n/catalogs.server';
import { renderDocument } from './lib/render-document.server';
import { settleServerHandoff } from './lib/server-handoff.server';
import { SliceCacheContext } from './lib/slice-cache';
import { createSliceCache } from './lib/slice-cache.server';

registerAllCatalogs();

export const streamTimeout = 5_000;

/** Memory for kept slices (decision 0192): ≈ 2,000 car cards, or every footer many times over. */
export const SLICE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Slices kept across pages for visitors without a session (decision 0192). SLICE_CACHE_VERIFY=1
 * (the tests) renders every reused slice again and fails the page if its key missed an input.
 */
export const slices = createSliceCache({
  maxBytes: SLICE_CACHE_MAX_BYTES,
  verify: process.env.SLICE_CACHE_VERIFY === '1',
});

/**
 * Renders the whole document, then answers. No route streams deferred data, so waiting for
 * everything costs nothing over the shell, and the page cache keeps whole bodies anyway; crawlers
 * and people get the same complete document.
 *
 * The loader data's hand-off is read first (settleServerHandoff), so nothing suspends: the page
 * renders in one pass. It is rendered to bytes, never to one JavaScript string
 * (render-document.server.ts, decision 0193), and the server sends those bytes.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.cspNonce;
  const router = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
  // Signed-in pages render every slice: their header, hearts and menus are the user's own.
  const page = loadContext.api.withoutSession ? (
    <SliceCacheContext.Provider value={slices}>{router}</SliceCacheContext.Provider>
  ) : (
    router
  );
  // Without a render cache to fill (another React Router) the renderer reads the stream itself.
  await settleServerHandoff(routerContext);
  const rendered = await renderDocument(page, {
    nonce,
    status: responseStatusCode,
    timeoutMs: streamTimeout + 1000,
    bytesOf: slices.bytesOf,
  });
  // Development keeps Vite's own scripts as they are.
  const html = import.meta.env.PROD ? deferModuleScripts(rendered.bytes) : rendered.bytes;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const init = { headers: responseHeaders, status: rendered.status };
  const documents = loadContext.documents;
  // Other hosts (and tests without a server) read the body: a copy, typed as web bytes.
  if (!documents) return new Response(new Uint8Array(html), init);
  const response = new Response(null, init);
  documents.set(response, html);
  return response;
}
