import { STORAGE_KEYS } from '@probuild/api-client';
import { RENDERED_FOR_META } from './renderedForMeta.ts';

/** The customer the page was rendered for, or null for a signed-out visitor. */
export function renderedFor(document: Pick<Document, 'querySelector'>): string | null {
  return document.querySelector(`meta[name="${RENDERED_FOR_META}"]`)?.getAttribute('content') ?? null;
}

/**
 * Whether this visitor's page is the server's markup: their session is the one it was rendered for
 * (none for a signed-out render; for a signed-in one, that customer's stored session, with no social
 * login completing and no checkout resumed past the cart: both change the page the moment the app
 * starts), and they are not on the builder with a build of their own kept on this device (the server
 * renders it empty; a share link, `?build=`, shows its own build to everyone).
 */
export function isRenderedVisitor(
  storage: Pick<Storage, 'getItem'>,
  tabStorage: Pick<Storage, 'getItem'>,
  customerId: string | null,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): boolean {
  if (storage.getItem(STORAGE_KEYS.socialLoginToken) !== null) return false;
  // The builder's path written out: the route list would weigh on this check, inlined in every page.
  const builder = pathname === '/specAdd' && !new URLSearchParams(search).has('build');
  if (builder && storage.getItem(STORAGE_KEYS.specBuild)) return false;
  const token = storage.getItem(STORAGE_KEYS.customerToken);
  if (customerId === null) return token === null;
  return (
    token !== null &&
    storedCustomerId(storage) === customerId &&
    tabStorage.getItem(STORAGE_KEYS.checkoutProgress) === null
  );
}

// Written out rather than with the machines' idOf: this check is inlined in every server-rendered page.
function storedCustomerId(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    const customer = JSON.parse(storage.getItem(STORAGE_KEYS.customerData) ?? 'null') as {
      id?: unknown;
      _id?: unknown;
    } | null;
    const id = customer?.id ?? customer?._id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}
