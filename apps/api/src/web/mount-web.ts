import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { InternalApi, WebLoadContext } from '@carsetu/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { DATABASE_RETRY_AFTER_SECONDS } from '../lib/database-unavailable';
import { errorBody } from '../lib/error-body';
import { HTTP } from '../lib/errors';
import { createNonce, pageContentSecurityPolicy } from './content-security-policy';
import type { HotReadCache } from './hot-read-cache';
import { createInternalApi } from './internal-api';
import { languageCookieFor } from './language-cookie';
import type { RenderPool } from './render-threads/render-pool';
import {
  ANONYMOUS_PAGE_CACHE_CONTROL,
  pageCacheKey,
  pageBytes,
  pageParts,
  partsEtag,
  type CachedPage,
  type PageCache,
} from './page-cache';

/** Hashed build assets never change under one name: cache them for a year. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_STATIC_CACHE = 'public, max-age=3600';
/** The status logged for a page whose visitor left before it was rendered (as nginx logs it). */
const CLIENT_GONE = 499;

export interface MountWebOptions {
  mode: 'production' | 'development';
  /** Returns the server build (a fresh one per request in development, for hot reload). */
  getBuild: () => Promise<ServerBuild>;
  /** build/client, served as static files in production. */
  clientDir?: string;
  /** Keep rendered anonymous pages in memory (production; decision 0137). */
  pageCache?: PageCache;
  /** Reuse the frame's public catalog reads across pages (production; decision 0137). */
  hotReads?: HotReadCache;
  /** Threads that render page reads on the other cores (production; decision 0194). */
  renderPool?: RenderPool;
}

/** A rendered page: its status and headers, and its bytes when React Router made a body. */
interface RenderedPage {
  response: Response;
  /** The document's bytes (or, from a render thread, any body); else the body is `response`'s. */
  html?: Buffer;
}

/**
 * API writes that change what anonymous pages show: a car reserved or released (bookings and
 * the payments that settle them), a bought car listed, a review published.
 */
const PUBLIC_CONTENT_WRITES = [
  '/api/consumer/inventory/',
  '/api/consumer/api/v1/payment/',
  '/api/sandbox-gateway/',
  '/api/consumer/api/v1/staff/',
  '/api/vehicle/customer-reviews/',
];

