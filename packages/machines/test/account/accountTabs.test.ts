import { STORAGE_KEYS } from '@probuild/api-client';
import { describe, expect, it } from 'vitest';
import { accountTabsMachine, isAccountTab } from '../../src/account/accountTabsMachine.ts';
import { memoryStorage } from '../../src/storage.ts';
import { run } from '../support/run.ts';

describe('account tabs', () => {
  it('opens personal-info by default, and on an unknown remembered value', () => {
    expect(run(accountTabsMachine, [], { storage: memoryStorage() }).actor.getSnapshot().value).toBe(
      'personal-info',
    );
    const odd = memoryStorage({ [STORAGE_KEYS.accountTab]: 'wishlist' });
    expect(run(accountTabsMachine, [], { storage: odd }).actor.getSnapshot().value).toBe('personal-info');
  });

  it.each(['address', 'order-history', 'personal-info'] as const)('remembers %s across visits', (tab) => {
    const storage = memoryStorage();
    const first = run(accountTabsMachine, [], { storage });
    first.actor.send({ type: 'SELECT_TAB', tab });
    expect(first.actor.getSnapshot().value).toBe(tab);
    expect(storage.contents()).toEqual({ [STORAGE_KEYS.accountTab]: tab });
    first.actor.stop();
    expect(run(accountTabsMachine, [], { storage }).actor.getSnapshot().value).toBe(tab);
  });

  it('knows its tabs', () => {
    expect(isAccountTab('address')).toBe(true);
    expect(isAccountTab(null)).toBe(false);
  });
});
