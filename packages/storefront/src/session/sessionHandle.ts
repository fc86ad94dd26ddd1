import { STORAGE_KEYS } from '@probuild/api-client';
import type { SessionEmitted, SessionEvent } from '@probuild/machines';
import type { SessionActor, SessionSnapshot } from './sessionActor.ts';

type EmittedOf<T extends SessionEmitted['type']> = Extract<SessionEmitted, { type: T }>;

/**
 * The app's session actor, started when first needed. A visitor with nothing stored is a guest until
 * the session starts, which needs no state machine: the machine (and its library) load after the first
 * view, or on the first event sent. Readers see `undefined` until then.
 */
export interface SessionHandle {
  /** The running actor, once started. */
  readonly started: SessionActor | null;
  getSnapshot(): SessionSnapshot | undefined;
  /** Hears every change of the snapshot, the start included. */
  subscribe(listener: () => void): () => void;
  /** Starts the session if need be: events sent before it runs reach it in their order. */
  send(event: SessionEvent): void;
  on<T extends SessionEmitted['type']>(
    type: T,
    handler: (event: EmittedOf<T>) => void,
  ): { unsubscribe(): void };
  /** The same promise on every call; after a failed start (a chunk that did not load) the next call tries again. */
  start(): Promise<SessionActor>;
  stop(): void;
}

/** Whether the storage holds a session, or a social login's redirect, for the session to restore. */
export function holdsSession(storage: Pick<Storage, 'getItem'>): boolean {
  return [
    STORAGE_KEYS.customerToken,
    STORAGE_KEYS.customerData,
    STORAGE_KEYS.socialLoginToken,
    STORAGE_KEYS.socialLoginUser,
  ].some((key) => storage.getItem(key) !== null);
}

interface EmittedHandler {
  type: SessionEmitted['type'];
  handler: (event: SessionEmitted) => void;
  subscription?: { unsubscribe(): void };
}

/** A handle on a running actor (stories, tests), or on one `startActor` starts when first needed. */
export function createSessionHandle(source: SessionActor | (() => Promise<SessionActor>)): SessionHandle {
  let actor: SessionActor | null = null;
  let starting: Promise<SessionActor> | null = null;
  const listeners = new Set<() => void>();
  const emittedHandlers = new Set<EmittedHandler>();
  let queued: SessionEvent[] = [];
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const attach = (entry: EmittedHandler, to: SessionActor) => {
    entry.subscription = to.on(entry.type, entry.handler as never);
  };
  const begin = (running: SessionActor) => {
    actor = running;
    for (const entry of emittedHandlers) attach(entry, running);
    running.subscribe(notify);
    const events = queued;
    queued = [];
    for (const event of events) running.send(event);
    notify();
    return running;
  };

  const handle: SessionHandle = {
    get started() {
      return actor;
    },
    getSnapshot: () => actor?.getSnapshot(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      if (actor) {
        actor.send(event);
        return;
      }
      queued.push(event);
      handle.start().catch((error: unknown) => {
        queued = [];
        console.error('The session did not start', error);
      });
    },
    on(type, handler) {
      const entry: EmittedHandler = { type, handler: handler as (event: SessionEmitted) => void };
      emittedHandlers.add(entry);
      if (actor) attach(entry, actor);
      return {
        unsubscribe() {
          emittedHandlers.delete(entry);
          entry.subscription?.unsubscribe();
        },
      };
    },
    start() {
      // A handle on a running actor has its promise from the start: only a start function gets here.
      starting ??= (source as () => Promise<SessionActor>)().then(begin, (error: unknown) => {
        starting = null;
        throw error;
      });
      return starting;
    },
    stop() {
      actor?.stop();
    },
  };
  if (typeof source !== 'function') starting = Promise.resolve(begin(source));
  return handle;
}
