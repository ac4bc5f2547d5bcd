import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import './load-context';
import { deferModuleScripts } from './lib/defer-module-scripts.server';
import { registerAllCatalogs } from './lib/i18n/catalogs.server';

registerAllCatalogs();

export const streamTimeout = 5_000;

/**
 * Renders the whole document into one buffer, then answers. No route streams deferred data, so
 * waiting for everything costs nothing over the shell, and the page cache keeps the whole body
 * anyway; one buffer skips a Node → web → Node stream round trip per page (issue 14). Crawlers
 * and people get the same complete document.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
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
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        const html = Buffer.concat(chunks).toString();
        resolve(
          // Development keeps Vite's own scripts as they are.
          new Response(import.meta.env.PROD ? deferModuleScripts(html) : html, {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        done();
      },
    });
    const nonce = loadContext.cspNonce;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
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
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}
