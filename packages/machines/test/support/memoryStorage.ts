import type { KeyValueStorage } from '../../src/storage.ts';

/** An in-memory `localStorage` whose contents a test can read back. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  contents(): Record<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    contents: () => Object.fromEntries(items),
  };
}
