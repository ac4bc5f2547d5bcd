import type { EntryContext } from 'react-router';

type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>;

/**
 * Reads React Router's hand-off of the loader data to the browser before the page renders, so
 * the page renders in one synchronous pass (issue 14).
 *
 * React Router serializes the loader data into `serverHandoffStream` (turbo-stream), and its
 * `StreamTransfer` component turns each chunk into an inline script, suspending on every read of
 * the stream: that is what makes it need a streaming renderer. No route of ours streams deferred
 * data, so the whole hand-off is ready a few microtasks after the loaders. Read now and put in
 * the component's own per-render cache (`renderMeta.streamCache`, which it checks before reading
 * the stream), it renders at once: one `enqueue` script with all of it, then `close` — what the
 * stream would have produced, in one piece.
 *
 * Leaves the stream alone when there is no render cache to fill (another React Router): the
 * renderer then reads the stream itself, suspending as it goes.
 */
export async function settleServerHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  text += decoder.decode();
  // StreamTransfer asks the (finished) stream for a reader of its own when it renders.
  reader.releaseLock();
  const settled = Object.assign(Promise.resolve(), { result: { done: true, value: text } });
  context.renderMeta.streamCache = { 0: settled } satisfies StreamCache;
}
