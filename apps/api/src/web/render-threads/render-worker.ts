/*
 * A render thread (decision 0194). It loads the web app's server build once and renders the page
 * requests the main thread sends it, so rendering (most of a page's CPU time) runs on every core
 * while one process keeps the database, the caches and the socket. Loaders reach the API as they
 * always do, through `context.api`; here each call is a message to the main thread, which runs it
 * with the visitor's request (session, address, limits) exactly as an in-process render would.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type {
  InternalApi,
  InternalApiRequest,
  InternalApiResponse,
  WebLoadContext,
} from '@carsetu/contracts';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { HOT_READ_SLOTS, isStillKept, keptData, type KeptVersion } from '../hot-read-cache';
import type {
  ApiAnswer,
  FromRenderThread,
  RenderJob,
  RenderWorkerData,
  ToRenderThread,
} from './protocol';

const port = parentPort!;
const { serverEntry, hotReadVersions } = workerData as RenderWorkerData;
const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const handler = createRequestHandler(build, 'production');

/**
 * This thread's parsed copies of hot reads. The main thread's HotReadCache decides what is kept
 * and for how long: a copy is used while the shared versions show the main thread still keeps it
 * (decision 0195), else the thread names its version and the main thread confirms it or answers
 * anew. Parsing a ≈ 30 KB search once per thread, not once per page, is what the main thread's
 * cache saves too; reading the shared versions saves the two messages per call.
 */
interface KeptCopy {
  kept: KeptVersion;
  answer: InternalApiResponse;
}
const keptCopies = new Map<string, KeptCopy>();
const KEPT_COPIES_MAX = HOT_READ_SLOTS;

/** The copy, when the main thread's shared versions show it still keeps it. */
function stillKept(copy: KeptCopy | undefined): InternalApiResponse | undefined {
  const current = copy && hotReadVersions && isStillKept(hotReadVersions, copy.kept, Date.now());
  return current ? copy.answer : undefined;
}

interface PendingCall {
  url: string;
  copy?: KeptCopy;
  resolve: (answer: InternalApiResponse) => void;
  reject: (error: Error) => void;
}
const calls = new Map<number, PendingCall>();
let lastCallId = 0;
const aborts = new Map<number, AbortController>();

function send(message: FromRenderThread, transfer: ArrayBuffer[] = []) {
  port.postMessage(message, transfer);
}

function apiFor(renderId: number, withoutSession: boolean): InternalApi {
  return {
    withoutSession,
    request(request: InternalApiRequest) {
      const copy = request.method === 'GET' ? keptCopies.get(request.url) : undefined;
      const kept = stillKept(copy);
      if (kept) return Promise.resolve(kept);
      const callId = (lastCallId += 1);
      return new Promise<InternalApiResponse>((resolve, reject) => {
        calls.set(callId, { url: request.url, copy, resolve, reject });
        send({ type: 'api', renderId, callId, request, version: copy?.kept.version });
      });
    },
  };
}

function answered(message: ApiAnswer) {
  const call = calls.get(message.callId);
  if (!call) return;
  calls.delete(message.callId);
  if (message.same && call.copy) return call.resolve(call.copy.answer);
  if (!message.answer) {
    return call.reject(new Error(message.error ?? 'API call failed in the main thread'));
  }
  if (!message.kept) return call.resolve(message.answer);
  const answer = { ...message.answer, data: keptData(message.answer.body) };
  keptCopies.delete(call.url);
  if (keptCopies.size >= KEPT_COPIES_MAX) {
    const oldest = keptCopies.keys().next().value;
    if (oldest !== undefined) keptCopies.delete(oldest);
  }
  keptCopies.set(call.url, { kept: message.kept, answer });
  call.resolve(answer);
}

/** The bytes as a buffer of their own, so they move to the main thread without a copy. */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const whole =
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer;
  return whole ? (bytes.buffer as ArrayBuffer) : (bytes.slice().buffer as ArrayBuffer);
}

async function render(job: RenderJob) {
  const controller = new AbortController();
  aborts.set(job.id, controller);
  try {
    const documents = new WeakMap<Response, Uint8Array>();
    const context: WebLoadContext = {
      api: apiFor(job.id, job.withoutSession),
      cspNonce: job.nonce,
      requestId: job.requestId,
      documents,
    };
    const request = new Request(job.url, {
      method: job.method,
      headers: job.headers,
      signal: controller.signal,
    });
    const response = await handler(request, context as never);
    const document = documents.get(response);
    const bytes =
      document ?? (response.body ? new Uint8Array(await response.arrayBuffer()) : undefined);
    const body = bytes ? ownBuffer(bytes) : null;
    send(
      {
        type: 'rendered',
        id: job.id,
        status: response.status,
        headers: [...response.headers],
        body,
      },
      body ? [body] : [],
    );
  } catch (error) {
    send({
      type: 'failed',
      id: job.id,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  } finally {
    aborts.delete(job.id);
  }
}

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'render') void render(message);
  else if (message.type === 'api-answer') answered(message);
  else aborts.get(message.id)?.abort();
});
send({ type: 'ready' });
