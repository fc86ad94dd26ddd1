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
const start = () => run(warrantyCheckMachine, ['checkWarranty']);
const errorText = (actor: ReturnType<typeof start>['actor']) =>
  formatMessage(actor.getSnapshot().context.error ?? { id: 'text' }, 'en');

async function checked(answer: (calls: ReturnType<typeof start>['calls']) => Promise<void>) {
  const check = start();
  check.actor.send({ type: 'SERIAL_CHANGED', serial: ' SN1 ' });
  check.actor.send({ type: 'SUBMIT' });
  await answer(check.calls);
  return check;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('warranty check', () => {
  it('refuses a blank serial number without a call', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SERIAL_CHANGED', serial: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(errorText(actor)).toBe('please enter Serial Number');
    expect(formatMessage(actor.getSnapshot().context.error ?? { id: 'text' }, 'th')).toBe(
      'กรุณากรอก Serial Number',
    );
    expect(calls.count('checkWarranty')).toBe(0);
    actor.send({ type: 'DISMISS_ERROR' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('idle → searching → result, with the trimmed serial number', async () => {
    const { actor, calls } = await checked(async () => {});
    expect(actor.getSnapshot().value).toBe('searching');
    expect(calls.inputs('checkWarranty')).toEqual([{ serialNumber: 'SN1' }]);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SERIAL_CHANGED', serial: 'other' });
    expect(calls.count('checkWarranty')).toBe(1);
    expect(actor.getSnapshot().context.serial).toBe(' SN1 ');
    await calls.resolve('checkWarranty', inWarranty);
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().context.result).toEqual(inWarranty);
    actor.send({ type: 'SUBMIT' });
    expect(calls.count('checkWarranty')).toBe(2);
  });

  it('typing a new serial number leaves the result', async () => {
    const { actor } = await checked((calls) =>
      calls.resolve('checkWarranty', { ...inWarranty, expired: true }),
    );
    expect(actor.getSnapshot().context.result?.expired).toBe(true);
    actor.send({ type: 'SERIAL_CHANGED', serial: 'SN2' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it.each([
    [
      'status not_registered',
      (c: ReturnType<typeof start>['calls']) =>
        c.resolve('checkWarranty', { ...inWarranty, status: 'not_registered' }),
    ],
  ])('%s gives the product-not-found text', async (_, answer) => {
    const { actor } = await checked(answer);
    expect(actor.getSnapshot().value).toBe('error');
    expect(errorText(actor)).toBe('Product not found in system, check the serial number or contact sales');
  });

  it('a result reads by its status, never by its words', async () => {
    const { actor } = await checked((c) =>
      c.resolve('checkWarranty', { ...inWarranty, message: { th: '-', en: 'Warranty not yet started' } }),
    );
    expect(actor.getSnapshot().value).toBe('result');
  });

  it('shows the text of a refusal’s code, else the generic text', async () => {
    const server = await checked((c) =>
      c.reject(
        'checkWarranty',
        new ApiRequestError({ kind: 'http', status: 429, message: 'Too many checks', code: 'RATE_LIMITED' }),
      ),
    );
    expect(errorText(server.actor)).toBe('Too many requests, please try again later');
    const unknown = await checked((c) =>
      c.reject(
        'checkWarranty',
        new ApiRequestError({ kind: 'http', status: 429, message: 'Too many checks', code: 'NEW' }),
      ),
    );
    expect(errorText(unknown.actor)).toBe('Error checking warranty');
    const network = await checked((c) => c.reject('checkWarranty', new TypeError('Failed to fetch')));
    expect(errorText(network.actor)).toBe('Error checking warranty');
    const blank = await checked((c) =>
      c.reject('checkWarranty', new ApiRequestError({ kind: 'http', status: 500, message: ' ' })),
    );
    expect(errorText(blank.actor)).toBe('Error checking warranty');
  });
});
