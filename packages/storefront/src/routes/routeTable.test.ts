import { SESSION_COOKIE } from '@probuild/api-client';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages.ts';
import {
  guardRedirect,
  ROUTE_PATHS,
  SERVER_RENDERED_ROUTES,
  SIGNED_IN_RENDERED_ROUTES,
} from './routePaths.ts';
import { ROUTES } from './routeTable.ts';

describe('route guard', () => {
  it('sends guests away from customer routes to /login', () => {
    expect(guardRedirect('customer', false)).toBe('/login');
    expect(guardRedirect('customer', true)).toBeNull();
  });
  it('sends signed-in customers away from guest routes to /profile', () => {
    expect(guardRedirect('guest', true)).toBe('/profile');
    expect(guardRedirect('guest', false)).toBeNull();
  });
  it('always lets callbacks and public routes open', () => {
    for (const signedIn of [true, false]) {
      expect(guardRedirect('callback', signedIn)).toBeNull();
      expect(guardRedirect('public', signedIn)).toBeNull();
    }
  });
  it('guards the routes the spec names', () => {
    const access = Object.fromEntries(ROUTES.map((route) => [route.path, route.access]));
    expect(access).toMatchObject({
      '/register': 'guest',
      '/profile': 'customer',
      '/cart': 'customer',
      '/auth/google/callback': 'callback',
      '/auth/facebook/callback': 'callback',
      '/auth/line/callback': 'callback',
      '/payment/success': 'callback',
      '/payment/cancel': 'callback',
      '/': 'public',
    });
  });
});

describe('pages', () => {
  it('gives routes that share a page module one component, kept mounted between them', () => {
    const pageOf = (path: string) => ROUTES.find((route) => route.path === path)?.page;
    expect(pageOf('/brand/:brand')).toBe(pageOf('/promotion/:type?'));
    expect(pageOf('/terms')).toBe(pageOf('/privacy'));
    expect(pageOf('/terms')).not.toBe(pageOf('/brand/:brand'));
  });
});

describe('page titles', () => {
  it('names every route with a message of both catalogues', () => {
    for (const route of ROUTES) {
      expect(messages.th[route.title], route.path).toBeTruthy();
      expect(messages.en[route.title], route.path).toBeTruthy();
    }
  });
});

describe('the routes rendered on the server for a signed-in shopper', () => {
  it('are customer routes the session cookie is sent to, and the cookie is sent to no other route', () => {
    expect(SIGNED_IN_RENDERED_ROUTES.map((route) => [route.path, route.access])).toEqual([
      [SESSION_COOKIE.path, 'customer'],
    ]);
    const reached = ROUTES.filter(
      (route) => route.path === SESSION_COOKIE.path || route.path.startsWith(`${SESSION_COOKIE.path}/`),
    );
    expect(reached.map((route) => route.path)).toEqual([SESSION_COOKIE.path]);
  });
});

describe('the search results page', () => {
  it('is public and rendered on the server for a shared link, but not for search engines to index', () => {
    const search = ROUTE_PATHS.find((route) => route.path === '/search');
    expect(search).toMatchObject({ access: 'public', noindex: true, page: 'src/pages/list/ListPage.tsx' });
    expect(SERVER_RENDERED_ROUTES).toContain(search);
    expect(ROUTE_PATHS.filter((route) => 'noindex' in route).map((route) => route.path)).toEqual(['/search']);
  });
});
