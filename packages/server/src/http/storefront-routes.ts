/**
 * The storefront's routes (spec part 2 §2 route table, plus the pages its links point to). A path
 * that matches gets the app with status 200; any other path gets the app with 404 so it can show
 * its not-found page.
 */
const storefrontRoutes: RegExp[] = [
  /^\/$/,
  /^\/(about|info|afterSale|spec|specAdd|compare|cart|comset)$/,
  /^\/(privacy|privacy-policy|terms|register|profile|login|orders|customer-profile)$/,
  /^\/profile\/(edit|change-password)$/,
  /^\/auth\/(google|facebook|line)\/callback$/,
  /^\/payment\/(success|cancel)$/,
  /^\/product\/[^/]+$/,
  /^\/category\/[^/]+(\/[^/]+){0,2}$/,
  /^\/promotion(\/[^/]+)?$/,
  /^\/brand\/[^/]+$/,
];

export function isStorefrontRoute(path: string): boolean {
  const withoutTrailingSlash = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return storefrontRoutes.some((route) => route.test(withoutTrailingSlash));
}