/** Serves the React Router app (SSR pages, actions, static assets) from the same process. */
export async function mountWeb(app: FastifyInstance, options: MountWebOptions): Promise<void> {
  if (options.clientDir) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      wildcard: false,
      index: false,
      // build/client holds .br and .gz twins of every script and stylesheet (decision 0138).
      preCompressed: true,
      // Our setHeaders decides Cache-Control; without this `send` overwrites it with max-age=0.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? HASHED_ASSET_CACHE : OTHER_STATIC_CACHE,
        );
      },
    });
  }

  // One handler per build: created once in production, again after each edit in development.
  let current: { build: ServerBuild; handler: ReturnType<typeof createRequestHandler> } | undefined;
  const handlerFor = async (build: ServerBuild) => {
    if (current?.build !== build)
      current = { build, handler: createRequestHandler(build, options.mode) };
    return current.handler;
  };

  const cache = options.pageCache;
  const hotReads = options.hotReads;
  if (hotReads) app.publicContent.onChange(() => hotReads.clear());
  if (cache) {
    app.publicContent.onChange(() => cache.clear());
    app.addHook('onClose', async () => cache.close());
  }
  if (cache || hotReads) {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
      if (PUBLIC_CONTENT_WRITES.some((prefix) => request.url.startsWith(prefix))) {
        app.publicContent.changed();
      }
    });
  }

  await app.register(async (pages) => {
    // Leave bodies unread: React Router parses form posts itself from the raw stream.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));

    pages.all('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        return reply
          .status(404)
          .send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url}`));
      }
      const languageCookie = languageCookieFor(request);
      if (languageCookie) reply.header('set-cookie', languageCookie);
      const key = cache ? pageCacheKey(request) : null;
      const cached = key ? await cache!.lookup(key) : undefined;
      if (cached) return sendCachedPage(request, reply, cached);

      const nonce = createNonce();
      const api = createInternalApi(app, request, hotReads);
      const pool = options.renderPool;
      const { response, html } =
        (pool && isPageRead(request) && (await renderInThread(pool, request, reply, nonce, api))) ||
        (await renderHere(await handlerFor(await options.getBuild()), request, reply, nonce, api));
      if (options.mode === 'production') {
        reply.header('content-security-policy', pageContentSecurityPolicy(nonce));
      }
      if (response.status >= 500 && api.sawDatabaseUnavailable) {
        // The error page, but as "try again shortly" rather than a server fault.
        return sendWebResponse(reply, response, html, {
          status: HTTP.SERVICE_UNAVAILABLE,
          retryAfter: DATABASE_RETRY_AFTER_SECONDS,
        });
      }
      if (key && isCacheablePage(response)) {
        const body = html ?? Buffer.from(await response.arrayBuffer());
        const parts = pageParts(body, nonce);
        const page = {
          body,
          nonce,
          parts,
          headers: Object.fromEntries(response.headers),
          etag: partsEtag(parts),
        };
        cache!.set(key, page);
        return sendCachedPage(request, reply, { ...page, storedAt: Date.now() }, nonce, 'MISS');
      }
      return sendWebResponse(reply, response, html);
    });
  });
}

function isPageRead(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

/** Renders on this thread: every form post, and page reads when there are no render threads. */
async function renderHere(
  handler: ReturnType<typeof createRequestHandler>,
  request: FastifyRequest,
  reply: FastifyReply,
  nonce: string,
  api: InternalApi,
): Promise<RenderedPage> {
  const documents = new WeakMap<Response, Uint8Array>();
  const context: WebLoadContext = { api, cspNonce: nonce, requestId: request.id, documents };
  const response = await handler(toWebRequest(request, reply), context as never);
  // The rendered HTML as the bytes the entry made (see WebLoadContext.documents).
  const rendered = documents.get(response);
  const html = rendered && Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
  return { response, html };
}

/**
 * Renders a page read on a render thread (decision 0194). Undefined when no thread could do it
 * (none ready, or one died mid-render): the caller renders the page itself, as a GET may be
 * asked twice.
 */
async function renderInThread(
  pool: RenderPool,
  request: FastifyRequest,
  reply: FastifyReply,
  nonce: string,
  api: InternalApi,
): Promise<RenderedPage | undefined> {
  const job = pool.start({
    url: pageUrl(request),
    method: request.method as 'GET' | 'HEAD',
    headers: headerPairs(request),
    nonce,
    requestId: request.id,
    api,
  });
  if (!job) return undefined;
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) job.abort();
  });
  try {
    const rendered = await job.done;
    const response = new Response(null, {
      status: rendered.status,
      headers: new Headers(rendered.headers),
    });
    return { response, html: rendered.body ?? undefined };
  } catch (error) {
    // The visitor went away mid-render: nobody to render for again (nginx's "client closed").
    if (reply.raw.destroyed) return { response: new Response(null, { status: CLIENT_GONE }) };
    request.log.error({ err: error }, 'render thread failed; rendering on the main thread');
    return undefined;
  }
}

/** A 200 HTML page that sets no cookie: the same for every anonymous visitor with this key. */
function isCacheablePage(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    response.headers.getSetCookie().length === 0
  );
}

/**
 * Serves a rendered anonymous page with its own CSP nonce (the stored one is swapped out, so no
 * two answers share a nonce), the shared-cache headers and its ETag (304 when it matches).
 */
function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  freshNonce = createNonce(),
  state: 'HIT' | 'MISS' = 'HIT',
) {
  for (const [name, value] of Object.entries(page.headers)) {
    if (name === 'content-length' || name === 'set-cookie') continue;
    reply.header(name, value);
  }
  reply.header('content-security-policy', pageContentSecurityPolicy(freshNonce));
  reply.header('cache-control', ANONYMOUS_PAGE_CACHE_CONTROL);
  reply.header('etag', page.etag);
  reply.header('vary', 'Cookie');
  reply.header('x-page-cache', state);
  if (request.headers['if-none-match'] === page.etag) {
    // A 304 updates the browser's stored headers but keeps its stored body: a fresh nonce here
    // would no longer match the nonces in that body, every script would be blocked and the page
    // would never hydrate. Without the header the stored CSP, which matches, stays.
    reply.removeHeader('content-security-policy');
    return reply.status(304).send();
  }
  return reply.status(200).send(pageBytes(page, freshNonce));
}

/** The page's absolute URL, as React Router sees it (here or on a render thread). */
function pageUrl(request: FastifyRequest): string {
  return new URL(request.url, `${request.protocol}://${request.host}`).href;
}

/** The request's headers in order, a repeated header once per value. */
function headerPairs(request: FastifyRequest): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) pairs.push([name, item]);
    else if (value !== undefined) pairs.push([name, value]);
  }
  return pairs;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(pageUrl(request), {
    method: request.method,
    headers: headerPairs(request),
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(request.raw) as unknown as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs duplex for streamed request bodies; lib.dom lacks it.
    duplex: hasBody ? 'half' : undefined,
  });
}

function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  html: Buffer | undefined,
  unavailable?: { status: number; retryAfter: number },
) {
  reply.status(unavailable?.status ?? response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  if (unavailable) {
    reply.header('retry-after', String(unavailable.retryAfter));
    reply.header('cache-control', 'no-store');
  }
  const cookies = response.headers.getSetCookie();
  // Add to, not replace, a cookie set before rendering (the language choice).
  for (const cookie of cookies) reply.header('set-cookie', cookie);
  if (html !== undefined) return reply.send(html);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
}
