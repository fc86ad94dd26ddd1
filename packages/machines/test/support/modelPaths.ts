import { expect, vi } from 'vitest';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getStateNodes, type StatePath } from 'xstate/graph';
import { flush, type PendingCalls } from './pendingCalls.ts';

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

/**
 * The traversal's events for a snapshot: every event its active states handle, each as the
 * examples given for its type (actor answers must be given: they carry outputs and errors).
 */
export function eventsFrom<TEvent extends EventObject>(examples: Record<string, AnyEventObject[]>) {
  return (snapshot: AnyMachineSnapshot): TEvent[] => {
    const types = new Set(snapshot._nodes.flatMap((node) => node.ownEvents));
    return [...types].flatMap((type) => {
      const given = examples[type];
      if (given) return given;
      if (type.startsWith(DONE) || type.startsWith(ERROR)) throw new Error(`give examples for ${type}`);
      return [{ type }];
    }) as TEvent[];
  };
}

function delayOf(machine: AnyStateMachine, eventType: string): number {
  const name = eventType.slice(AFTER.length).split('.')[0] as string;
  const delay = Number.isNaN(Number(name)) ? machine.implementations.delays[name] : Number(name);
  if (typeof delay !== 'number') throw new Error(`unknown delay ${name}`);
  return delay;
}

export interface PathRun {
  actor: AnyActorRef;
  calls: PendingCalls;
}

/**
 * Replays a path of the model on a running actor with fake actors and fake timers: user events
 * are sent, actor answers come from the pending calls, delays pass on the clock. After each step
 * the running actor must be where the model is, with the same context (as `project` sees it),
 * and `check` asserts what the state means outside the machine (storage, emitted events…).
 */
export async function replayPath(
  machine: AnyStateMachine,
  path: StatePath<AnyMachineSnapshot, EventObject>,
  run: PathRun,
  project: (snapshot: AnyMachineSnapshot) => unknown,
  check: (snapshot: AnyMachineSnapshot) => void = () => {},
): Promise<void> {
  const { actor, calls } = run;
  for (const [index, step] of path.steps.entries()) {
    const { event } = step;
    if (index > 0) {
      if (event.type.startsWith(DONE)) {
        await calls.resolve(event.type.slice(DONE.length), (event as { output?: unknown }).output);
      } else if (event.type.startsWith(ERROR)) {
        await calls.reject(event.type.slice(ERROR.length), (event as { error?: unknown }).error);
      } else if (event.type.startsWith(AFTER)) {
        await vi.advanceTimersByTimeAsync(delayOf(machine, event.type));
      } else {
        actor.send(event);
        await flush();
      }
    }
    const where = `step ${index} (${event.type})`;
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    expect(snapshot.value, where).toEqual(step.state.value);
    expect(project(snapshot), where).toEqual(project(step.state as AnyMachineSnapshot));
    check(snapshot);
  }
}

type Path = StatePath<AnyMachineSnapshot, EventObject>;

/**
 * The shortest path to every distinct transition of the model: a path is kept when its last step
 * (from state, event, to state, and what `label` shows of the result) is one no shorter path ends
 * with. The traversal tells apart every context, so each kept path is exact; keeping one per
 * transition keeps the replays few while every state, event and guard outcome is walked.
 */
export function pathsCoveringEveryTransition(
  paths: Path[],
  label: (snapshot: AnyMachineSnapshot) => unknown = () => null,
): Path[] {
  const byTransition = new Map<string, Path>();
  for (const path of [...paths].sort((a, b) => a.steps.length - b.steps.length)) {
    const [before, last] = path.steps.slice(-2);
    const key =
      before && last
        ? JSON.stringify([before.state.value, last.event, last.state.value, label(last.state)])
        : 'start';
    if (!byTransition.has(key)) byTransition.set(key, path);
  }
  return [...byTransition.values()];
}

/** A path's events as text, for test names. */
export function describePath(path: StatePath<AnyMachineSnapshot, EventObject>): string {
  return (
    path.steps
      .slice(1)
      .map((step) =>
        step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\./, ''),
      )
      .join(' → ') || '(start)'
  );
}

/** Ids of the machine's states that no path passes through. */
export function unreachedStates(
  machine: AnyStateMachine,
  paths: Array<StatePath<AnyMachineSnapshot, EventObject>>,
): string[] {
  const reached = new Set(
    paths.flatMap((path) => path.steps.flatMap((step) => step.state._nodes.map((n) => n.id))),
  );
  return getStateNodes(machine.root)
    .map((node) => node.id)
    .filter((id) => !reached.has(id));
}
