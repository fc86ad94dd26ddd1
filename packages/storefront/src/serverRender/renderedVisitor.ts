import { STORAGE_KEYS } from '@probuild/api-client';

/**
 * Where a server-rendered page names the customer it was rendered for (a signed-in shopper's cart):
 * `<meta name="rendered-for" content="{customerId}">` in its head. A page without it was rendered
 * for a first-time visitor, signed out.
 */
export const RENDERED_FOR_META = 'rendered-for';

/** The customer the page was rendered for, or null for a signed-out visitor. */
export function renderedFor(document: Pick<Document, 'querySelector'>): string | null {
  return document.querySelector(`meta[name="${RENDERED_FOR_META}"]`)?.getAttribute('content') ?? null;
}

/**
 * Whether this visitor's session is the one the server rendered for, so their page is the markup:
 * no stored session for a signed-out render; for a signed-in one, that customer's stored session,
 * with no social login completing and no checkout resumed past the cart (both change the page the
 * moment the app starts).
 */
export function isRenderedVisitor(
  storage: Pick<Storage, 'getItem'>,
  tabStorage: Pick<Storage, 'getItem'>,
  customerId: string | null,
): boolean {
  if (storage.getItem(STORAGE_KEYS.socialLoginToken) !== null) return false;
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
