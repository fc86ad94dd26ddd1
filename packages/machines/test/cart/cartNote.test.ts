import { ApiRequestError } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartNoteMachine } from '../../src/cart/cartNoteMachine.ts';
import { formatMessage } from '../support/formatMessage.ts';
import { run } from '../support/run.ts';

const start = () => run(cartNoteMachine, [], { note: 'gift wrap' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('cart line note', () => {
  it('opens with the saved note, closes without saving', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'CHANGE', text: 'no box' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().context).toMatchObject({ note: 'gift wrap', draft: 'gift wrap' });
  });

  it('save asks once and keeps what the server stored', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', text: ' no box ' });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'SAVE' });
    expect(emitted).toEqual([{ type: 'save', note: ' no box ' }]);
    actor.send({ type: 'SAVED', note: 'no box' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.note).toBe('no box');
  });

  it('a failed save stays open with the text of the server’s code, in the page’s language, else the default', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SAVE' });
    actor.send({
      type: 'SAVE_FAILED',
      error: new ApiRequestError({
        kind: 'http',
        status: 404,
        message: 'ไม่พบสินค้าในตะกร้า',
        code: 'CART_ITEM_NOT_FOUND',
      }),
    });
    expect(actor.getSnapshot().value).toBe('open');
    const error = actor.getSnapshot().context.error ?? { id: 'text' };
    expect(formatMessage(error, 'th')).toBe('ไม่พบสินค้าในตะกร้า');
    expect(formatMessage(error, 'en')).toBe('The item is not in the cart');
    actor.send({ type: 'SAVE' });
    actor.send({
      type: 'SAVE_FAILED',
      error: new ApiRequestError({ kind: 'http', status: 404, message: 'gone', code: 'NEW' }),
    });
    expect(formatMessage(actor.getSnapshot().context.error ?? { id: 'text' }, 'th')).toBe(
      'เกิดข้อผิดพลาดในการบันทึกหมายเหตุ',
    );
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'SAVE_FAILED', error: new TypeError('Failed to fetch') });
    expect(formatMessage(actor.getSnapshot().context.error ?? { id: 'text' }, 'th')).toBe(
      'เกิดข้อผิดพลาดในการบันทึกหมายเหตุ',
    );
  });
});
