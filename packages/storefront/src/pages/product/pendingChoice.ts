import { STORAGE_KEYS } from '@probuild/api-client';

const KEY = STORAGE_KEYS.pendingProductChoice;

/** Keeps a guest's choice on a product page while they sign in (the page reloads after a password sign-in). */
export function keepPendingChoice(sku: string, choice: object): void {
  sessionStorage.setItem(KEY, JSON.stringify({ sku, ...choice }));
}

/** The choice kept for this product, once: it is removed as it is read. Null when none is kept for it. */
export function takePendingChoice<Choice extends object>(sku: string): Partial<Choice> | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as
      | (Partial<Choice> & { sku?: string })
      | null;
    if (stored?.sku !== sku) return null;
    sessionStorage.removeItem(KEY);
    return stored;
  } catch {
    return null;
  }
}
