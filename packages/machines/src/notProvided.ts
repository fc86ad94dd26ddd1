import { fromPromise } from 'xstate';

/**
 * The stand-in for an injected call in `setup()`: it declares the call's types, and fails loudly
 * when a machine is run without `machine.provide({ actors })` giving the real one.
 */
export function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} was not provided: pass it with machine.provide({ actors })`);
  });
}
