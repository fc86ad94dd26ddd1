/** The slice of `localStorage` the machines use; tests pass an in-memory one (memoryStorage). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Parsed JSON from storage, or null when the key is missing or its value is not JSON. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** An in-memory storage whose contents can be read back: tests, and the server's render of a visitor with nothing stored. */
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
