import type { AppDatabase } from '../db/open.ts';
import { catalogueVersion } from '../db/schema/index.ts';

const readsInFlight = new WeakMap<AppDatabase, Promise<number>>();

/**
 * The catalogue's version now: it goes up with every change a shopper could see. Callers that ask
 * while a read is on its way share that read, so a busy instance sends one query for many requests;
 * a change committed during that one round trip is seen by the next read.
 */
export function readCatalogueVersion(db: AppDatabase): Promise<number> {
  let read = readsInFlight.get(db);
  if (!read) {
    read = db
      .select({ version: catalogueVersion.version })
      .from(catalogueVersion)
      .then(([row]) => row?.version ?? 0)
      .finally(() => readsInFlight.delete(db));
    readsInFlight.set(db, read);
  }
  return read;
}

/**
 * Values by key, each kept while the catalogue version it was made at is current. Beyond `limit`
 * keys the least recently used is dropped, so the memory held stays bounded whatever is asked for.
 */
export class VersionedCopies<T> {
  readonly #kept = new Map<string, { version: number; value: T }>();
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  find(key: string, version: number): T | undefined {
    const entry = this.#kept.get(key);
    if (entry?.version !== version) return undefined;
    this.#kept.delete(key);
    this.#kept.set(key, entry);
    return entry.value;
  }

  keep(key: string, version: number, value: T): void {
    this.#kept.delete(key);
    this.#kept.set(key, { version, value });
    if (this.#kept.size > this.#limit) this.#kept.delete(this.#kept.keys().next().value as string);
  }

  drop(key: string, value: T): void {
    if (this.#kept.get(key)?.value === value) this.#kept.delete(key);
  }
}

/**
 * `load`'s value, kept until the catalogue version changes; a failed load is tried again next time.
 * The version is read before the value, so a kept value is never older than its version: a change
 * committed in between is loaded already, or shows as a newer version at the next call.
 */
export function loadPerVersion<T>(db: AppDatabase, load: () => Promise<T>): () => Promise<T> {
  const copies = new VersionedCopies<Promise<T>>(1);
  return async () => {
    const version = await readCatalogueVersion(db);
    const kept = copies.find('', version);
    if (kept) return kept;
    const value = load();
    copies.keep('', version, value);
    value.catch(() => copies.drop('', value));
    return value;
  };
}
