/**
 * Where a server-rendered page names the customer it was rendered for (a signed-in shopper's cart):
 * `<meta name="rendered-for" content="{customerId}">` in its head. A page without it was rendered
 * for a first-time visitor, signed out. Plain data, so the build can write it out for the server.
 */
export const RENDERED_FOR_META = 'rendered-for';
