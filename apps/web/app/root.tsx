import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { ReferralTracker } from './components/partners';
import type { Route } from './+types/root';
import appStylesheet from './app.css?url';
import { ErrorPage } from './components/error-page';
import { NotFoundPage } from './components/not-found-page';
import { PageFrame } from './components/frame';
import { loadFrameHandOff } from './components/frame/index.server';
import { SeoHead } from './components/seo';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY, LANGUAGE_TAGS, resolveLocale } from '@carsetu/contracts';
import { LocaleProvider } from './lib/i18n';
import { CATALOG_URLS } from './lib/i18n/catalog-urls';
import { cookieValue } from './lib/cookie-value';
import { DocumentRoot } from './lib/document-root';
import { DomIdScope } from './lib/dom-id';
import { PREACT_IN_THE_BROWSER } from './lib/browser-runtime';
import { HydrateLater, whenFullyHydrated } from './lib/hydrate-later';

/** React orders stylesheet resources by precedence; the app has one, so any name does. */
const STYLESHEET_PRECEDENCE = 'app';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  // A failure here is an SSR failure of the frame: the ErrorBoundary replaces the frame (spec §8).
  const frame = await loadFrameHandOff(context, request);
  const url = new URL(request.url);
  // The server set the cookie when `?lang=` named a language (decision 0180).
  const locale = resolveLocale(
    url.searchParams.get(LANGUAGE_QUERY),
    cookieValue(request.headers.get('cookie'), LANGUAGE_COOKIE) ?? undefined,
  );
  return {
    frame,
    locale,
    cspNonce: context.cspNonce,
    origin: url.origin,
    requestPath: url.pathname,
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.cspNonce;
  const error = useRouteError();
  const locale = data?.locale ?? 'en';
  return (
    <DocumentRoot
      lang={LANGUAGE_TAGS[locale]}
      fixedHead={
        <>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#c2410c" />
          {/* The one stylesheet, as a React stylesheet resource (precedence): React writes it at
              the top of <head>, right after the LCP image preload, instead of after the page's
              ~30 module preloads that React hoists from <Scripts>. Behind those it waited for
              most of the JavaScript on a phone's few connections, and nothing paints before it
              arrives (issue 14, decision 0182). In the fixed head, not in `links`: the browser
              re-renders the page's head after hydrating, and a second copy of the stylesheet
              made it parse the CSS and restyle the whole page again (decision 0184). */}
          <link rel="stylesheet" href={appStylesheet} precedence={STYLESHEET_PRECEDENCE} />
          <link rel="preload" as="fetch" href={CATALOG_URLS[locale]} crossOrigin="anonymous" />
        </>
      }
      pageHead={
        <>
          <Meta />
          <Links />
          <SeoHead
            origin={data?.origin}
            requestPath={data?.requestPath}
            isError={error !== undefined && error !== null}
            locale={locale}
          />
        </>
      }
      bodyClassName="flex min-h-screen flex-col"
    >
      <DomIdScope>
        <LocaleProvider locale={locale}>{children}</LocaleProvider>
      </DomIdScope>
      <ScrollRestoration nonce={nonce} />
      {/* A slice of its own (decision 0184). In the browser <Scripts> only re-creates the ~40
          module preloads it wrote on the server, then renders nothing again; the loader of
          decision 0187 has added those preloads already, so the production browser build renders
          nothing here (creating them again was a task of ≈ 100 ms under Lighthouse's 4× CPU
          slowdown, decision 0196). Preact drops the two spent server scripts in its place.
          React (`vite dev`, tests) still renders it, as its hydration must match the server. */}
      <HydrateLater>{PREACT_IN_THE_BROWSER ? null : <Scripts nonce={nonce} />}</HydrateLater>
    </DocumentRoot>
  );
}

/**
 * Marks the page interactive, every slice hydrated (`<html data-hydrated>`): e2e tests wait for
 * it before using client-only controls. Error pages too, since tests open them.
 */
function useHydratedMark() {
  useEffect(() => {
    void whenFullyHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
}

export default function App() {
  const { frame } = useLoaderData<typeof loader>();
  useHydratedMark();
  return (
    <PageFrame handOff={frame}>
      <Outlet />
      <ReferralTracker />
    </PageFrame>
  );
}

/**
 * Errors that reach the root. When the frame itself loaded (a page below it failed), the error is
 * shown inside the frame; when the frame's own data failed, the error page replaces the whole
 * frame (spec §8) and depends on nothing that might have failed.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useHydratedMark();
  const content = status === 404 ? <NotFoundPage /> : <ErrorPage status={status} />;
  if (!data?.frame) return content;
  return <PageFrame handOff={data.frame}>{content}</PageFrame>;
}
