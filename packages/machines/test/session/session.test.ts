import { ApiRequestError, STORAGE_KEYS } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../support/formatMessage.ts';
import { ORIGIN, somchai, startSession, storedSession } from '../support/session.ts';

const unauthorized = () => new ApiRequestError({ kind: 'http', status: 401, message: 'Unauthorized' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session at start', () => {
  it('stays logged out and clears a half session (token without customer data)', () => {
    const { actor, storage, calls } = startSession({ [STORAGE_KEYS.customerToken]: 'token-1' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'popupClosed' });
    expect(storage.contents()).toEqual({});
    expect(calls.count('fetchCartCount')).toBe(0);
  });

  it('clears customer data that has no token', () => {
    const { actor, storage } = startSession({ [STORAGE_KEYS.customerData]: JSON.stringify(somchai) });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(storage.contents()).toEqual({});
  });

  it('removes corrupt customer data', () => {
    const { actor, storage } = startSession({
      [STORAGE_KEYS.customerToken]: 'token-1',
      [STORAGE_KEYS.customerData]: '{not json',
    });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(storage.contents()).toEqual({});
  });

  it('restores a stored session and refreshes the cart count', async () => {
    const { actor, calls } = startSession(storedSession);
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'refreshingCartCount' });
    expect(actor.getSnapshot().context).toMatchObject({ customer: somchai, token: 'token-1' });
    expect(calls.inputs('fetchCartCount')).toEqual([{ customerId: 'c-1' }]);
    await calls.resolve('fetchCartCount', 3);
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'idle' });
    expect(actor.getSnapshot().context.cartCount).toBe(3);
  });

  it('completes a redirect-mode social login: stores the session, removes the temporaries, refreshes the count', async () => {
    const { actor, storage, calls } = startSession({
      [STORAGE_KEYS.socialLoginToken]: 'social-token',
      [STORAGE_KEYS.socialLoginUser]: JSON.stringify(somchai),
    });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(storage.contents()).toEqual({
      [STORAGE_KEYS.customerToken]: 'social-token',
      [STORAGE_KEYS.customerData]: JSON.stringify(somchai),
    });
    expect(calls.count('fetchCartCount')).toBe(1);
    await calls.resolve('fetchCartCount', 2);
    expect(actor.getSnapshot().context.cartCount).toBe(2);
  });

  it('drops corrupt social-login temporaries and falls back to the stored session', () => {
    const { actor, storage } = startSession({
      ...storedSession,
      [STORAGE_KEYS.socialLoginToken]: 'social-token',
      [STORAGE_KEYS.socialLoginUser]: 'oops',
    });
    expect(actor.getSnapshot().context.token).toBe('token-1');
    expect(storage.contents()).toEqual(storedSession);
  });

  it('asks for no cart count when the stored customer has no id', () => {
    const { actor, calls } = startSession({
      [STORAGE_KEYS.customerToken]: 't',
      [STORAGE_KEYS.customerData]: JSON.stringify({ ...somchai, id: undefined }),
    });
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'idle' });
    expect(calls.count('fetchCartCount')).toBe(0);
  });

  it('accepts _id as the customer id', () => {
    const { calls } = startSession({
      [STORAGE_KEYS.customerToken]: 't',
      [STORAGE_KEYS.customerData]: JSON.stringify({ ...somchai, id: undefined, _id: 'm-9' }),
    });
    expect(calls.inputs('fetchCartCount')).toEqual([{ customerId: 'm-9' }]);
  });
});

