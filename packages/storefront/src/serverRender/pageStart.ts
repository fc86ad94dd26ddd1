/**
 * The start script of a server-rendered page, inlined before #root (the build writes it, minified,
 * with its Content-Security-Policy hash, to dist/.server/pages.json).
 *
 * The markup is rendered for one visitor, in the page's language (`<html lang>`): a first-time
 * visitor, signed out, or the signed-in shopper whose cart it is (renderedVisitor.ts). Another
 * visitor, or one whose language differs, would see it change when the app starts: it is hidden for
 * them (a style in the page hides #root under data-client-render), and the app renders their page in
 * its place. Then the early clicks are kept (earlyClicks.ts).
 */
import { localeOfSearch } from '@probuild/api-client';
import { keepEarlyClicks } from '../earlyClicks.ts';
import { readStoredLocale } from '../i18n/locale.ts';
import { isRenderedVisitor, renderedFor } from './renderedVisitor.ts';

try {
  const storage = localStorage;
  const language = localeOfSearch(location.search) ?? readStoredLocale(storage);
  const otherVisitor =
    language !== document.documentElement.lang ||
    !isRenderedVisitor(storage, sessionStorage, renderedFor(document), location);
  if (otherVisitor) document.documentElement.setAttribute('data-client-render', '');
} catch {
  // Storage refused (a privacy mode): the visitor is a first-time one.
}
keepEarlyClicks(window as never, document);
