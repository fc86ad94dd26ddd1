import { STORAGE_KEYS } from '@probuild/api-client';
import { memoryStorage } from '@probuild/machines';
import { describe, expect, it, vi } from 'vitest';
import { type SessionActor, startSession } from './sessionActor.ts';
import { createSessionHandle, holdsSession } from './sessionHandle.ts';

const ORIGIN = 'https://shop.example';
const customer = { _id: 'c-1', id: 'c-1', firstName: 'Somchai', lastName: 'Jaidee', email: 's@example.com' };

/** A handle whose session starts only when the test lets it, as a chunk loads over the network. */
function handleStartedByHand(storage = memoryStorage()) {
  const starts: Array<(actor: SessionActor) => void> = [];
  const startActor = vi.fn(
    () =>
      new Promise<SessionActor>((resolve) => {
        starts.push(resolve);
      }),
  );
  const handle = createSessionHandle(startActor);
  const finishStart = () => {
    const actor = startSession({ locale: 'th', storage, origin: ORIGIN });
    for (const resolve of starts.splice(0)) resolve(actor);
    return actor;
  };
  return { handle, startActor, finishStart };
}

describe('a session started when first needed', () => {
  it('reads as a guest until it starts, then as its machine', async () => {
    const { handle, finishStart } = handleStartedByHand();
    const heard = vi.fn();
    handle.subscribe(heard);
    expect(handle.getSnapshot()).toBeUndefined();
    expect(handle.started).toBeNull();

    const starting = handle.start();
    finishStart();
    const actor = await starting;

    expect(handle.started).toBe(actor);
    expect(handle.getSnapshot()?.matches('loggedOut')).toBe(true);
    expect(heard).toHaveBeenCalled();
  });

  it('starts on the first event and passes the events sent meanwhile in their order', async () => {
    const { handle, startActor, finishStart } = handleStartedByHand();
    handle.send({ type: 'OPEN_LOGIN' });
    handle.send({ type: 'SHOW_REGISTER' });
    expect(startActor).toHaveBeenCalledTimes(1);

    finishStart();
    await handle.start();

    expect(startActor).toHaveBeenCalledTimes(1);
    expect(handle.getSnapshot()?.matches({ loggedOut: { popup: 'register' } })).toBe(true);
  });

  it('gives the machine’s events to handlers added before it started, until they unsubscribe', async () => {
    const storage = memoryStorage();
    const { handle, finishStart } = handleStartedByHand(storage);
    const loggedOut = vi.fn();
    const subscription = handle.on('loggedOut', loggedOut);
    storage.setItem(STORAGE_KEYS.customerToken, 'token-1');
    storage.setItem(STORAGE_KEYS.customerData, JSON.stringify(customer));
    const starting = handle.start();
    finishStart();
    await starting;
    expect(handle.getSnapshot()?.matches('loggedIn')).toBe(true);

    handle.send({ type: 'UNAUTHORIZED' });
    expect(loggedOut).toHaveBeenCalledWith(expect.objectContaining({ reason: 'unauthorized' }));

    subscription.unsubscribe();
    handle.send({
      type: 'SOCIAL_MESSAGE',
      origin: ORIGIN,
      data: { type: 'social-login-success', customer, token: 'token-2' },
    });
    expect(handle.getSnapshot()?.matches('loggedIn')).toBe(true);
    handle.send({ type: 'UNAUTHORIZED' });
    expect(handle.getSnapshot()?.matches('loggedOut')).toBe(true);
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('tries again after a start that failed, and drops the events of the failed one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const startActor = vi
      .fn<() => Promise<SessionActor>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(async () =>
        startSession({ locale: 'th', storage: memoryStorage(), origin: ORIGIN }),
      );
    const handle = createSessionHandle(startActor);

    handle.send({ type: 'OPEN_LOGIN' });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(handle.started).toBeNull();

    await handle.start();
    expect(startActor).toHaveBeenCalledTimes(2);
    expect(handle.getSnapshot()?.matches({ loggedOut: 'popupClosed' })).toBe(true);
    error.mockRestore();
  });

  it('wraps a running actor at once', () => {
    const actor = startSession({ locale: 'en', storage: memoryStorage(), origin: ORIGIN });
    const handle = createSessionHandle(actor);
    expect(handle.started).toBe(actor);
    handle.send({ type: 'OPEN_LOGIN' });
    expect(handle.getSnapshot()?.matches({ loggedOut: 'popup' })).toBe(true);
  });
});

it('starts the session before the first render only for a stored session or a social redirect', () => {
  const storage = memoryStorage();
  expect(holdsSession(storage)).toBe(false);
  storage.setItem(STORAGE_KEYS.language, 'en');
  expect(holdsSession(storage)).toBe(false);
  for (const key of [
    STORAGE_KEYS.customerToken,
    STORAGE_KEYS.customerData,
    STORAGE_KEYS.socialLoginToken,
    STORAGE_KEYS.socialLoginUser,
  ]) {
    const holding = memoryStorage();
    holding.setItem(key, 'x');
    expect(holdsSession(holding)).toBe(true);
  }
});