describe('login popup', () => {
  it('refuses a login without email or password, in Thai and English, and sends nothing', () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'OPEN_LOGIN' });
    actor.send({ type: 'LOGIN_FIELD', field: 'identifier', value: 'somchai@example.com' });
    actor.send({ type: 'LOGIN_FIELD', field: 'password', value: '   ' });
    actor.send({ type: 'SUBMIT_LOGIN' });
    const { formError } = actor.getSnapshot().context;
    expect(formError && formatMessage(formError, 'th')).toBe('กรุณากรอกอีเมลและรหัสผ่าน');
    expect(formError && formatMessage(formError, 'en')).toBe('Please enter email and password');
    expect(actor.getSnapshot().value).toEqual({ loggedOut: { popup: 'login' } });
    expect(calls.count('login')).toBe(0);
  });

  it('logs in: stores token and customer, announces a password login, forgets the password', async () => {
    const { actor, storage, calls, emitted } = startSession();
    actor.send({ type: 'OPEN_LOGIN' });
    actor.send({ type: 'LOGIN_FIELD', field: 'identifier', value: 'somchai@example.com' });
    actor.send({ type: 'LOGIN_FIELD', field: 'password', value: 'secret' });
    actor.send({ type: 'SUBMIT_LOGIN' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: { popup: 'loggingIn' } });
    expect(calls.inputs('login')).toEqual([{ identifier: 'somchai@example.com', password: 'secret' }]);
    await calls.resolve('login', { customer: somchai, token: 'token-9' });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(storage.contents()).toEqual({
      [STORAGE_KEYS.customerToken]: 'token-9',
      [STORAGE_KEYS.customerData]: JSON.stringify(somchai),
    });
    expect(actor.getSnapshot().context.loginForm).toEqual({ identifier: '', password: '' });
    expect(emitted).toEqual([{ type: 'loggedIn', method: 'password' }]);
    expect(calls.inputs('fetchCartCount')).toEqual([{ customerId: 'c-1' }]);
  });

  it('keeps the popup open with the typed data and the described error when login fails', async () => {
    const { actor, calls, storage } = startSession();
    actor.send({ type: 'OPEN_LOGIN' });
    actor.send({ type: 'LOGIN_FIELD', field: 'identifier', value: 'somchai@example.com' });
    actor.send({ type: 'LOGIN_FIELD', field: 'password', value: 'wrong' });
    actor.send({ type: 'SUBMIT_LOGIN' });
    await calls.reject('login', unauthorized());
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ loggedOut: { popup: 'login' } });
    expect(context.loginForm).toEqual({ identifier: 'somchai@example.com', password: 'wrong' });
    expect(formatMessage(context.formError ?? { id: 'text' }, 'en')).toBe('login: 401');
    expect(context.lastError).toEqual({ kind: 'http', status: 401, message: 'Unauthorized' });
    expect(storage.contents()).toEqual({});
  });

  it('describes a network failure of login as a network error', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'OPEN_LOGIN' });
    actor.send({ type: 'LOGIN_FIELD', field: 'identifier', value: 'a@b.th' });
    actor.send({ type: 'LOGIN_FIELD', field: 'password', value: 'x' });
    actor.send({ type: 'SUBMIT_LOGIN' });
    await calls.reject('login', new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().context.formError).toEqual({ id: 'text', values: { text: 'login: network' } });
  });

  it('closes and reopens, toggling between the login and register forms, clearing the error line', () => {
    const { actor } = startSession();
    actor.send({ type: 'OPEN_REGISTER' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: { popup: 'register' } });
    actor.send({ type: 'SUBMIT_REGISTER' });
    expect(actor.getSnapshot().context.formError).not.toBeNull();
    actor.send({ type: 'SHOW_LOGIN' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: { popup: 'login' } });
    expect(actor.getSnapshot().context.formError).toBeNull();
    actor.send({ type: 'SHOW_REGISTER' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: { popup: 'register' } });
    actor.send({ type: 'CLOSE_POPUP' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'popupClosed' });
  });
});

