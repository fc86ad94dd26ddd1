import { ApiRequestError } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type WarrantyResult, warrantyCheckMachine } from '../../src/widgets/warrantyCheckMachine.ts';
import { formatMessage } from '../support/formatMessage.ts';
import { run } from '../support/run.ts';

const inWarranty: WarrantyResult = {
  status: 'active',
  expired: false,
  serialNumber: 'SN1',
  warrantyMonths: 24,
};
const start = () => run(warrantyCheckMachine, []);
const errorText = (actor: ReturnType<typeof start>['actor']) =>
  formatMessage(actor.getSnapshot().context.error ?? { id: 'text' }, 'en');

type Actor = ReturnType<typeof start>['actor'];

function checked(answer: (actor: Actor) => void) {
  const check = start();
  check.actor.send({ type: 'SERIAL_CHANGED', serial: ' SN1 ' });
  check.actor.send({ type: 'SUBMIT' });
  answer(check.actor);
  return check;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('warranty check', () => {
  it('refuses a blank serial number without a call', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'SERIAL_CHANGED', serial: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(errorText(actor)).toBe('please enter Serial Number');
    expect(formatMessage(actor.getSnapshot().context.error ?? { id: 'text' }, 'th')).toBe(
      'กรุณากรอก Serial Number',
    );
    expect(emitted).toEqual([]);
    actor.send({ type: 'DISMISS_ERROR' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('idle → searching → result, with the trimmed serial number', () => {
    const { actor, emitted } = checked(() => {});
    expect(actor.getSnapshot().value).toBe('searching');
    expect(emitted).toEqual([{ type: 'check', serialNumber: 'SN1' }]);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SERIAL_CHANGED', serial: 'other' });
    expect(emitted).toHaveLength(1);
    expect(actor.getSnapshot().context.serial).toBe(' SN1 ');
    actor.send({ type: 'ANSWERED', result: inWarranty });
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().context.result).toEqual(inWarranty);
    actor.send({ type: 'SUBMIT' });
    expect(emitted).toHaveLength(2);
  });

  it('typing a new serial number leaves the result', () => {
    const { actor } = checked((a) => a.send({ type: 'ANSWERED', result: { ...inWarranty, expired: true } }));
    expect(actor.getSnapshot().context.result?.expired).toBe(true);
    actor.send({ type: 'SERIAL_CHANGED', serial: 'SN2' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it.each([
    [
      'status not_registered',
      (a: Actor) => a.send({ type: 'ANSWERED', result: { ...inWarranty, status: 'not_registered' } }),
    ],
  ])('%s gives the product-not-found text', (_, answer) => {
    const { actor } = checked(answer);
    expect(actor.getSnapshot().value).toBe('error');
    expect(errorText(actor)).toBe('Product not found in system, check the serial number or contact sales');
  });

  it('a result reads by its status, never by its words', () => {
    const { actor } = checked((c) =>
      c.send({
        type: 'ANSWERED',
        result: { ...inWarranty, message: { th: '-', en: 'Warranty not yet started' } },
      }),
    );
    expect(actor.getSnapshot().value).toBe('result');
  });

  it('shows the text of a refusal’s code, else the generic text', () => {
    const server = checked((c) =>
      c.send({
        type: 'FAILED',
        error: new ApiRequestError({
          kind: 'http',
          status: 429,
          message: 'Too many checks',
          code: 'RATE_LIMITED',
        }),
      }),
    );
    expect(errorText(server.actor)).toBe('Too many requests, please try again later');
    const unknown = checked((c) =>
      c.send({
        type: 'FAILED',
        error: new ApiRequestError({ kind: 'http', status: 429, message: 'Too many checks', code: 'NEW' }),
      }),
    );
    expect(errorText(unknown.actor)).toBe('Error checking warranty');
    const network = checked((c) => c.send({ type: 'FAILED', error: new TypeError('Failed to fetch') }));
    expect(errorText(network.actor)).toBe('Error checking warranty');
    const blank = checked((c) =>
      c.send({ type: 'FAILED', error: new ApiRequestError({ kind: 'http', status: 500, message: ' ' }) }),
    );
    expect(errorText(blank.actor)).toBe('Error checking warranty');
  });
});
