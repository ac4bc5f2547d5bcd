import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderedDocument {
  /** The whole document, UTF-8. */
  bytes: Buffer;
  status: number;
}

/**
 * Renders a document straight to UTF-8 bytes, whole, then resolves (issue 14, decision 0193).
 *
 * Not `renderToString`: it builds the page as one JavaScript string, and a listing's is about
 * 133,000 characters, two bytes each once a ₹ or any Hindi is in it. Strings that size live in
 * V8's large-object space, where each one is fresh memory from the kernel: on our servers the
 * page faults of the few such strings a render made (React's string, the rewritten document, its
 * copy cut at the nonce) cost about a fifth of an uncached listing. React's Node renderer writes
 * bytes into small buffers instead; they are joined once, outside the JavaScript heap.
 *
 * It waits for everything (onAllReady): crawlers and people get the same complete document, and
 * the page cache keeps whole bodies anyway.
 */
export function renderDocument(
  page: ReactElement,
  {
    nonce,
    status,
    timeoutMs,
    bytesOf = () => undefined,
  }: {
    nonce: string;
    status: number;
    timeoutMs: number;
    /** Bytes already made for a long string React writes (a kept slice's HTML), if any. */
    bytesOf?: (text: string) => Uint8Array | undefined;
  },
): Promise<RenderedDocument> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const chunks: Uint8Array[] = [];
    let length = 0;
    // What React's renderer writes to: chunks kept as they come (React never reuses a buffer it
    // has handed over), strings (long ones come unencoded) encoded here.
    const sink = {
      write(chunk: Uint8Array | string) {
        const bytes = typeof chunk === 'string' ? (bytesOf(chunk) ?? Buffer.from(chunk)) : chunk;
        chunks.push(bytes);
        length += bytes.byteLength;
        return true;
      },
      end() {
        // The timer holds the render until it fires: cleared here, so a finished page's memory
        // is free at once.
        clearTimeout(abortTimer);
        resolve({ bytes: Buffer.concat(chunks, length), status });
      },
      on() {
        return sink;
      },
    };
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(sink as unknown as NodeJS.WritableStream);
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
    const abortTimer = setTimeout(abort, timeoutMs);
  });
}