describe('why the popup opened', () => {
  it('says it opened to add an item to the cart, across login and register, until it closes', () => {
    const { actor, emitted } = startSession();
    actor.send({ type: 'OPEN_LOGIN', reason: 'addToCart' });
    const reason = () => actor.getSnapshot().context.popupReason;
    const text = (locale: 'th' | 'en') => {
      const message = reason();
      return message && formatMessage(message, locale);
    };
    expect(text('en')).toBe('Log in to add this item to your cart');
    expect(text('th')).toBe('เข้าสู่ระบบเพื่อเพิ่มสินค้านี้ลงตะกร้า');
    actor.send({ type: 'SHOW_REGISTER' });
    expect(reason()).not.toBeNull();
    actor.send({ type: 'CLOSE_POPUP' });
    expect(reason()).toBeNull();
    expect(emitted).toEqual([{ type: 'popupDismissed' }]);
    actor.send({ type: 'OPEN_LOGIN' });
    expect(reason()).toBeNull();
  });

  it('forgets the reason once signed in', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'OPEN_LOGIN', reason: 'addToCart' });
    actor.send({ type: 'LOGIN_FIELD', field: 'identifier', value: 'somchai@example.com' });
    actor.send({ type: 'LOGIN_FIELD', field: 'password', value: 'pass1234' });
    actor.send({ type: 'SUBMIT_LOGIN' });
    await calls.resolve('login', { customer: somchai, token: 'token-1' });
    expect(actor.getSnapshot().context.popupReason).toBeNull();
  });
});

describe('registration', () => {
  const fill = (actor: ReturnType<typeof startSession>['actor'], confirmPassword = 'pass1234') => {
    const fields = {
      firstName: 'Somchai',
      lastName: 'Jaidee',
      email: 'somchai@example.com',
      phone: '0812345678',
      password: 'pass1234',
      confirmPassword,
    } as const;
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'REGISTER_FIELD', field: field as keyof typeof fields, value });
    }
  };

  it.each([
    ['a missing field', 'Please fill in all required fields', 'กรุณากรอกข้อมูลให้ครบทุกช่อง', false, true],
    ['different passwords', 'Passwords do not match', 'รหัสผ่านไม่ตรงกัน', true, false],
    ['terms not accepted', 'Please accept terms and conditions', 'กรุณายอมรับข้อกำหนดและเงื่อนไข', true, true],
  ])('refuses %s', (_, en, th, filled, matching) => {
    const { actor, calls } = startSession();
    actor.send({ type: 'OPEN_REGISTER' });
    if (filled) fill(actor, matching ? 'pass1234' : 'other');
    else fill(actor);
    if (!filled) actor.send({ type: 'REGISTER_FIELD', field: 'phone', value: ' ' });
    if (!(filled && matching)) actor.send({ type: 'ACCEPT_TERMS', value: true });
    actor.send({ type: 'SUBMIT_REGISTER' });
    const { formError } = actor.getSnapshot().context;
    expect(formError && formatMessage(formError, 'en')).toBe(en);
    expect(formError && formatMessage(formError, 'th')).toBe(th);
    expect(calls.count('register')).toBe(0);
  });

  it('registers, then shows the login form with the success alert and a cleared register form', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'OPEN_REGISTER' });
    fill(actor);
    actor.send({ type: 'ACCEPT_TERMS', value: true });
    actor.send({ type: 'SUBMIT_REGISTER' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: { popup: 'registering' } });
    expect(calls.inputs('register')).toEqual([
      {
        firstName: 'Somchai',
        lastName: 'Jaidee',
        email: 'somchai@example.com',
        phone: '0812345678',
        password: 'pass1234',
      },
    ]);
    await calls.resolve('register', { success: true });
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ loggedOut: { popup: 'login' } });
    expect(context.registered).toBe(true);
    expect(formatMessage({ id: 'session.registered' }, 'en')).toBe('Registration successful, please login');
    expect(context.registerForm).toMatchObject({ firstName: '', password: '', acceptTerms: false });
    actor.send({ type: 'DISMISS_REGISTERED' });
    expect(actor.getSnapshot().context.registered).toBe(false);
  });

  it('after registering, the login form already holds the email just registered', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'OPEN_REGISTER' });
    fill(actor);
    actor.send({ type: 'ACCEPT_TERMS', value: true });
    actor.send({ type: 'SUBMIT_REGISTER' });
    await calls.resolve('register', { success: true });
    expect(actor.getSnapshot().context.loginForm).toEqual({
      identifier: 'somchai@example.com',
      password: '',
    });
    actor.send({ type: 'LOGIN_FIELD', field: 'password', value: 'pass1234' });
    actor.send({ type: 'SUBMIT_LOGIN' });
    expect(calls.inputs('login')).toEqual([{ identifier: 'somchai@example.com', password: 'pass1234' }]);
  });

  it('keeps the form and describes the failure when registration fails (409)', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'OPEN_REGISTER' });
    fill(actor);
    actor.send({ type: 'ACCEPT_TERMS', value: true });
    actor.send({ type: 'SUBMIT_REGISTER' });
    await calls.reject('register', new ApiRequestError({ kind: 'http', status: 409, message: 'taken' }));
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ loggedOut: { popup: 'register' } });
    expect(context.registerForm.email).toBe('somchai@example.com');
    expect(context.formError).toEqual({ id: 'text', values: { text: 'register: 409' } });
  });
});

