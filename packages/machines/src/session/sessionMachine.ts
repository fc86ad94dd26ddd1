import { type ApiError, clearStoredSession, STORAGE_KEYS } from '@probuild/api-client';
import { and, assign, emit, enqueueActions, not, setup } from 'xstate';
import { failureOf, isUnauthorized } from '../failure.ts';
import { type Identified, idOf } from '../ids.ts';
import { type Message, message } from '../messages.ts';
import { notProvided } from '../notProvided.ts';
import { type KeyValueStorage, readJson } from '../storage.ts';

/** The customer as the session needs it; the contract's customer type satisfies it. */
export interface SessionCustomer extends Identified {
  firstName: string;
  lastName: string;
  email: string;
}

export interface LoginResult {
  customer: SessionCustomer;
  token: string;
}

export interface LoginForm {
  identifier: string;
  password: string;
}

export interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type RegisterPayload = Omit<RegisterForm, 'confirmPassword' | 'acceptTerms'>;

export type SessionOperation = 'login' | 'register';

/** Turns a failed call into the catalogue's message for that operation (the api-client's error messages). */
export type DescribeError = (operation: SessionOperation, error: ApiError) => Message;

/** What the social-login popup posts to its opener (only messages from our own origin count). */
export type SocialLoginMessage =
  | { type: 'social-login-success'; customer: SessionCustomer; token: string }
  | { type: 'social-login-error'; error: string };

export interface SessionInput {
  storage: KeyValueStorage;
  /** Our own origin: window messages from any other origin are ignored. */
  origin: string;
  describeError: DescribeError;
}

export interface SessionContext extends SessionInput {
  customer: SessionCustomer | null;
  token: string | null;
  cartCount: number;
  /** The number of the cart count last asked for: only its answer is taken. */
  cartCountRequest: number;
  loginForm: LoginForm;
  registerForm: RegisterForm;
  /** The popup's error line: a validation message or the described failure of the last call. */
  formError: Message | null;
  /** The last failed call, as the api-client reports it. */
  lastError: ApiError | null;
  /** Set by a successful registration for the 'Registration successful, please login' alert. */
  registered: boolean;
  /** Why the popup opened, when something the shopper pressed needs a customer. */
  popupReason: Message | null;
}

/** What a guest pressed that opened the popup. */
export type LoginReason = 'addToCart';

const REASON_MESSAGES = {
  addToCart: message('session.loginToAddToCart'),
} satisfies Record<LoginReason, Message>;

export type SessionEvent =
  | { type: 'OPEN_LOGIN'; reason?: LoginReason }
  | { type: 'OPEN_REGISTER' }
  | { type: 'CLOSE_POPUP' }
  | { type: 'SHOW_LOGIN' }
  | { type: 'SHOW_REGISTER' }
  | { type: 'LOGIN_FIELD'; field: keyof LoginForm; value: string }
  | { type: 'REGISTER_FIELD'; field: Exclude<keyof RegisterForm, 'acceptTerms'>; value: string }
  | { type: 'ACCEPT_TERMS'; value: boolean }
  | { type: 'SUBMIT_LOGIN' }
  | { type: 'SUBMIT_REGISTER' }
  | { type: 'DISMISS_REGISTERED' }
  | { type: 'SOCIAL_MESSAGE'; origin: string; data: unknown }
  | { type: 'LOGOUT' }
  /** A call answered 401: the api-client already removed the stored session. */
  | { type: 'UNAUTHORIZED' }
  | { type: 'REFRESH_CART_COUNT' }
  | { type: 'CART_COUNTED'; request: number; count: number }
  | { type: 'CART_COUNT_FAILED'; request: number; error: unknown };

export type SessionEmitted =
  | { type: 'loggedIn'; method: 'password' | 'social' }
  | { type: 'loggedOut'; reason: 'logout' | 'unauthorized' }
  /** A guest closed the popup without signing in. */
  | { type: 'popupDismissed' }
  /** The customer's cart count is wanted: answered with CART_COUNTED / CART_COUNT_FAILED, same `request`. */
  | { type: 'countCart'; request: number; customerId: string };

