import { ApiRequestError, STORAGE_KEYS } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  EMPTY_REGISTER_FORM,
  type SessionContext,
  type SessionEvent,
  sessionMachine,
} from '../../src/session/sessionMachine.ts';
import { memoryStorage } from '../../src/storage.ts';
import {
  describePath,
  eventsFrom,
  pathsCoveringEveryTransition,
  replayPath,
  unreachedStates,
} from '../support/modelPaths.ts';
import { describeError, ORIGIN, somchai, startSession, storedSession } from '../support/session.ts';

const registerOrder = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const;

const examples: Record<string, AnyEventObject[]> = {
  LOGIN_FIELD: [
    { type: 'LOGIN_FIELD', field: 'identifier', value: 'somchai@example.com' },
    { type: 'LOGIN_FIELD', field: 'password', value: 'secret' },
  ],
  REGISTER_FIELD: [
    ...registerOrder.map((field) => ({ type: 'REGISTER_FIELD', field, value: 'pw' })),
    { type: 'REGISTER_FIELD', field: 'confirmPassword', value: 'other' },
  ],
  ACCEPT_TERMS: [{ type: 'ACCEPT_TERMS', value: true }],
  SOCIAL_MESSAGE: [
    {
      type: 'SOCIAL_MESSAGE',
      origin: ORIGIN,
      data: { type: 'social-login-success', customer: somchai, token: 's' },
    },
    { type: 'SOCIAL_MESSAGE', origin: 'https://evil.example', data: { type: 'social-login-success' } },
  ],
  'xstate.done.actor.login': [{ type: 'xstate.done.actor.login', output: { customer: somchai, token: 'p' } }],
  'xstate.error.actor.login': [
    {
      type: 'xstate.error.actor.login',
      error: new ApiRequestError({ kind: 'http', status: 401, message: '' }),
    },
  ],
  'xstate.done.actor.register': [{ type: 'xstate.done.actor.register', output: {} }],
  'xstate.error.actor.register': [
    {
      type: 'xstate.error.actor.register',
      error: new ApiRequestError({ kind: 'http', status: 409, message: '' }),
    },
  ],
  'xstate.done.actor.fetchCartCount': [{ type: 'xstate.done.actor.fetchCartCount', output: 2 }],
  'xstate.error.actor.fetchCartCount': [
    {
      type: 'xstate.error.actor.fetchCartCount',
      error: new ApiRequestError({ kind: 'http', status: 401, message: '' }),
    },
    { type: 'xstate.error.actor.fetchCartCount', error: new TypeError('Failed to fetch') },
  ],
};

/**
 * Keeps the model small: the register form fills in one order (each field once, the confirmation
 * either matching or not), the login form fills once, and only one of the two forms is typed into
 * (they are independent, so their interleavings would add states but no behaviour).
 */
function filterEvents(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = snapshot.context as SessionContext;
  const typedLogin = context.loginForm.identifier !== '' || context.loginForm.password !== '';
  const typedRegister = registerOrder.some((f) => context.registerForm[f] !== '');
  if (event.type === 'REGISTER_FIELD') {
    if (typedLogin) return false;
    const field = event.field as (typeof registerOrder)[number];
    const next = registerOrder.find((f) => context.registerForm[f] === EMPTY_REGISTER_FORM[f]);
    return field === next;
  }
  if (event.type === 'LOGIN_FIELD') {
    if (typedRegister) return false;
    const field = event.field as 'identifier' | 'password';
    return context.loginForm[field] === '';
  }
  return true;
}

const project = (snapshot: AnyMachineSnapshot) => {
  const { customer, token, cartCount, loginForm, registerForm, formError, registered } =
    snapshot.context as SessionContext;
  return { customer, token, cartCount, loginForm, registerForm, formError, registered };
};

/** Under `filterEvents`, how far each form is filled says all about it. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { loginForm, registerForm, ...rest } = project(snapshot);
  return JSON.stringify({
    value: snapshot.value,
    ...rest,
    loginFilled: Object.values(loginForm).filter(Boolean).length,
    registerFilled: Object.values(registerForm).filter(Boolean).length,
    confirmation: registerForm.confirmPassword,
  });
};

/**
 * Where each start is walked from. After a logout every start is in the same logged-out machine,
 * so the starts that begin logged in stop at the first logged-out state: the first start walks it.
 */
const starts: Array<{ name: string; stored: Record<string, string>; walkLoggedOut: boolean }> = [
  { name: 'nothing stored', stored: {}, walkLoggedOut: true },
  { name: 'a stored session', stored: storedSession, walkLoggedOut: false },
  {
    name: 'a social-login redirect',
    stored: { [STORAGE_KEYS.socialLoginToken]: 'r', [STORAGE_KEYS.socialLoginUser]: JSON.stringify(somchai) },
    walkLoggedOut: false,
  },
];

const scenarios = starts.map((scenario) => {
  const allPaths = getShortestPaths(sessionMachine, {
    input: { storage: memoryStorage(scenario.stored), origin: ORIGIN, describeError },
    events: eventsFrom<SessionEvent>(examples),
    filterEvents,
    serializeState,
    stopWhen: scenario.walkLoggedOut ? undefined : (snapshot) => snapshot.matches('loggedOut'),
  });
  const paths = pathsCoveringEveryTransition(allPaths, (snapshot) => {
    const { formError, registered, cartCount } = snapshot.context as SessionContext;
    return { formError, registered, cartCount };
  });
  return { ...scenario, paths };
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('the session model passes through every state but the transient start', () => {
  const paths = scenarios.flatMap((scenario) => scenario.paths);
  expect(unreachedStates(sessionMachine, paths)).toEqual(['session.starting']);
});

describe.each(scenarios)('session model, starting with $name', ({ stored, paths }) => {
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const run = startSession(stored);
    await replayPath(sessionMachine, path, run, project, (snapshot) => {
      // Storage always agrees with the state: a session is stored exactly when logged in.
      const { token, customer } = snapshot.context as SessionContext;
      const expected = snapshot.matches('loggedIn')
        ? { [STORAGE_KEYS.customerToken]: token, [STORAGE_KEYS.customerData]: JSON.stringify(customer) }
        : {};
      expect(run.storage.contents()).toEqual(expected);
    });
  });
});
