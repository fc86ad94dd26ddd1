import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadPageTexts } from '../i18n/pageTexts.ts';
import { ROUTE_PATHS, type RoutePath, SERVER_RENDERED_PAGE_MODULES } from './routePaths.ts';

export interface RouteEntry extends Omit<RoutePath, 'page'> {
  page: LazyExoticComponent<ComponentType>;
}

/** Each page module's loader, by its path from here; the auth layout is a part of other pages. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  '../pages/*/*Page.tsx',
  '!../pages/auth/AuthPage.tsx',
]);

/** One lazy component per module, so routes sharing a page (the list and legal pages) keep it mounted between them. */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function pageOf(module: RoutePath['page']): LazyExoticComponent<ComponentType> {
  const load = PAGE_MODULES[module.replace(/^src\//, '../')];
  if (!load) throw new Error(`The route list names ${module}, which is not a page module`);
  let page = lazyPages.get(module);
  if (!page) {
    // The server-rendered pages' texts are there from the start; any other page waits for the rest.
    page = SERVER_RENDERED_PAGE_MODULES.has(module)
      ? lazy(load)
      : lazy(async () => (await Promise.all([load(), loadPageTexts()]))[0]);
    lazyPages.set(module, page);
  }
  return page;
}

/** The route list with each path's page, in matching order. */
export const ROUTES: RouteEntry[] = ROUTE_PATHS.map((route) => ({ ...route, page: pageOf(route.page) }));
