import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { deferModuleScripts, MODULE_PRELOADS_PER_TASK } from './defer-module-scripts.server';

/** The document as the entry has it (UTF-8 bytes), rewritten, read back as text. */
const defer = (html: string) => deferModuleScripts(Buffer.from(html)).toString();

const NONCE = 'abc123==';
const BOOT = `import "/assets/manifest-1.js"; import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root": route0}; import("/assets/entry.client-3.js");`;
const PAGE =
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-2.js" nonce="${NONCE}"/></head>` +
  `<body><main>Cars</main><script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${BOOT}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

type PaintList = { getEntriesByName(name: string): unknown[] };
const entries = (...names: string[]): PaintList => ({
  getEntriesByName: (name) => names.filter((entry) => entry === name),
});

/**
 * Runs the rewritten loader in a stand-in browser and returns what it appended to <head>, and
 * the callbacks it is waiting on (paint observers, frames, tasks).
 */
function runLoader(
  html: string,
  browser: {
    hidden?: boolean;
    paintEntries?: boolean;
    paintedAlready?: boolean;
    historyState?: Record<string, unknown> | null;
  } = {},
) {
  const loader = /<script nonce="[^"]*">(\(function\(\)[\s\S]*?)<\/script>/.exec(html)![1]!;
  const appended: Record<string, string>[] = [];
  const observers: ((list: PaintList, observer: { disconnect(): void }) => void)[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = browser.paintEntries === false ? ['mark'] : ['mark', 'paint'];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
  }
  const history = {
    state: browser.historyState ?? null,
    replaced: [] as unknown[],
    replaceState(state: unknown) {
      this.replaced.push(state);
      this.state = state as Record<string, unknown>;
    },
  };
  runInNewContext(loader, {
    history,
    document: {
      currentScript: { nonce: NONCE },
      visibilityState: browser.hidden ? 'hidden' : 'visible',
      createElement: () => ({}),
      head: { appendChild: (element: Record<string, string>) => appended.push(element) },
    },
    performance: browser.paintedAlready ? entries('first-contentful-paint') : entries(),
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  });
  return { appended, observers, frames, tasks, history };
}

const LOADED = [
  { rel: 'modulepreload', href: '/assets/manifest-1.js' },
  { rel: 'modulepreload', href: '/assets/root-2.js' },
  { type: 'module', nonce: NONCE, textContent: BOOT },
];

describe('deferModuleScripts', () => {
  it('takes the module preloads and the boot module out of the document, keeping the rest', () => {
    const html = defer(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script nonce="abc123==" type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<main>Cars</main>');
    expect(html).toContain('window.__reactRouterContext = {};');
    expect(html).toContain('streamController.close()');
    // The loader sits where the boot module was, with its nonce.
    expect(html.indexOf('(function(){')).toBeGreaterThan(html.indexOf('__reactRouterContext = {}'));
    expect(html.indexOf('(function(){')).toBeLessThan(html.indexOf('streamController.close()'));
    expect(html).toContain(`<script nonce="${NONCE}">(function(){`);
  });

  it('adds the preloads, then the boot module with the nonce, once the first contentful paint is reported', () => {
    const { appended, observers } = runLoader(defer(PAGE));
    expect(appended).toEqual([]);
    expect(observers).toHaveLength(1);
    const observer = { disconnect: vi.fn() };
    // A first paint with nothing contentful in it does not count.
    observers[0]!(entries('first-paint'), observer);
    expect(appended).toEqual([]);
    observers[0]!(entries('first-contentful-paint'), observer);
    expect(appended).toEqual(LOADED);
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('loads at once when the page has painted already, or is in a hidden tab', () => {
    expect(runLoader(defer(PAGE), { paintedAlready: true }).appended).toEqual(LOADED);
    const hidden = runLoader(defer(PAGE), { hidden: true });
    expect(hidden.appended).toEqual(LOADED);
    expect(hidden.observers).toHaveLength(0);
  });

  it("numbers the history entry as React Router's history would, once, keeping what is there", () => {
    expect(runLoader(defer(PAGE)).history.replaced).toEqual([{ idx: 0 }]);
    expect(runLoader(defer(PAGE), { historyState: { key: 'k1' } }).history.replaced).toEqual([
      { key: 'k1', idx: 0 },
    ]);
    // Back or reload to an entry React Router has numbered: left as it is.
    expect(
      runLoader(defer(PAGE), { historyState: { key: 'k1', idx: 3 } }).history.replaced,
    ).toEqual([]);
  });

  it('without paint entries, loads in the task after the first frame', () => {
    const { appended, frames, tasks } = runLoader(defer(PAGE), {
      paintEntries: false,
    });
    expect(frames).toHaveLength(1);
    frames[0]!();
    // rAF runs before the frame is painted: nothing until the task queued from it.
    expect(appended).toEqual([]);
    tasks[0]!();
    expect(appended).toEqual(LOADED);
  });

  it('adds a page of many modules a few preloads per task, the boot module last', () => {
    const hrefs = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    const many = PAGE.replace(
      '</head>',
      `${hrefs.map((href) => `<link rel="modulepreload" href="${href}" nonce="${NONCE}"/>`).join('')}</head>`,
    );
    const { appended, tasks } = runLoader(defer(many), { paintedAlready: true });
    const preloads = () => appended.filter((element) => element.rel === 'modulepreload');
    // Each task adds at most MODULE_PRELOADS_PER_TASK; the next waits for a task of its own.
    expect(preloads()).toHaveLength(MODULE_PRELOADS_PER_TASK);
    while (tasks.length) tasks.shift()!();
    expect(preloads().map((element) => element.href)).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      ...hrefs,
    ]);
    expect(appended.at(-1)).toEqual(LOADED.at(-1));
  });

  it('writes the boot code as inert script text, and it comes back unchanged', () => {
    // Markup-like text and replacement patterns inside the boot code stay plain characters.
    const odd = `${BOOT} const a = "<b>", b = "$& $1", c = "\u2028";`;
    const html = defer(PAGE.replace(BOOT, () => odd));
    const loader = /<script nonce="[^"]*">(\(function\(\)[\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(loader).not.toContain('<');
    const { appended } = runLoader(html, { paintedAlready: true });
    expect(appended.at(-1)!.textContent).toBe(odd);
  });

  it('cuts at byte offsets: text of several bytes per character before and after stays whole', () => {
    const hindi = PAGE.replace('<head>', '<head><title>कार ₹5 लाख</title>')
      .replace('<main>Cars</main>', '<main>₹ 4,50,000 · पुणे</main>')
      .replace('</body>', '<p>धन्यवाद</p></body>');
    const html = defer(hindi);
    expect(html).toContain('<title>कार ₹5 लाख</title>');
    expect(html).toContain('<main>₹ 4,50,000 · पुणे</main>');
    expect(html).toContain('streamController.close();</script><p>धन्यवाद</p></body></html>');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(runLoader(html, { paintedAlready: true }).appended).toEqual(LOADED);
  });

  it('leaves a document without a boot module (development, an asset) as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body>Hi</body></html>';
    expect(defer(plain)).toBe(plain);
  });
});
