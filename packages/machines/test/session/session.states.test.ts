import { ApiRequestError, STORAGE_KEYS } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, somchai, startSession, storedSession } from '../support/session.ts';

// What holds in each state of the session, checked from a real start: above all, storage agrees with
// the state (a session is stored exactly while logged in), and a state ignores what it must ignore.

type Run = ReturnType<typeof startSession>;

const storedAs = (token: string) => ({
  [STORAGE_KEYS.customerToken]: token,
  [STORAGE_KEYS.customerData]: JSON.stringify(somchai),
});

function fillLogin(run: Run) {
  run.actor.send({ type: 'OPEN_LOGIN' });
  run.actor.send({ type: 'LOGIN_FIELD', field: 'identifier', value: somchai.email });
  run.actor.send({ type: 'LOGIN_FIELD', field: 'password', value: 'secret' });
}

function fillRegister(run: Run) {
  run.actor.send({ type: 'OPEN_REGISTER' });
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const) {
    run.actor.send({ type: 'REGISTER_FIELD', field, value: 'x' });
  }
  run.actor.send({ type: 'ACCEPT_TERMS', value: true });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loggedOut.popupClosed', () => {
  it('stores nothing and ignores what only a customer or an open popup can do', () => {
    const run = startSession();
    expect(run.actor.getSnapshot().value).toEqual({ loggedOut: 'popupClosed' });
    for (const type of [
      'LOGOUT',
      'UNAUTHORIZED',
      'REFRESH_CART_COUNT',
      'SUBMIT_LOGIN',
      'SUBMIT_REGISTER',
    ] as const) {
      run.actor.send({ type });
    }
    expect(run.actor.getSnapshot().value).toEqual({ loggedOut: 'popupClosed' });
    expect(run.storage.contents()).toEqual({});
    expect(run.calls.count('login') + run.calls.count('register') + run.calls.count('fetchCartCount')).toBe(
      0,
    );
  });

  it('a success message from another origin changes nothing; one from ours logs in and stores it', () => {
    const run = startSession();
    const data = { type: 'social-login-success', customer: somchai, token: 's-1' };
    run.actor.send({ type: 'SOCIAL_MESSAGE', origin: 'https://evil.example', data });
    expect(run.storage.contents()).toEqual({});
    run.actor.send({ type: 'SOCIAL_MESSAGE', origin: ORIGIN, data });
    expect(run.actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(run.storage.contents()).toEqual(storedAs('s-1'));
  });
});

describe('loggedOut.popup.loggingIn', () => {
  it('calls login once whatever else is pressed, and stores nothing until the answer', async () => {
    const run = startSession();
    fillLogin(run);
    run.actor.send({ type: 'SUBMIT_LOGIN' });
    run.actor.send({ type: 'SUBMIT_LOGIN' });
    run.actor.send({ type: 'SHOW_REGISTER' });
    expect(run.actor.getSnapshot().value).toEqual({ loggedOut: { popup: 'loggingIn' } });
    expect(run.calls.count('login')).toBe(1);
    expect(run.storage.contents()).toEqual({});
    await run.calls.resolve('login', { customer: somchai, token: 'p-1' });
    expect(run.storage.contents()).toEqual(storedAs('p-1'));
  });

  it('a refusal stores nothing and returns to the filled form', async () => {
    const run = startSession();
    fillLogin(run);
    run.actor.send({ type: 'SUBMIT_LOGIN' });
    await run.calls.reject('login', new ApiRequestError({ kind: 'http', status: 401, message: '' }));
    expect(run.actor.getSnapshot().value).toEqual({ loggedOut: { popup: 'login' } });
    expect(run.actor.getSnapshot().context.loginForm.password).toBe('secret');
    expect(run.storage.contents()).toEqual({});
  });
});

describe('loggedOut.popup.registering', () => {
  it('calls register once, stores no session either way, and lands on the login form when done', async () => {
    const run = startSession();
    fillRegister(run);
    run.actor.send({ type: 'SUBMIT_REGISTER' });
    run.actor.send({ type: 'SUBMIT_REGISTER' });
    expect(run.actor.getSnapshot().value).toEqual({ loggedOut: { popup: 'registering' } });
    expect(run.calls.count('register')).toBe(1);
    await run.calls.resolve('register', {});
    expect(run.actor.getSnapshot().value).toEqual({ loggedOut: { popup: 'login' } });
    expect(run.actor.getSnapshot().context.registered).toBe(true);
    expect(run.storage.contents()).toEqual({});
  });
});

describe('loggedIn', () => {
  it('holds the stored session, forgets anything typed, and ignores the popup', () => {
    const run = startSession(storedSession);
    run.actor.send({ type: 'OPEN_LOGIN' });
    run.actor.send({ type: 'LOGIN_FIELD', field: 'password', value: 'typed' });
    expect(run.actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(run.actor.getSnapshot().context.loginForm.password).toBe('');
    expect(run.storage.contents()).toEqual(storedSession);
  });

  it('refreshingCartCount: asks once per refresh and keeps only the latest answer', async () => {
    const run = startSession(storedSession);
    expect(run.actor.getSnapshot().value).toEqual({ loggedIn: 'refreshingCartCount' });
    expect(run.calls.inputs('fetchCartCount')).toEqual([{ customerId: somchai.id }]);
    await run.calls.resolve('fetchCartCount', 3);
    expect(run.actor.getSnapshot().value).toEqual({ loggedIn: 'idle' });
    expect(run.actor.getSnapshot().context.cartCount).toBe(3);
  });

  it('each way out (logout, a 401 anywhere, a 401 on the count) leaves storage empty and the count at 0', async () => {
    const exits: Array<(run: Run) => Promise<void>> = [
      async (run) => run.actor.send({ type: 'LOGOUT' }),
      async (run) => run.actor.send({ type: 'UNAUTHORIZED' }),
      (run) =>
        run.calls.reject('fetchCartCount', new ApiRequestError({ kind: 'http', status: 401, message: '' })),
    ];
    for (const leave of exits) {
      const run = startSession(storedSession);
      await leave(run);
      expect(run.actor.getSnapshot().value).toEqual({ loggedOut: 'popupClosed' });
      expect(run.storage.contents()).toEqual({});
      expect(run.actor.getSnapshot().context).toMatchObject({ token: null, customer: null, cartCount: 0 });
    }
  });
});
