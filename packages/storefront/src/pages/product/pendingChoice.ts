import { STORAGE_KEYS } from '@probuild/api-client';
import { useEffect } from 'react';

const KEY = STORAGE_KEYS.pendingProductChoice;

/** Keeps a guest's choice on a product page while they sign in (the page reloads after a password sign-in). */
export function keepPendingChoice(sku: string, choice: object): void {
  sessionStorage.setItem(KEY, JSON.stringify({ sku, ...choice }));
}

/**
 * The choice kept for this product, or null when none is kept for it. It stays kept until
 * `forgetPendingChoice`: the page may be mounted more than once as it starts (its data arriving),
 * and each mount must find the same choice.
 */
export function readPendingChoice<Choice extends object>(sku: string): Partial<Choice> | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as
      | (Partial<Choice> & { sku?: string })
      | null;
    return stored?.sku === sku ? stored : null;
  } catch {
    return null;
  }
}

/** Forgets the kept choice once an add to the cart has succeeded. */
export function useForgetPendingChoiceOnAdd(succeeded: boolean): void {
  useEffect(() => {
    if (succeeded) sessionStorage.removeItem(KEY);
  }, [succeeded]);
}
