import { ApiRequestError } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fieldsLocked,
  initialsOf,
  type PersonalInfo,
  personalInfoMachine,
} from '../../src/account/personalInfoMachine.ts';
import { formatMessage } from '../support/formatMessage.ts';
import { run } from '../support/run.ts';

const somchai: PersonalInfo = {
  firstName: 'somchai',
  lastName: 'Jaidee',
  email: 's@example.com',
  phone: '081',
};
const start = () => run(personalInfoMachine, ['loadProfile', 'updateProfile']);

async function viewing() {
  const info = start();
  await info.calls.resolve('loadProfile', somchai);
  return info;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('personal info', () => {
  it('loads into viewing with the fields locked', async () => {
    const { actor } = await viewing();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.form).toEqual(somchai);
    expect(fieldsLocked(actor.getSnapshot())).toBe(true);
  });

  it("a failed load says 'cannot load data' and can be retried", async () => {
    const { actor, calls } = start();
    await calls.reject('loadProfile', new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(formatMessage(actor.getSnapshot().context.error ?? { id: 'text' }, 'en')).toBe('Cannot load data');
    actor.send({ type: 'RETRY' });
    await calls.resolve('loadProfile', somchai);
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('edit unlocks the fields; cancel throws the edits away', async () => {
    const { actor } = await viewing();
    actor.send({ type: 'EDIT' });
    expect(fieldsLocked(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'FIELD', field: 'phone', value: '099' });
    expect(actor.getSnapshot().context.form.phone).toBe('099');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.form).toEqual(somchai);
  });

  it('save sends the edits, locks while saving, reloads, then shows the reloaded data', async () => {
    const { actor, calls } = await viewing();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'FIELD', field: 'lastName', value: 'Rakdee' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(fieldsLocked(actor.getSnapshot())).toBe(true);
    expect(calls.inputs('updateProfile')).toEqual([{ ...somchai, lastName: 'Rakdee' }]);
    await calls.resolve('updateProfile', { success: true });
    expect(actor.getSnapshot().value).toBe('reloading');
    await calls.resolve('loadProfile', { ...somchai, lastName: 'Rakdee (server)' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.profile?.lastName).toBe('Rakdee (server)');
  });

  it("a failed save stays in editing with the edits and 'cannot update data'", async () => {
    const { actor, calls } = await viewing();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'FIELD', field: 'email', value: 'new@example.com' });
    actor.send({ type: 'SAVE' });
    await calls.reject('updateProfile', new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form.email).toBe('new@example.com');
    expect(formatMessage(actor.getSnapshot().context.error ?? { id: 'text' }, 'th')).toBe(
      'ไม่สามารถอัปเดตข้อมูลได้',
    );
  });

  it('a save refused because mail is over its limits says so, and keeps the edits', async () => {
    const { actor, calls } = await viewing();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'FIELD', field: 'email', value: 'new@example.com' });
    actor.send({ type: 'SAVE' });
    await calls.reject(
      'updateProfile',
      new ApiRequestError({ kind: 'http', status: 429, message: 'x', code: 'TOO_MANY_MESSAGES' }),
    );
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form.email).toBe('new@example.com');
    expect(formatMessage(actor.getSnapshot().context.error ?? { id: 'text' }, 'en')).toBe(
      'We have sent as many emails and text messages as we can for now, so this was not done. Please try again later.',
    );
  });

  it('a failed reload after saving shows the load failure', async () => {
    const { actor, calls } = await viewing();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'SAVE' });
    await calls.resolve('updateProfile', {});
    await calls.reject('loadProfile', new TypeError('x'));
    expect(actor.getSnapshot().value).toBe('loadFailed');
  });

  it('avatar initials: first letters of first and last name, else the generic icon', () => {
    expect(initialsOf(somchai)).toBe('SJ');
    expect(initialsOf({ firstName: 'สมชาย', lastName: '' })).toBe('ส');
    expect(initialsOf({ firstName: ' ', lastName: '' })).toBeNull();
    expect(initialsOf(null)).toBeNull();
  });
});
