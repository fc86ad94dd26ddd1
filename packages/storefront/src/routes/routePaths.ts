/**
 * The shop's one route list: every page's path (wouter's pattern syntax), who may open it and the
 * message id of its title, and its page's module. The app's router (routeTable.ts), the navigation and the server (from the
 * build's pages.json: a path on this list is answered 200, any other 404) all read it. Plain data,
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
  /**
   * The page's module, as the build's manifest names it: the router loads it, and the server
   * announces its chunks with the page so they load beside the app's entry.
   */
  page: `src/pages/${string}Page.tsx`;
  /**
   * A public page search engines are asked not to index (search results): left out of the sitemap,
   * and its head says noindex; it is still rendered on the server for a shared link.
   */
  noindex?: true;
}

/** The route table, plus the pages its links point to (/login, /orders, /profile/…), in matching order. */
export const ROUTE_PATHS = [
  { path: '/', access: 'public', title: 'page.home.title', page: 'src/pages/home/HomePage.tsx' },
  { path: '/about', access: 'public', title: 'nav.about', page: 'src/pages/about/AboutPage.tsx' },
  { path: '/info', access: 'customer', title: 'page.info.title', page: 'src/pages/account/AccountPage.tsx' },
  {
    path: '/afterSale',
    access: 'public',
    title: 'nav.afterSale',
    page: 'src/pages/afterSale/AfterSalePage.tsx',
  },
  { path: '/spec', access: 'public', title: 'nav.spec', page: 'src/pages/spec/SpecLandingPage.tsx' },
  { path: '/specAdd', access: 'public', title: 'nav.spec', page: 'src/pages/spec/SpecBuilderPage.tsx' },
  { path: '/compare', access: 'public', title: 'nav.compare', page: 'src/pages/compare/ComparePage.tsx' },
  { path: '/cart', access: 'customer', title: 'nav.cart', page: 'src/pages/cart/CartPage.tsx' },
  {
    path: '/product/:sku',
    access: 'public',
    title: 'page.product.title',
    page: 'src/pages/product/ProductPage.tsx',
  },
  { path: '/comset', access: 'public', title: 'nav.comset', page: 'src/pages/comset/ComsetPage.tsx' },
  { path: '/privacy', access: 'public', title: 'page.cookies.title', page: 'src/pages/legal/LegalPage.tsx' },
  {
    path: '/privacy-policy',
    access: 'public',
    title: 'page.privacy.title',
    page: 'src/pages/legal/LegalPage.tsx',
  },
  { path: '/terms', access: 'public', title: 'page.terms.title', page: 'src/pages/legal/LegalPage.tsx' },
  {
    path: '/category/:category/:subcategory?/:subsubcategory?',
    access: 'public',
    title: 'ui.categoryMenu.label',
    page: 'src/pages/list/ListPage.tsx',
  },
  {
    path: '/promotion/:type?',
    access: 'public',
    title: 'page.promotion.title',
    page: 'src/pages/list/ListPage.tsx',
  },
  { path: '/brand/:brand', access: 'public', title: 'page.brand.title', page: 'src/pages/list/ListPage.tsx' },
  {
    path: '/search',
    access: 'public',
    title: 'page.search.title',
    page: 'src/pages/list/ListPage.tsx',
    noindex: true,
  },
  { path: '/login', access: 'guest', title: 'auth.login.title', page: 'src/pages/auth/LoginPage.tsx' },
  {
    path: '/register',
    access: 'guest',
    title: 'auth.register.title',
    page: 'src/pages/auth/RegisterPage.tsx',
  },
  {
    path: '/forgot-password',
    access: 'guest',
    title: 'reset.forgot.title',
    page: 'src/pages/passwordReset/ForgotPasswordPage.tsx',
  },
  // Opened from a mail, signed in or not, and never offered to search engines.
  {
    path: '/reset-password',
    access: 'callback',
    title: 'reset.title',
    page: 'src/pages/passwordReset/ResetPasswordPage.tsx',
  },
  // Opened from a confirmation mail, signed in or not.
  {
    path: '/verify-email',
    access: 'callback',
    title: 'verifyEmail.title',
    page: 'src/pages/verifyEmail/VerifyEmailPage.tsx',
  },
  { path: '/profile', access: 'customer', title: 'profile.title', page: 'src/pages/profile/ProfilePage.tsx' },
  {
    path: '/profile/edit',
    access: 'customer',
    title: 'profile.edit.title',
    page: 'src/pages/profile/EditProfilePage.tsx',
  },
  {
    path: '/profile/change-password',
    access: 'customer',
    title: 'profile.password.title',
    page: 'src/pages/profile/ChangePasswordPage.tsx',
  },
  {
    path: '/customer-profile',
    access: 'customer',
    title: 'profile.title',
    page: 'src/pages/account/AccountPage.tsx',
  },
  {
    path: '/orders',
    access: 'customer',
    title: 'page.orders.title',
    page: 'src/pages/orders/OrdersPage.tsx',
  },
  {
    path: '/auth/google/callback',
    access: 'callback',
    title: 'auth.login.title',
    page: 'src/pages/auth/SocialCallbackPage.tsx',
  },
  {
    path: '/auth/facebook/callback',
    access: 'callback',
    title: 'auth.login.title',
    page: 'src/pages/auth/SocialCallbackPage.tsx',
  },
  {
    path: '/auth/line/callback',
    access: 'callback',
    title: 'auth.login.title',
    page: 'src/pages/auth/SocialCallbackPage.tsx',
  },
  {
    path: '/payment/success',
    access: 'callback',
    title: 'page.paymentResult.title',
    page: 'src/pages/payment/PaymentResultPage.tsx',
  },
  {
    path: '/payment/cancel',
    access: 'callback',
    title: 'page.paymentResult.title',
    page: 'src/pages/payment/PaymentResultPage.tsx',
  },
] as const satisfies readonly RoutePath[];

export type AppPath = (typeof ROUTE_PATHS)[number]['path'];

/**
 * Pages rendered on the server for a first-time visitor (signed out, no stored choice of language):
 * the home page, product pages, list pages (search results among them) and the computer-set page, the
 * pages people arrive at from a search engine or a shared link, and the builder, for a visitor with no build of their own kept
 * (serverRender/renderedVisitor.ts). Their texts are among those the app starts with
 * (i18n/catalogueThai.ts); every other page loads the rest of the texts with its chunk.
 */
export const SERVER_RENDERED_PATHS: readonly AppPath[] = [
  '/',
  '/product/:sku',
  '/comset',
  '/category/:category/:subcategory?/:subsubcategory?',
  '/brand/:brand',
  '/promotion/:type?',
  '/search',
  '/specAdd',
];

/** Those routes, as the route list has them. */
export const SERVER_RENDERED_ROUTES: readonly RoutePath[] = ROUTE_PATHS.filter((route) =>
  SERVER_RENDERED_PATHS.includes(route.path),
);

/**
 * The routes the server renders for a signed-in shopper alone, whose session token the browser sends
 * it in a cookie kept for these paths (api-client's sessionCookie.ts); anyone else's is rendered in
 * the browser.
 */
export const SIGNED_IN_RENDERED_ROUTES: readonly RoutePath[] = ROUTE_PATHS.filter(
  (route) => route.path === '/cart',
);

/** The page modules of the routes rendered on the server for a first-time visitor. */
export const SERVER_RENDERED_PAGE_MODULES: ReadonlySet<RoutePath['page']> = new Set(
  SERVER_RENDERED_ROUTES.map((route) => route.page),
);

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
