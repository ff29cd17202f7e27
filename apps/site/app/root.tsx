import { errorPage, header, notFoundPage } from '@northline/content';
import { SkipLink, ToastProvider } from '@northline/ui';
import { type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { ChatWidgetLoader } from './components/shared/chat-widget-loader.tsx';
import './global.css.ts';
import { Island, useIslandPage } from './islands/island.tsx';
import { captureAttribution } from './lib/attribution.ts';
import { replayEarlyClicks } from './lib/early-clicks.ts';

/** Document links of every page: the favicon (an SVG; browsers then skip /favicon.ico). */
export function links() {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}

/**
 * The document shell of every page, and of the staff app's SPA fallback: language, viewport, metadata, the skip
 * link, the toast region, the chat launcher (an island), and, in the SPA fallback only, React Router's scripts
 * (which build-tools/finish-build.ts starts after the first paint). Every prerendered page is an island page
 * (decision 018): build-tools/finish-build.ts gives it the islands' boot script instead.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <SkipLink>{header.skipToContent}</SkipLink>
        <ToastProvider>
          {children}
          {/* The chat assistant on every page (§2 "Chat widget"): the launcher; the widget's code is fetched when
              the pointer comes over it and shown on a click, or at once for an earlier conversation. */}
          <Island name="chat-launcher" component={ChatWidgetLoader} props={{}} when="interaction" />
        </ToastProvider>
        <RouterScripts />
      </body>
    </html>
  );
}

/**
 * React Router's scroll restoration and scripts, except on an island page (decision 018), which React Router
 * prerenders but never hydrates: islands/islands-boot.ts hydrates its islands one by one.
 */
function RouterScripts() {
  if (useIslandPage()) return null;
  return (
    <>
      <ScrollRestoration />
      <Scripts />
    </>
  );
}

/**
 * The page once React Router has hydrated it: the staff app's, since every public page is an island page (decision
 * 018), where islands/islands-boot.ts sets the same mark. Its effect, after every child's, marks the document as
 * interactive (`<html data-hydrated="true">`: the boot script stops recording clicks, and the end-to-end tests
 * wait for it before typing), stores the session's first-touch attribution (lib/attribution.ts), then replays the
 * clicks the boot script recorded before hydration (lib/early-clicks.ts), in that order.
 */
export default function App() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    captureAttribution();
    replayEarlyClicks();
  }, []);
  return <Outlet />;
}

/**
 * The site's one error boundary (one per surface): the 404 copy for a route that answers 404 (a `/thank-you/<form>`
 * that names no form), a generic page for any other error. Unknown paths never get here: the catch-all route
 * (routes/not-found.tsx) renders them, prerendered as `/404`.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = isRouteErrorResponse(error) && error.status === 404 ? notFoundPage : errorPage;
  return (
    <main id="main" tabIndex={-1}>
      <h1>{copy.title}</h1>
      <p>{copy.hint}</p>
      <p>
        <a href="/">{errorPage.homeLink}</a>
      </p>
    </main>
  );
}
