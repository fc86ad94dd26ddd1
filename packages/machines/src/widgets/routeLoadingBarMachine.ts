import { assign, setup } from 'xstate';
import { ROUTE_LOADING_BAR_MS, ROUTE_LOADING_BAR_STEP_MS } from '../constants.ts';

const STEPS = ROUTE_LOADING_BAR_MS / ROUTE_LOADING_BAR_STEP_MS;

/** The bar's width in percent after `step` of the 40 steps. */
export function progressAt(step: number): number {
  return Math.min(100, (step * 100) / STEPS);
}

/**
 * The loading bar on route changes: 0 → 100 % over 2000 ms in 50 ms steps. Another route change
 * starts it over.
 */
export const routeLoadingBarMachine = setup({
  types: {
    context: {} as { progress: number; step: number },
    events: {} as { type: 'ROUTE_CHANGED' },
  },
  guards: {
    isFull: ({ context }) => context.step >= STEPS,
  },
  delays: { step: ROUTE_LOADING_BAR_STEP_MS },
}).createMachine({
  id: 'routeLoadingBar',
  context: { progress: 0, step: 0 },
  initial: 'idle',
  on: {
    ROUTE_CHANGED: { target: '.running', actions: assign({ progress: 0, step: 0 }) },
  },
  states: {
    idle: {},
    running: {
      always: { guard: 'isFull', target: 'done' },
      after: {
        step: {
          target: 'running',
          reenter: true,
          actions: assign(({ context }) => ({
            step: context.step + 1,
            progress: progressAt(context.step + 1),
          })),
        },
      },
    },
    done: {},
  },
});
