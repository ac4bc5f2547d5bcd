/*
 * Messages between the main thread and its render threads (decision 0194). The main thread owns
 * the socket, the page cache and the API; a render thread owns one copy of the web app's server
 * build and turns a page request into bytes, asking the main thread for every API call.
 */
import type { InternalApiRequest } from '@carsetu/contracts';
import type { KeptVersion } from '../hot-read-cache';

export interface RenderWorkerData {
  /** The web app's server build (apps/web/build/server/index.js). */
  serverEntry: string;
  /**
   * The main thread's HotReadCache.sharedVersions: a thread reuses a parsed copy of a hot read
   * without asking while its slot still holds the copy's version (decision 0195).
   */
  hotReadVersions?: Int32Array;
}

/** main → thread: render this page request. */
export interface RenderJob {
  type: 'render';
  id: number;
  /** Absolute URL, as React Router sees it. */
  url: string;
  method: 'GET' | 'HEAD';
  headers: [string, string][];
  nonce: string;
  requestId: string;
  withoutSession: boolean;
}

/** main → thread: the visitor went away; stop waiting on the render's loaders. */
export interface RenderAbort {
  type: 'abort';
  id: number;
}

/** main → thread: the answer to an API call a render made. */
export interface ApiAnswer {
  type: 'api-answer';
  callId: number;
  /** The call's answer; absent when `same` or `error` is set. */
  answer?: { status: number; headers: Record<string, string | string[] | undefined>; body: string };
  /** The answer is a kept hot read, this keeping of it: the thread may keep its parsed copy. */
  kept?: KeptVersion;
  /** The thread's copy (the `version` it sent) is still the main thread's answer. */
  same?: true;
  error?: string;
}

export type ToRenderThread = RenderJob | RenderAbort | ApiAnswer;

/** thread → main: the build is loaded; renders can be sent. */
export interface ThreadReady {
  type: 'ready';
}

/** thread → main: make this API call for render `renderId`. */
export interface ApiCall {
  type: 'api';
  renderId: number;
  callId: number;
  request: InternalApiRequest;
  /** When the thread holds a parsed copy of this hot read: that copy's version. */
  version?: number;
}

/** thread → main: the render's response; `body` is moved, not copied. */
export interface Rendered {
  type: 'rendered';
  id: number;
  status: number;
  /** Response headers in order, each Set-Cookie on its own. */
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** thread → main: the render threw outside React Router's own error handling. */
export interface RenderFailed {
  type: 'failed';
  id: number;
  message: string;
}

export type FromRenderThread = ThreadReady | ApiCall | Rendered | RenderFailed;
