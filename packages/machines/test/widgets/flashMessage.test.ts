import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_AUTO_CLEAR_MS } from '../../src/constants.ts';
import { message } from '../../src/messages.ts';
import { flashMessageMachine } from '../../src/widgets/flashMessageMachine.ts';
import { run } from '../support/run.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const added = message('cart.added');
const failed = message('error.addToCartFailed');

describe('product page message', () => {
  it('a success clears itself after 3 s', () => {
    const { actor } = run(flashMessageMachine, []);
    actor.send({ type: 'SHOW_SUCCESS', message: added });
    expect(actor.getSnapshot().value).toBe('success');
    vi.advanceTimersByTime(MESSAGE_AUTO_CLEAR_MS - 1);
    expect(actor.getSnapshot().context.message).toEqual(added);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('an error stays until dismissed', () => {
    const { actor } = run(flashMessageMachine, []);
    actor.send({ type: 'SHOW_ERROR', message: failed });
    vi.advanceTimersByTime(MESSAGE_AUTO_CLEAR_MS * 10);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.message).toEqual(failed);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('an error replaces a success and cancels its timer', () => {
    const { actor } = run(flashMessageMachine, []);
    actor.send({ type: 'SHOW_SUCCESS', message: added });
    vi.advanceTimersByTime(MESSAGE_AUTO_CLEAR_MS - 10);
    actor.send({ type: 'SHOW_ERROR', message: failed });
    vi.advanceTimersByTime(MESSAGE_AUTO_CLEAR_MS);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.message).toEqual(failed);
  });

  it('a second success starts the 3 s again', () => {
    const { actor } = run(flashMessageMachine, []);
    actor.send({ type: 'SHOW_SUCCESS', message: added });
    vi.advanceTimersByTime(MESSAGE_AUTO_CLEAR_MS - 10);
    actor.send({ type: 'SHOW_SUCCESS', message: added });
    vi.advanceTimersByTime(MESSAGE_AUTO_CLEAR_MS - 1);
    expect(actor.getSnapshot().value).toBe('success');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
