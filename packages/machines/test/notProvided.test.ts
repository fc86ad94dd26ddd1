import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { notProvided } from '../src/notProvided.ts';

describe('notProvided', () => {
  it('fails with the name of the call that was not provided', async () => {
    const actor = createActor(notProvided<number, void>('fetchCartCount')).start();
    await expect(toPromise(actor)).rejects.toThrow('fetchCartCount was not provided');
  });
});
