/**
 * The shop's one route list: every page's path (wouter's pattern syntax), who may open it and the
 * message id of its title. The app's router (routeTable.ts), the navigation and the server (from the
 * build's routes.json: a path on this list is answered 200, any other 404) all read it. Plain data,
 * so the build can write it out without the pages.
 */

/**
 * Who may open a route: everyone, signed-in customers, guests, or everyone without any redirect
 * (callbacks: where a sign-in or payment provider sends the shopper back). Only public routes are
 * offered to search engines.
 */
export type RouteAccess = 'public' | 'customer' | 'guest' | 'callback';

export interface RoutePath {
  path: string;
  access: RouteAccess;
  /** Message id of the page's name, for the window title. */
  title: string;
}

/** The route table, plus the pages its links point to (/login, /orders, /profile/…), in matching order. */
export const ROUTE_PATHS = [
  { path: '/', access: 'public', title: 'page.home.title' },
  { path: '/about', access: 'public', title: 'nav.about' },
  { path: '/info', access: 'customer', title: 'page.info.title' },
  { path: '/afterSale', access: 'public', title: 'nav.afterSale' },
  { path: '/spec', access: 'public', title: 'nav.spec' },
  { path: '/specAdd', access: 'public', title: 'nav.spec' },
  { path: '/compare', access: 'public', title: 'nav.compare' },
  { path: '/cart', access: 'customer', title: 'nav.cart' },
  { path: '/product/:sku', access: 'public', title: 'page.product.title' },
  { path: '/comset', access: 'public', title: 'nav.comset' },
  { path: '/privacy', access: 'public', title: 'page.cookies.title' },
  { path: '/privacy-policy', access: 'public', title: 'page.privacy.title' },
  { path: '/terms', access: 'public', title: 'page.terms.title' },
  {
    path: '/category/:category/:subcategory?/:subsubcategory?',
    access: 'public',
    title: 'ui.categoryMenu.label',
  },
  { path: '/promotion/:type?', access: 'public', title: 'page.promotion.title' },
  { path: '/brand/:brand', access: 'public', title: 'page.brand.title' },
  { path: '/login', access: 'guest', title: 'auth.login.title' },
  { path: '/register', access: 'guest', title: 'auth.register.title' },
  { path: '/forgot-password', access: 'guest', title: 'reset.forgot.title' },
  // Opened from a mail, signed in or not, and never offered to search engines.
  { path: '/reset-password', access: 'callback', title: 'reset.title' },
  // Opened from a confirmation mail, signed in or not.
  { path: '/verify-email', access: 'callback', title: 'verifyEmail.title' },
  { path: '/profile', access: 'customer', title: 'profile.title' },
  { path: '/profile/edit', access: 'customer', title: 'profile.edit.title' },
  { path: '/profile/change-password', access: 'customer', title: 'profile.password.title' },
  { path: '/customer-profile', access: 'customer', title: 'profile.title' },
  { path: '/orders', access: 'customer', title: 'page.orders.title' },
  { path: '/auth/google/callback', access: 'callback', title: 'auth.login.title' },
  { path: '/auth/facebook/callback', access: 'callback', title: 'auth.login.title' },
  { path: '/auth/line/callback', access: 'callback', title: 'auth.login.title' },
  { path: '/payment/success', access: 'callback', title: 'page.paymentSuccess.title' },
  { path: '/payment/cancel', access: 'callback', title: 'page.paymentCancel.title' },
] as const satisfies readonly RoutePath[];

export type AppPath = (typeof ROUTE_PATHS)[number]['path'];

export interface NavPath {
  path: AppPath;
  /** Message id of the link's text. */
  label: string;
  /** Shown only to a signed-in customer. */
  customerOnly?: boolean;
}

/** The top navigation's pages, in order. */
export const NAV_PATHS: readonly NavPath[] = [
  { path: '/', label: 'nav.home' },
  { path: '/comset', label: 'nav.comset' },
  { path: '/spec', label: 'nav.spec' },
  { path: '/compare', label: 'nav.compare' },
  { path: '/about', label: 'nav.about' },
  { path: '/afterSale', label: 'nav.afterSale' },
  { path: '/cart', label: 'nav.cart', customerOnly: true },
];

/** Where the guard sends a visitor instead, or null when the route may open. */
export function guardRedirect(access: RouteAccess, signedIn: boolean): string | null {
  if (access === 'customer' && !signedIn) return '/login';
  if (access === 'guest' && signedIn) return '/profile';
  return null;
}
