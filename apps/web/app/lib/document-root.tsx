import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PREACT_IN_THE_BROWSER } from './browser-runtime';

interface DocumentRootProps {
  lang: string;
  /** Head elements every page has, the same for the whole visit (charset, viewport, …). */
  fixedHead: ReactNode;
  /** The page's own head elements (title, meta, links), which change as the visitor navigates. */
  pageHead: ReactNode;
  bodyClassName: string;
  children: ReactNode;
}

/**
 * The page's `<html>`. The server renders it with React, which moves some head elements (module
 * preloads, stylesheets) out of tree order. Preact hydrates in tree order and keeps the server's
 * attributes while it does, so hydrating the head would pair elements wrongly (a preload
 * becoming the stylesheet). In the browser the server's head is therefore kept as it is while the
 * body hydrates; right after, the head's page-specific tags are handed to a portal that renders
 * them fresh and keeps them current on every navigation.
 */
export function DocumentRoot({
  lang,
  fixedHead,
  pageHead,
  bodyClassName,
  children,
}: DocumentRootProps) {
  if (!PREACT_IN_THE_BROWSER) {
    return (
      <html lang={lang}>
        <head>
          {fixedHead}
          {pageHead}
        </head>
        <body className={bodyClassName}>{children}</body>
      </html>
    );
  }
  return (
    <>
      <head dangerouslySetInnerHTML={SERVER_HEAD} />
      <LiveHead lang={lang}>{pageHead}</LiveHead>
      <body className={bodyClassName}>{children}</body>
    </>
  );
}

/** Tells Preact the head's content is not its own: it neither hydrates nor clears it. */
const SERVER_HEAD = { __html: '' };

/**
 * Server head elements the portal renders again (title, meta, canonical and alternate links,
 * icons, structured data). Charset, viewport, preloads and stylesheets stay: removing a loaded
 * stylesheet would flash an unstyled page.
 */
const RERENDERED_HEAD_ELEMENTS =
  'title, meta[name]:not([name="viewport"]):not([name="theme-color"]), meta[property], ' +
  'link[rel="canonical"], link[rel="alternate"], link[rel="icon"], ' +
  'script[type="application/ld+json"]';

function LiveHead({ lang, children }: { lang: string; children: ReactNode }) {
  const [live, setLive] = useState(false);
  useEffect(() => {
    for (const element of document.head.querySelectorAll(RERENDERED_HEAD_ELEMENTS))
      element.remove();
    setLive(true);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return live ? createPortal(children, document.head) : null;
}
