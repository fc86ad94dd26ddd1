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
 * Loaded values by key, kept per catalogue version: callers asking at the same version share one
 * load, and a failed load is tried again by the next caller. The caller reads the version before
 * the load, so a kept value is never older than its version: a change committed in between is
 * loaded already, or shows as a newer version at the next call.
 */
export class VersionedLoads<T> {
  readonly #copies: VersionedCopies<Promise<T>>;

  constructor(limit: number) {
    this.#copies = new VersionedCopies(limit);
  }

  load(key: string, version: number, load: () => PromiseLike<T>): Promise<T> {
    const kept = this.#copies.find(key, version);
    if (kept) return kept;
    // A query builder is a thenable that runs its query again at every `then`: run it once.
    const loading = Promise.resolve(load());
    this.#copies.keep(key, version, loading);
    loading.catch(() => this.#copies.drop(key, loading));
    return loading;
  }
}

/**
 * `load`'s value, kept until the catalogue version changes (see `VersionedLoads`). A caller that
 * has read the version already passes it, and saves a read.
 */
export function loadPerVersion<T>(db: AppDatabase, load: () => Promise<T>): (version?: number) => Promise<T> {
  const loads = new VersionedLoads<T>(1);
  return async (version) => loads.load('', version ?? (await readCatalogueVersion(db)), load);
}
