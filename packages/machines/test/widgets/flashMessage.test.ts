import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_AUTO_CLEAR_MS } from '../../src/constants.ts';
import { flashMessageMachine, isSuccessText } from '../../src/widgets/flashMessageMachine.ts';
import { run } from '../support/run.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('product page message', () => {
  it('a message with the Thai word for completed is a success and clears after 3 s', () => {
    const { actor } = run(flashMessageMachine, []);
    actor.send({ type: 'SHOW', text: 'เพิ่มสินค้าลงตะกร้าสำเร็จ' });
    expect(actor.getSnapshot().value).toBe('success');
    vi.advanceTimersByTime(MESSAGE_AUTO_CLEAR_MS - 1);
    expect(actor.getSnapshot().context.text).toBe('เพิ่มสินค้าลงตะกร้าสำเร็จ');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.text).toBeNull();
  });

  it('any other message is an error that stays until dismissed', () => {
    const { actor } = run(flashMessageMachine, []);
    actor.send({ type: 'SHOW', text: 'Failed to add product to cart' });
    vi.advanceTimersByTime(MESSAGE_AUTO_CLEAR_MS * 10);
    expect(actor.getSnapshot().value).toBe('error');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('a new message replaces the old one and its timer', () => {
    const { actor } = run(flashMessageMachine, []);
    actor.send({ type: 'SHOW', text: 'สำเร็จ 1' });
    vi.advanceTimersByTime(MESSAGE_AUTO_CLEAR_MS - 10);
    actor.send({ type: 'SHOW', text: 'error' });
    vi.advanceTimersByTime(MESSAGE_AUTO_CLEAR_MS);
    expect(actor.getSnapshot().context.text).toBe('error');
    expect(isSuccessText('Product added to cart successfully')).toBe(false);
  });
});
