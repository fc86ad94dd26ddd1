import { type ApiError, type Locale, loginErrorMessage, registerErrorMessage } from '@probuild/api-client';
import {
  type KeyValueStorage,
  type LoginForm,
  type LoginResult,
  type RegisterPayload,
  type SessionOperation,
  sessionMachine,
} from '@probuild/machines';
import { type ActorRefFrom, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { api, queries, queryClient } from '../api/client.ts';
import { dataOf } from './apiData.ts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The session machine with the shop's real calls; a new account gets `locale` as its language. */
export function sessionMachineFor(locale: Locale) {
  return sessionMachine.provide({
    actors: {
      login: fromPromise<LoginResult, LoginForm>(async ({ input }) =>
        dataOf(await api.POST('/customers/login', { body: input })),
      ),
      register: fromPromise<unknown, RegisterPayload>(async ({ input }) =>
        dataOf(
          await api.POST('/customers/register', {
            // The preferences the register form does not ask for: the shop's language and time zone.
            body: { ...input, preferences: { language: locale, timezone: 'Asia/Bangkok' } },
          }),
        ),
      ),
    },
  });
}

export interface SessionOptions {
  locale: Locale;
  storage?: KeyValueStorage;
  origin?: string;
}

/** The machine's input: browser storage, our origin (for window messages) and the catalogue's error messages. */
export function sessionInput({
  storage = localStorage,
  origin = window.location.origin,
}: Omit<SessionOptions, 'locale'> = {}) {
  return {
    storage,
    origin,
    describeError: (operation: SessionOperation, error: ApiError) =>
      operation === 'login' ? loginErrorMessage(error) : registerErrorMessage(error),
  };
}

/**
 * A running session actor. It settles at once (restores the stored session, completes a redirect-mode
 * social login), so it is started before the first render: the route guard then reads the final storage.
 */
export function startSession(options: SessionOptions): SessionActor {
  const actor = createActor(sessionMachineFor(options.locale), { input: sessionInput(options) });
  // Listening before the start, which already asks for the count of a stored session's cart.
  actor.on('countCart', ({ request, customerId }) =>
    countCart(customerId).then(
      (count) => actor.send({ type: 'CART_COUNTED', request, count }),
      (error: unknown) => actor.send({ type: 'CART_COUNT_FAILED', request, error }),
    ),
  );
  return actor.start();
}

/** The number of items in the customer's cart, asked afresh. */
async function countCart(customerId: string): Promise<number> {
  // At start, a redirect-mode social login stores the token in the same step that asks for the
  // count: wait one tick so the request carries the token.
  await Promise.resolve();
  const answer = await queryClient.fetchQuery({
    ...queries.queryOptions('get', '/cart/count/{customerId}', { params: { path: { customerId } } }),
    staleTime: 0,
  });
  return answer.data.itemCount;
}
