import { type AnyStateMachine, createActor, type InputFrom } from 'xstate';
import { pendingCalls } from './pendingCalls.ts';

/**
 * Starts a machine whose injected calls (`names`) are pending fakes the test answers; collects
 * what the machine emits.
 */
export function run<TMachine extends AnyStateMachine>(
  machine: TMachine,
  names: string[],
  ...input: undefined extends InputFrom<TMachine> ? [InputFrom<TMachine>?] : [InputFrom<TMachine>]
) {
  const calls = pendingCalls();
  const actors = Object.fromEntries(names.map((name) => [name, calls.actor(name)]));
  const actor = createActor(machine.provide({ actors } as Parameters<TMachine['provide']>[0]) as TMachine, {
    input: input[0],
  });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}
