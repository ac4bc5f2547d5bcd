import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import './load-context';
import { deferModuleScripts } from './lib/defer-module-scripts.server';
import { registerAllCatalogs } from './lib/i18n/catalogs.server';
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
 * Renders the whole document as one string, then answers. No route streams deferred data, so
 * waiting for everything costs nothing over the shell, and the page cache keeps whole bodies
 * anyway; crawlers and people get the same complete document.
 *
 * The loader data's hand-off is read first (settleServerHandoff), so nothing suspends and React's
 * synchronous string renderer does the work: no stream of encoded chunks to collect and decode
 * again (issue 14: about a tenth of an uncached listing render went to that round trip).
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
  const rendered = (await settleServerHandoff(routerContext))
    ? { html: `<!DOCTYPE html>${renderToString(page)}`, status: responseStatusCode }
    : await renderStreaming(page, nonce, responseStatusCode);
  // Development keeps Vite's own scripts as they are.
  const html = import.meta.env.PROD ? deferModuleScripts(rendered.html) : rendered.html;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const init = { headers: responseHeaders, status: rendered.status };
  const documents = loadContext.documents;
  if (!documents) return new Response(html, init);
  const response = new Response(null, init);
  documents.set(response, html);
  return response;
}

/**
 * The streaming renderer, collected into one string: for a hand-off that could not be read ahead
 * (a React Router without the render cache settleServerHandoff fills).
 */
function renderStreaming(
  page: React.ReactElement,
  nonce: string,
  status: number,
): Promise<{ html: string; status: number }> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const chunks: Uint8Array[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        // The timer holds the render until it fires: cleared here, so a finished page's memory
        // is free at once instead of after streamTimeout.
        clearTimeout(abortTimer);
        resolve({ html: Buffer.concat(chunks).toString(), status });
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    });
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}
