/** The shop's browser storage keys. They are exact: other versions of the shop read them. */
export const STORAGE_KEYS = {
  language: 'language',
  customerToken: 'customer_token',
  customerData: 'customer_data',
  cookiesAccepted: 'cookiesAccepted',
  cookiesDeclined: 'cookiesDeclined',
  accountTab: 'account_active_tab',
  socialLoginToken: 'social_login_token',
  socialLoginUser: 'social_login_user',
  /** Session storage: how far the customer got in checkout, kept while the tab is open. */
  checkoutProgress: 'checkout_progress',
  /** Session storage: a guest's product choice, waiting while they sign in. */
  pendingProductChoice: 'probuild.productChoice',
  /** Session storage: the item a guest pressed Add to Cart for, added once they have signed in. */
  pendingCartAddition: 'probuild.cartAddition',
  /** Session storage: where the page was scrolled to when a sign-in reloaded it. */
  scrollBeforeReload: 'probuild.scrollBeforeReload',
  /** The spec builder's current build, as a share string, so that it survives a reload. */
  specBuild: 'probuild.specBuild',
} as const;

export type SessionStorageLike = Pick<Storage, 'getItem' | 'removeItem'>;

/** Removes the stored session: what any 401 answer and logout do. */
export function clearStoredSession(storage: SessionStorageLike): void {
  storage.removeItem(STORAGE_KEYS.customerToken);
  storage.removeItem(STORAGE_KEYS.customerData);
}

/** "Signed in", as the route guard reads it: both the token and the customer data are stored. */
export function hasStoredSession(storage: Pick<Storage, 'getItem'>): boolean {
  return Boolean(storage.getItem(STORAGE_KEYS.customerToken) && storage.getItem(STORAGE_KEYS.customerData));
}
