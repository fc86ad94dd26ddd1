import '@probuild/ui/styles.css';
import { idOf } from '@probuild/machines';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { queryClient } from './api/client.ts';
import { loadMessages } from './i18n/loadMessages.ts';
import { startLocale } from './i18n/locale.ts';
import { loadPageTexts, setPageTextsLanguage } from './i18n/pageTexts.ts';
import { prefetchRoute } from './routes/prefetchRoute.ts';
import { isRenderedVisitor, renderedFor } from './serverRender/renderedVisitor.ts';
import { keepSessionCookie } from './session/sessionCookie.ts';
import { createSessionHandle, holdsSession } from './session/sessionHandle.ts';
import { customerOf } from './session/useSession.ts';

/** Resolves in a later task: the steps of the start are separate tasks, and input is handled between them. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const locale = startLocale();
// Asked for first, so the texts arrive while the steps below run.
const messagesLoaded = loadMessages(locale);
setPageTextsLanguage(locale);
document.documentElement.lang = locale;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
/** The language the server rendered the page's markup in, if it did. */
const renderedLocale = root.dataset.serverRender;

// The server renders some pages for a first-time visitor, and the cart for its shopper
// (src/entry-server.tsx), with the answers it used beside them. Another visitor's page would differ:
// it is rendered here instead, in place of the markup (which an inline script in the page hid before
// it was painted).
const serverRender = document.getElementById('server-render-state');
const renderedCustomer = renderedFor(document);
const hydratesMarkup =
  serverRender !== null &&
  locale === renderedLocale &&
  isRenderedVisitor(localStorage, sessionStorage, renderedCustomer, window.location);
// A signed-in shopper's page (the cart) has texts the app does not start with. Arriving while the
// page is hydrated, they would change every text around it, and React would render it again.
const pageTextsLoaded = hydratesMarkup && renderedCustomer ? loadPageTexts() : null;

const session = createSessionHandle(async () =>
  (await import('./session/sessionActor.ts')).startSession({ locale }),
);
// A stored or social-redirect session starts before the first render, so the route guard already
// sees it restored; a guest's starts after the first view (SessionProvider).
await nextTask();
if (holdsSession(localStorage)) await session.start();
keepSessionCookie(session, localStorage, document, window.location.protocol === 'https:');
// The page's answers are in the cache before its first calls, which then find them there; a page the
// browser renders starts its route's calls now, before its chunk has loaded and rendered.
if (hydratesMarkup) hydrate(queryClient, JSON.parse(serverRender.textContent ?? '{}'));
else {
  const { pathname, search } = window.location;
  prefetchRoute(pathname, search, locale, idOf(customerOf(session.getSnapshot())));
}

const messages = await messagesLoaded;
await nextTask();
const app = (
  <StrictMode>
    <App locale={locale} messages={messages} session={session} serverMarkup={hydratesMarkup} />
  </StrictMode>
);

if (hydratesMarkup) {
  await pageTextsLoaded;
  // In a transition React hydrates in small slices, leaving the main thread free for input.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  root.replaceChildren();
  delete root.dataset.serverRender;
  // In slices too: the first render of a page is some 100 ms of work on a phone's slower core.
  const browserRoot = createRoot(root);
  startTransition(() => {
    browserRoot.render(app);
  });
}
