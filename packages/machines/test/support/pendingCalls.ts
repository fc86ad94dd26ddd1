import { vi } from 'vitest';
import { fromPromise } from 'xstate';

interface Call {
  input: unknown;
  resolve(output: unknown): void;
  reject(error: unknown): void;
  signal: AbortSignal;
}

/** Lets the microtasks and zero-delay timers that settle a promise actor run (fake timers). */
export async function flush(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

/**
 * Fake promise actors that stay pending until the test settles them, so a test decides when and
 * how each call of the machine answers, and can see what every call was sent.
 */
export function pendingCalls() {
  const calls = new Map<string, Call[]>();
  const unsettled = new Map<string, Call[]>();
  const listOf = (map: Map<string, Call[]>, name: string) => {
    let list = map.get(name);
    if (!list) {
      list = [];
      map.set(name, list);
    }
    return list;
  };
  /** The oldest unanswered call that is still live (or, with `stale`, one the machine abandoned). */
  const take = (name: string, stale = false) => {
    const list = listOf(unsettled, name);
    const index = list.findIndex((call) => call.signal.aborted === stale);
    const [call] = index === -1 ? [] : list.splice(index, 1);
    if (!call) throw new Error(`no ${stale ? 'abandoned' : 'live'} pending call of ${name}`);
    return call;
  };
  return {
    actor<TOutput, TInput>(name: string) {
      return fromPromise<TOutput, TInput>(
        ({ input, signal }) =>
          new Promise<TOutput>((resolve, reject) => {
            const call: Call = { input, resolve: resolve as (o: unknown) => void, reject, signal };
            listOf(calls, name).push(call);
            listOf(unsettled, name).push(call);
          }),
      );
    },
    /** The inputs of every call of `name`, oldest first. */
    inputs(name: string): unknown[] {
      return listOf(calls, name).map((call) => call.input);
    },
    count(name: string): number {
      return listOf(calls, name).length;
    },
    /** Answers the oldest live call of `name`. */
    async resolve(name: string, output: unknown): Promise<void> {
      take(name).resolve(output);
      await flush();
    },
    /** Answers a call the machine already abandoned (its signal aborted): a late, stale answer. */
    async resolveStale(name: string, output: unknown): Promise<void> {
      take(name, true).resolve(output);
      await flush();
    },
    async reject(name: string, error: unknown): Promise<void> {
      take(name).reject(error);
      await flush();
    },
  };
}

export type PendingCalls = ReturnType<typeof pendingCalls>;
