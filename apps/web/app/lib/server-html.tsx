import { useState, type ReactNode } from 'react';
import { PREACT_IN_THE_BROWSER } from './browser-runtime';
import { DomIdPrefixScope, useDomId } from './dom-id';
import { useLocale } from './i18n';

/**
 * A part of a page with nothing to hydrate: text, tables, lists of plain links, `<details>`. The
 * browser keeps the server's HTML for it and hydration never walks it (issue 14, decision 0198).
 * `HydrateLater` only moves such a part's hydration into a task of its own; this removes it: on
 * the state e-challan page the sections and the footer are most of the page's elements, and
 * walking them was most of its hydration, which a phone runs before a tap does anything.
 *
 * What it costs: nothing inside runs in the browser. Its links are plain links (a click loads the
 * next page from the server, which keeps it cached, instead of rendering it in the browser), and
 * it must hold no handler, no state and no effect.
 *
 * How it keeps the HTML: the server writes the part inside `<div data-server-html="key">`. In the
 * browser (Preact, decision 0183) the part renders that element with `dangerouslySetInnerHTML`,
 * which Preact neither hydrates nor rewrites while the HTML is unchanged. The element is looked up
 * by its key when the part mounts: when the page's first hydration mounts it, it is the element
 * being hydrated; when a part mounts later with a key already in the document (the same content
 * shown again), its HTML is copied. A key not in the document (another page's content, after a
 * client-side navigation) renders the children, as does a key that changes under a mounted part,
 * from then on.
 */
export function ServerHtml({
  contentKey,
  children,
}: {
  /**
   * Names everything the part's HTML depends on besides the language (which is added): a
   * different key must mean different HTML. Unique on the page.
   */
  contentKey: string;
  /**
   * The part. Pass a function when building it costs anything (links built per item, texts
   * translated per row): the browser never calls it while it keeps the server's HTML, whereas
   * elements written inline are all created on every render before this part decides to keep
   * what the server wrote (≈ 10 ms of the buy home's hydration on the bench machine). Not
   * inside `safeBlock` (the challan pages): it catches a block's failure only while building it,
   * and server rendering has no error boundary to catch one later.
   */
  children: ReactNode | (() => ReactNode);
}) {
  const locale = useLocale();
  const key = `${locale}:${contentKey}`;
  // The part's own ids hang off one id taken here, so the ids after it are numbered the same on
  // both sides whether or not the browser renders what is inside (as in HydrateLater).
  const scopeId = useDomId();
  const [kept] = useState(() => (PREACT_IN_THE_BROWSER ? keptHtml(key) : null));
  // Once the key has moved on, the element holds what the children rendered, not the server's
  // HTML: coming back to the first key (city A, B, then A again) renders the children too.
  if (kept && kept.key !== key) kept.spent = true;
  if (kept && !kept.spent) {
    return <div className="contents" data-server-html={key} dangerouslySetInnerHTML={kept.html} />;
  }
  return (
    <div className="contents" data-server-html={key}>
      <DomIdPrefixScope scopeId={scopeId}>
        {typeof children === 'function' ? children() : children}
      </DomIdPrefixScope>
    </div>
  );
}

interface KeptHtml {
  key: string;
  /** Set when the part's key first changes: the kept HTML is never used again. */
  spent: boolean;
  html: { readonly __html: string };
}

/** The server's HTML for `key` when the document has it; one lookup, the HTML read lazily. */
function keptHtml(key: string): KeptHtml | null {
  const element = document.querySelector(`[data-server-html="${CSS.escape(key)}"]`);
  if (!element) return null;
  return { key, spent: false, html: innerHtmlOf(() => element) };
}

/**
 * `dangerouslySetInnerHTML` for an element that already holds its HTML (the server's). Preact
 * reads `__html` only when it writes the element (mounted after hydration, or compared in a
 * re-render): the getter then copies the element's HTML once. While hydrating it is never read,
 * so keeping a part as served costs nothing. Pass the same object on every render.
 */
export function innerHtmlOf(element: () => Element | null): { readonly __html: string } {
  let html: string | undefined;
  return {
    get __html() {
      const current = element();
      if (html === undefined && current) html = current.innerHTML;
      return html ?? '';
    },
  };
}
