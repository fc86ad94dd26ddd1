import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_LOADING_BAR_MS, ROUTE_LOADING_BAR_STEP_MS } from '../../src/constants.ts';
import { progressAt, routeLoadingBarMachine } from '../../src/widgets/routeLoadingBarMachine.ts';
import { run } from '../support/run.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('route loading bar', () => {
  it('goes from 0 to 100 over 2000 ms in 50 ms steps', () => {
    const { actor } = run(routeLoadingBarMachine, []);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'ROUTE_CHANGED' });
    const seen = [actor.getSnapshot().context.progress];
    for (let t = 0; t < ROUTE_LOADING_BAR_MS; t += ROUTE_LOADING_BAR_STEP_MS) {
      vi.advanceTimersByTime(ROUTE_LOADING_BAR_STEP_MS);
      seen.push(actor.getSnapshot().context.progress);
    }
    expect(seen).toHaveLength(41);
    expect(seen[0]).toBe(0);
    expect(seen[1]).toBe(2.5);
    expect(seen[20]).toBe(50);
    expect(seen[40]).toBe(100);
    expect(actor.getSnapshot().value).toBe('done');
    vi.advanceTimersByTime(ROUTE_LOADING_BAR_MS);
    expect(actor.getSnapshot().context.progress).toBe(100);
  });

  it('starts over on another route change', () => {
    const { actor } = run(routeLoadingBarMachine, []);
    actor.send({ type: 'ROUTE_CHANGED' });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.progress).toBe(50);
    actor.send({ type: 'ROUTE_CHANGED' });
    expect(actor.getSnapshot().context.progress).toBe(0);
    vi.advanceTimersByTime(ROUTE_LOADING_BAR_STEP_MS);
    expect(actor.getSnapshot().context.progress).toBe(2.5);
  });

  it('never reports more than 100', () => {
    expect(progressAt(41)).toBe(100);
  });
});