export const EMPTY_LOGIN_FORM: LoginForm = { identifier: '', password: '' };
export const EMPTY_REGISTER_FORM: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

function isCustomer(value: unknown): value is SessionCustomer {
  return typeof value === 'object' && value !== null && 'email' in value;
}

/** Both halves of a stored session, or null (missing token, missing or corrupt customer data). */
function readSession(storage: KeyValueStorage, tokenKey: string, customerKey: string) {
  const token = storage.getItem(tokenKey);
  const customer = readJson(storage, customerKey);
  return token && isCustomer(customer) ? { token, customer } : null;
}

const readStoredSession = (storage: KeyValueStorage) =>
  readSession(storage, STORAGE_KEYS.customerToken, STORAGE_KEYS.customerData);

const readSocialRedirect = (storage: KeyValueStorage) =>
  readSession(storage, STORAGE_KEYS.socialLoginToken, STORAGE_KEYS.socialLoginUser);

function socialSuccessOf(event: SessionEvent, origin: string): LoginResult | null {
  if (event.type !== 'SOCIAL_MESSAGE' || event.origin !== origin) return null;
  const data = event.data as Partial<Extract<SocialLoginMessage, { type: 'social-login-success' }>> | null;
  if (data?.type !== 'social-login-success' || typeof data.token !== 'string' || !isCustomer(data.customer)) {
    return null;
  }
  return { customer: data.customer, token: data.token };
}

const isBlank = (value: string) => value.trim() === '';

const registerTextFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    login: notProvided<LoginResult, LoginForm>('login'),
    register: notProvided<unknown, RegisterPayload>('register'),
  },
  guards: {
    hasSocialRedirect: ({ context }) => readSocialRedirect(context.storage) !== null,
    hasStoredSession: ({ context }) => readStoredSession(context.storage) !== null,
    isOwnSocialSuccess: ({ context, event }) => socialSuccessOf(event, context.origin) !== null,
    loginFormIncomplete: ({ context }) =>
      isBlank(context.loginForm.identifier) || isBlank(context.loginForm.password),
    registerFieldMissing: ({ context }) => registerTextFields.some((f) => isBlank(context.registerForm[f])),
    passwordsDiffer: ({ context }) => context.registerForm.password !== context.registerForm.confirmPassword,
    termsNotAccepted: ({ context }) => !context.registerForm.acceptTerms,
    hasCustomerId: ({ context }) => idOf(context.customer) !== null,
    /** The answer to the cart count last asked for (an earlier one is late, and dropped). */
    answersCartCount: ({ context, event }) =>
      (event.type === 'CART_COUNTED' || event.type === 'CART_COUNT_FAILED') &&
      event.request === context.cartCountRequest,
    isUnauthorized: ({ event }) => 'error' in event && isUnauthorized(event.error),
  },
  actions: {
    // Both run only after their guard found the session in storage.
    adoptStoredSession: assign(({ context }) => readStoredSession(context.storage) as LoginResult),
    adoptSocialRedirect: assign(({ context }) => readSocialRedirect(context.storage) as LoginResult),
    removeSocialRedirect: ({ context }) => {
      context.storage.removeItem(STORAGE_KEYS.socialLoginToken);
      context.storage.removeItem(STORAGE_KEYS.socialLoginUser);
    },
    clearStoredSession: ({ context }) => clearStoredSession(context.storage),
    // Runs right after a login result was adopted, so both halves are there.
    persistSession: ({ context }) => {
      context.storage.setItem(STORAGE_KEYS.customerToken, context.token as string);
      context.storage.setItem(STORAGE_KEYS.customerData, JSON.stringify(context.customer));
    },
    adoptLoginResult: assign((_, result: LoginResult) => ({
      customer: result.customer,
      token: result.token,
      formError: null,
      lastError: null,
    })),
    /** Logout, or a 401: both stored keys go, the cart count drops to 0, and the app is told. */
    signOut: enqueueActions(({ enqueue }, params: { reason: 'logout' | 'unauthorized' }) => {
      enqueue(({ context }) => clearStoredSession(context.storage));
      enqueue.assign({ customer: null, token: null, cartCount: 0 });
      enqueue.emit({ type: 'loggedOut', reason: params.reason });
    }),
    clearFormError: assign({ formError: null, lastError: null }),
    setFormError: assign((_, params: { message: Message }) => ({
      formError: params.message,
      lastError: null,
    })),
    setCallFailure: assign(({ context }, params: { operation: SessionOperation; thrown: unknown }) => {
      const error = failureOf(params.thrown);
      return { lastError: error, formError: context.describeError(params.operation, error) };
    }),
    acknowledgeRegistration: assign({ registered: false }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ...input,
    customer: null,
    token: null,
    cartCount: 0,
    cartCountRequest: 0,
    loginForm: EMPTY_LOGIN_FORM,
    registerForm: EMPTY_REGISTER_FORM,
    formError: null,
    lastError: null,
    registered: false,
    popupReason: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      // Redirect-mode social login leaves a temporary token and user: they win, then always go.
      exit: 'removeSocialRedirect',
      always: [
        {
          guard: 'hasSocialRedirect',
          target: 'loggedIn',
          actions: ['adoptSocialRedirect', 'persistSession'],
        },
        { guard: 'hasStoredSession', target: 'loggedIn', actions: 'adoptStoredSession' },
        // Half a session or corrupt customer data: remove what is there.
        { target: 'loggedOut', actions: 'clearStoredSession' },
      ],
    },
    loggedOut: {
      initial: 'popupClosed',
      on: {
        SOCIAL_MESSAGE: {
          guard: 'isOwnSocialSuccess',
          target: 'loggedIn',
          actions: [
            {
              type: 'adoptLoginResult',
              params: ({ context, event }) => socialSuccessOf(event, context.origin) as LoginResult,
            },
            'persistSession',
            emit({ type: 'loggedIn', method: 'social' }),
          ],
        },
      },
      states: {
        popupClosed: {
          on: {
            OPEN_LOGIN: {
              target: 'popup.login',
              actions: [
                'clearFormError',
                assign({ popupReason: ({ event }) => (event.reason ? REASON_MESSAGES[event.reason] : null) }),
              ],
            },
            OPEN_REGISTER: { target: 'popup.register', actions: 'clearFormError' },
          },
        },
        popup: {
          initial: 'login',
          on: {
            CLOSE_POPUP: {
              target: 'popupClosed',
              actions: [
                'clearFormError',
                'acknowledgeRegistration',
                assign({ popupReason: null }),
                emit({ type: 'popupDismissed' }),
              ],
            },
          },
          states: {
            login: {
              on: {
                SHOW_REGISTER: { target: 'register', actions: ['clearFormError', 'acknowledgeRegistration'] },
                LOGIN_FIELD: {
                  actions: assign({
                    loginForm: ({ context, event }) => ({ ...context.loginForm, [event.field]: event.value }),
                  }),
                },
                DISMISS_REGISTERED: { actions: 'acknowledgeRegistration' },
                SUBMIT_LOGIN: [
                  {
                    guard: 'loginFormIncomplete',
                    actions: {
                      type: 'setFormError',
                      params: { message: message('session.credentialsRequired') },
                    },
                  },
                  { target: 'loggingIn', actions: ['clearFormError', 'acknowledgeRegistration'] },
                ],
              },
            },
            loggingIn: {
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context }) => context.loginForm,
                onDone: {
                  target: '#session.loggedIn',
                  actions: [
                    { type: 'adoptLoginResult', params: ({ event }) => event.output },
                    'persistSession',
                    emit({ type: 'loggedIn', method: 'password' }),
                  ],
                },
                // The popup stays open and the form keeps what was typed.
                onError: {
                  target: 'login',
                  actions: {
                    type: 'setCallFailure',
                    params: ({ event }) => ({ operation: 'login', thrown: event.error }),
                  },
                },
              },
            },
            register: {
              on: {
                SHOW_LOGIN: { target: 'login', actions: 'clearFormError' },
                REGISTER_FIELD: {
                  actions: assign({
                    registerForm: ({ context, event }) => ({
                      ...context.registerForm,
                      [event.field]: event.value,
                    }),
                  }),
                },
                ACCEPT_TERMS: {
                  actions: assign({
                    registerForm: ({ context, event }) => ({
                      ...context.registerForm,
                      acceptTerms: event.value,
                    }),
                  }),
                },
                SUBMIT_REGISTER: [
                  {
                    guard: 'registerFieldMissing',
                    actions: {
                      type: 'setFormError',
                      params: { message: message('session.registerFieldsRequired') },
                    },
                  },
                  {
                    guard: 'passwordsDiffer',
                    actions: {
                      type: 'setFormError',
                      params: { message: message('session.passwordsMismatch') },
                    },
                  },
                  {
                    guard: 'termsNotAccepted',
                    actions: { type: 'setFormError', params: { message: message('session.termsRequired') } },
                  },
                  { target: 'registering', actions: 'clearFormError' },
                ],
              },
            },
            registering: {
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => {
                  const { confirmPassword: _, acceptTerms: __, ...payload } = context.registerForm;
                  return payload;
                },
                // The login form holds the email just registered: the password is all that is left to type.
                onDone: {
                  target: 'login',
                  actions: assign(({ context }) => ({
                    registered: true,
                    registerForm: EMPTY_REGISTER_FORM,
                    loginForm: { identifier: context.registerForm.email.trim(), password: '' },
                  })),
                },
                onError: {
                  target: 'register',
                  actions: {
                    type: 'setCallFailure',
                    params: ({ event }) => ({ operation: 'register', thrown: event.error }),
                  },
                },
              },
            },
          },
        },
      },
    },
    loggedIn: {
      // Nothing typed into the popup (passwords included) outlives the login.
      entry: assign({ loginForm: EMPTY_LOGIN_FORM, registerForm: EMPTY_REGISTER_FORM, popupReason: null }),
      initial: 'refreshingCartCount',
      on: {
        LOGOUT: {
          target: 'loggedOut',
          actions: { type: 'signOut', params: { reason: 'logout' } },
        },
        UNAUTHORIZED: {
          target: 'loggedOut',
          actions: { type: 'signOut', params: { reason: 'unauthorized' } },
        },
      },
      states: {
        idle: {
          on: { REFRESH_CART_COUNT: 'refreshingCartCount' },
        },
        refreshingCartCount: {
          always: { guard: not('hasCustomerId'), target: 'idle' },
          entry: enqueueActions(({ context, enqueue }) => {
            const customerId = idOf(context.customer);
            if (customerId === null) return;
            const request = context.cartCountRequest + 1;
            enqueue.assign({ cartCountRequest: request });
            enqueue.emit({ type: 'countCart', request, customerId });
          }),
          on: {
            REFRESH_CART_COUNT: { target: 'refreshingCartCount', reenter: true },
            CART_COUNTED: {
              guard: 'answersCartCount',
              target: 'idle',
              actions: assign({ cartCount: ({ event }) => event.count }),
            },
            CART_COUNT_FAILED: [
              {
                guard: and(['answersCartCount', 'isUnauthorized']),
                target: '#session.loggedOut',
                actions: { type: 'signOut', params: { reason: 'unauthorized' } },
              },
              { guard: 'answersCartCount', target: 'idle' },
            ],
          },
        },
      },
    },
  },
});