describe('logged in', () => {
  it('logs out: clears both keys, resets the cart count, announces it', async () => {
    const { actor, storage, calls, emitted } = startSession(storedSession);
    await calls.resolve('fetchCartCount', 5);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'popupClosed' });
    expect(actor.getSnapshot().context).toMatchObject({ customer: null, token: null, cartCount: 0 });
    expect(storage.contents()).toEqual({});
    expect(emitted).toEqual([{ type: 'loggedOut', reason: 'logout' }]);
  });

  it('becomes logged out when any call answers 401', async () => {
    const { actor, storage, calls, emitted } = startSession(storedSession);
    await calls.resolve('fetchCartCount', 1);
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(storage.contents()).toEqual({});
    expect(emitted).toEqual([{ type: 'loggedOut', reason: 'unauthorized' }]);
  });

  it('becomes logged out when the cart count answers 401', async () => {
    const { actor, calls, storage } = startSession(storedSession);
    await calls.reject('fetchCartCount', unauthorized());
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(storage.contents()).toEqual({});
  });

  it('keeps the last count when a refresh fails otherwise', async () => {
    const { actor, calls } = startSession(storedSession);
    await calls.resolve('fetchCartCount', 4);
    actor.send({ type: 'REFRESH_CART_COUNT' });
    await calls.reject('fetchCartCount', new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'idle' });
    expect(actor.getSnapshot().context.cartCount).toBe(4);
  });

  it('takes only the answer of the latest refresh', async () => {
    const { actor, calls } = startSession(storedSession);
    actor.send({ type: 'REFRESH_CART_COUNT' });
    expect(calls.count('fetchCartCount')).toBe(2);
    await calls.resolveStale('fetchCartCount', 1);
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'refreshingCartCount' });
    await calls.resolve('fetchCartCount', 7);
    expect(actor.getSnapshot().context.cartCount).toBe(7);
  });
});

describe('social login window messages', () => {
  const success = { type: 'social-login-success', customer: somchai, token: 'social-1' };

  it('ignores a success message from another origin', () => {
    const { actor, storage } = startSession();
    actor.send({ type: 'SOCIAL_MESSAGE', origin: 'https://evil.example', data: success });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(storage.contents()).toEqual({});
  });

  it.each([
    ['an error message', { type: 'social-login-error', error: 'NO_CODE' }],
    ['a message without a token', { ...success, token: undefined }],
    ['a message without a customer', { ...success, customer: 'x' }],
    ['no data', null],
  ])('ignores %s from our own origin', (_, data) => {
    const { actor } = startSession();
    actor.send({ type: 'SOCIAL_MESSAGE', origin: ORIGIN, data });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  });

  it('logs in from a success message of our own origin, even with the popup open', () => {
    const { actor, storage, emitted, calls } = startSession();
    actor.send({ type: 'OPEN_LOGIN' });
    actor.send({ type: 'SOCIAL_MESSAGE', origin: ORIGIN, data: success });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.customerToken)).toBe('social-1');
    expect(emitted).toEqual([{ type: 'loggedIn', method: 'social' }]);
    expect(calls.count('fetchCartCount')).toBe(1);
  });
});
