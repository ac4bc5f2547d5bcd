import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { InternalApi } from '@carsetu/contracts';
import type { HotReadAnswer, HotReadCache } from '../hot-read-cache';
import type {
  ApiAnswer,
  ApiCall,
  FromRenderThread,
  RenderJob,
  RenderWorkerData,
  ToRenderThread,
} from './protocol';

/**
 * How many render threads a server process runs (decision 0194): `auto` is one per core for a
 * lone process and none for a process of a multi-worker server, which already has its own core.
 * One core gets none: a thread would only add hand-offs.
 */
export function renderThreadCount(wanted: number | 'auto', isClusterWorker: boolean): number {
  if (wanted !== 'auto') return wanted;
  const cores = availableParallelism();
  return isClusterWorker || cores < 2 ? 0 : cores;
}

/**
 * The thread's entry: compiled next to the server bundle (dist/render-worker.js, by
 * scripts/build-server.mjs), or, when the server runs from source (tests), the TypeScript file,
 * loaded through tsx's loader, which the thread registers first.
 */
function startRenderWorker(workerData: RenderWorkerData): Worker {
  const compiled = join(import.meta.dirname, 'render-worker.js');
  if (existsSync(compiled)) return new Worker(compiled, { workerData });
  const source = pathToFileURL(join(import.meta.dirname, 'render-worker.ts')).href;
  const tsx = pathToFileURL(createRequire(join(import.meta.dirname, 'x')).resolve('tsx/esm/api'));
  const bootstrap = `import(${JSON.stringify(tsx.href)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

export interface RenderPoolOptions {
  threads: number;
  /** The web app's server build, loaded once by each thread. */
  serverEntry: string;
  /** The main thread's hot reads: a thread reuses its parsed copy while this still keeps it. */
  hotReads?: HotReadCache;
  log: { error(details: object, message: string): void };
}

/** A page request handed to a thread; `api` runs its API calls here, as the visitor. */
export interface ThreadRenderRequest {
  url: string;
  method: 'GET' | 'HEAD';
  headers: [string, string][];
  nonce: string;
  requestId: string;
  api: InternalApi;
}

export interface ThreadRendered {
  status: number;
  headers: [string, string][];
  body: Buffer | null;
}

interface RenderThread {
  worker: Worker;
  ready: boolean;
  inFlight: number;
}

interface InFlightRender {
  thread: RenderThread;
  api: InternalApi;
  resolve: (rendered: ThreadRendered) => void;
  reject: (error: Error) => void;
}

/**
 * Render threads for page reads (decision 0194). The main thread keeps the socket, the page
 * cache and the API; each thread renders with its own copy of the web build, and its loaders'
 * API calls come back here as messages. A thread that dies is replaced; its renders fail, and
 * the caller renders them itself.
 */
export class RenderPool {
  private readonly threads: RenderThread[] = [];
  private readonly renders = new Map<number, InFlightRender>();
  private lastRenderId = 0;
  private closing = false;
  /** Pages the threads have rendered (not counting failures the caller rendered itself). */
  rendered = 0;
  /** API calls the threads have asked this thread to make or confirm. */
  apiCalls = 0;

  private constructor(private readonly options: RenderPoolOptions) {}

  /** Starts the threads and waits until each has loaded the build. */
  static async start(options: RenderPoolOptions): Promise<RenderPool> {
    const pool = new RenderPool(options);
    try {
      await Promise.all(Array.from({ length: options.threads }, () => pool.spawn()));
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  get size(): number {
    return this.threads.length;
  }

  private spawn(): Promise<void> {
    const worker = startRenderWorker({
      serverEntry: this.options.serverEntry,
      hotReadVersions: this.options.hotReads?.sharedVersions,
    });
    const thread: RenderThread = { worker, ready: false, inFlight: 0 };
    this.threads.push(thread);
    return new Promise<void>((resolve, reject) => {
      worker.on('message', (message: FromRenderThread) => {
        if (message.type === 'ready') {
          thread.ready = true;
          resolve();
        } else this.received(thread, message);
      });
      worker.on('error', (error) => {
        reject(error);
        this.lost(thread, error);
      });
      worker.on('exit', (code) => {
        const error = new Error(`render thread exited with code ${code}`);
        reject(error);
        this.lost(thread, error);
      });
    });
  }

  /** A thread died: its renders fail (the caller renders them itself) and a new one starts. */
  private lost(thread: RenderThread, error: Error) {
    const index = this.threads.indexOf(thread);
    if (index === -1) return;
    this.threads.splice(index, 1);
    for (const [id, render] of this.renders) {
      if (render.thread !== thread) continue;
      this.renders.delete(id);
      render.reject(error);
    }
    if (this.closing) return;
    this.options.log.error({ err: error }, 'render thread lost; starting another');
    this.spawn().catch((spawnError: unknown) => {
      this.options.log.error({ err: spawnError }, 'a render thread failed to start');
    });
  }

  /**
   * Hands a page request to the least busy thread. Undefined when no thread is ready (the caller
   * renders the page itself); `abort` tells the thread the visitor went away.
   */
  start(
    request: ThreadRenderRequest,
  ): { done: Promise<ThreadRendered>; abort: () => void } | undefined {
    let thread: RenderThread | undefined;
    for (const candidate of this.threads) {
      if (candidate.ready && (!thread || candidate.inFlight < thread.inFlight)) thread = candidate;
    }
    if (!thread || this.closing) return undefined;
    const id = (this.lastRenderId += 1);
    const chosen = thread;
    chosen.inFlight += 1;
    const done = new Promise<ThreadRendered>((resolve, reject) => {
      this.renders.set(id, { thread: chosen, api: request.api, resolve, reject });
    }).finally(() => {
      chosen.inFlight -= 1;
    });
    const job: RenderJob = {
      type: 'render',
      id,
      url: request.url,
      method: request.method,
      headers: request.headers,
      nonce: request.nonce,
      requestId: request.requestId,
      withoutSession: request.api.withoutSession ?? false,
    };
    this.post(chosen, job);
    return {
      done,
      abort: () => {
        if (this.renders.has(id)) this.post(chosen, { type: 'abort', id });
      },
    };
  }

  private post(thread: RenderThread, message: ToRenderThread) {
    thread.worker.postMessage(message);
  }

  private received(thread: RenderThread, message: Exclude<FromRenderThread, { type: 'ready' }>) {
    if (message.type === 'api') {
      this.apiCalls += 1;
      void this.answer(thread, message);
      return;
    }
    const render = this.renders.get(message.id);
    if (!render) return;
    this.renders.delete(message.id);
    if (message.type === 'failed') render.reject(new Error(message.message));
    else {
      this.rendered += 1;
      render.resolve({
        status: message.status,
        headers: message.headers,
        body: message.body ? Buffer.from(message.body) : null,
      });
    }
  }

  /** Runs a thread's API call as its visitor, or confirms the thread's kept copy is current. */
  private async answer(thread: RenderThread, call: ApiCall) {
    const reply = (answer: Omit<ApiAnswer, 'type' | 'callId'>) =>
      this.post(thread, { type: 'api-answer', callId: call.callId, ...answer });
    const render = this.renders.get(call.renderId);
    if (!render) return reply({ error: 'the page request has ended' });
    try {
      const kept =
        call.version !== undefined && call.request.method === 'GET'
          ? this.options.hotReads?.get(call.request.url)
          : undefined;
      if (kept && kept.version === call.version) return reply({ same: true });
      const answer: HotReadAnswer = await render.api.request(call.request);
      // Only the wire form crosses: the parsed `data` is the main thread's own.
      const { version, slot, storedAt } = answer;
      reply({
        answer: { status: answer.status, headers: answer.headers, body: answer.body },
        kept:
          version === undefined || slot === undefined || storedAt === undefined
            ? undefined
            : { version, slot, storedAt },
      });
    } catch (error) {
      reply({ error: error instanceof Error ? error.message : String(error) });
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }
}
