import {
  type ApiError,
  ApiRequestError,
  addToCartErrorMessage,
  ERROR_CODE_MESSAGES,
  type ErrorCode,
  loginErrorMessage,
  registerErrorMessage,
} from '@probuild/api-client';
import { contentFailureMessage, type Message, reasonMessage } from '@probuild/machines';
import uiPageTexts from '@probuild/ui/messages/pages/th.json';
import { expect, it } from 'vitest';
import { SERVER_RENDERED_PAGE_MODULES, SERVER_RENDERED_ROUTES } from '../routes/routePaths.ts';
import { englishCatalogues } from './catalogueEnglish.ts';
import { flatten } from './catalogueParts.ts';
import { thaiCatalogues } from './catalogueThai.ts';
import { messages } from './messages.ts';
import { englishPageCatalogues } from './pageTextsEnglish.ts';
import { thaiPageCatalogues } from './pageTextsThai.ts';

/**
 * The sources of what shows before the page texts have loaded: the app, its shell (but the address
 * picker, a part of the address forms), the session, the router, every page's folder and the folders
 * pages share (content sections, listing, shared parts); the test keeps those of the server-rendered
 * pages and of the shared folders.
 */
const SOURCES = import.meta.glob<string>(
  [
    '../*.tsx',
    '../shell/**/*.{ts,tsx}',
    '!../shell/AddressPicker/**',
    '../session/**/*.{ts,tsx}',
    '../routes/AppRoutes.tsx',
    '../pages/**/*.{ts,tsx}',
    '../content/**/*.{ts,tsx}',
    '../listing/**/*.{ts,tsx}',
    '../shared/**/*.{ts,tsx}',
    '!**/*.test.ts',
    '!**/*.stories.tsx',
    '!**/storySupport.tsx',
  ],
  { query: '?raw', import: 'default', eager: true },
);

const startFolders = [...SERVER_RENDERED_PAGE_MODULES].map((module) =>
  module.replace(/^src\//, '../').replace(/[^/]+$/, ''),
);
/** `../shell/` + `../pages/auth/AuthForms.tsx` → `../pages/auth/AuthForms.tsx`. */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..' && parts.length > 1 && parts.at(-1) !== '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/**
 * The shell, the session, the server-rendered pages' folders and the shared folders, with every
 * module of the app's own they import, statically or not (the sign-in popup's forms).
 */
const startPaths = new Set(
  Object.keys(SOURCES).filter(
    (path) => !path.startsWith('../pages/') || startFolders.some((folder) => path.startsWith(folder)),
  ),
);
for (const path of startPaths) {
  for (const [, specifier] of (SOURCES[path] ?? '').matchAll(/(?:from |import\()'(\.{1,2}\/[^']+)'/g)) {
    const imported = resolve(path, specifier ?? '');
    if (imported in SOURCES) startPaths.add(imported);
  }
}
const startSources = Object.entries(SOURCES).filter(([path]) => startPaths.has(path));

/** Literal message ids in a source, and the prefixes of ids it completes (`addressPicker.step.`). */
const idsIn = (source: string) =>
  [...source.matchAll(/['"`]([a-zA-Z]+\.[\w.]+)['"`$]/g)].map((m) => m[1] ?? '');

const everyId = Object.keys(messages.th);
const startIds = new Set(Object.keys(flatten(thaiCatalogues)));

it('starts with every text the shell and the server-rendered pages show', () => {
  expect(startSources.map(([path]) => path)).toContain('../pages/home/HomePage.tsx');
  expect(startSources.map(([path]) => path)).toContain('../pages/auth/AuthForms.tsx');
  const missing: string[] = [];
  for (const [path, source] of startSources) {
    for (const token of idsIn(source)) {
      const ids = everyId.filter((id) => id === token || (token.endsWith('.') && id.startsWith(token)));
      for (const id of ids) if (!startIds.has(id)) missing.push(`${path}: ${id}`);
    }
  }
  expect(missing).toEqual([]);
  const titles = SERVER_RENDERED_ROUTES.map((route) => route.title);
  expect(titles.filter((id) => !startIds.has(id))).toEqual([]);
});

it('splits both languages alike: each catalogue is in the start texts or in the page texts', () => {
  const names = (catalogues: object) => Object.keys(catalogues).sort();
  expect(names(englishCatalogues)).toEqual(names(thaiCatalogues));
  expect(names(englishPageCatalogues)).toEqual(names(thaiPageCatalogues));
  expect(names(thaiPageCatalogues).filter((name) => name in thaiCatalogues)).toEqual([]);
  expect(names(thaiPageCatalogues).length).toBeGreaterThan(0);
});

/**
 * The codes of the contract a call made from the shell or a server-rendered page can answer with:
 * any call's (a read of the content, the footer, the search), the sign-in popup's (sign-in,
 * registration), adding to the cart (product, computer set, builder) and keeping a build. Their texts
 * are there at once. (The popup's social sign-in words its own failures, auth.social.*.)
 */
const START_CODES: ErrorCode[] = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INVALID_CREDENTIALS',
  'MALFORMED_IDENTIFIER',
  'ACCOUNT_SUSPENDED',
  'EMAIL_EXISTS',
  'ACCOUNT_EMAIL_UNVERIFIED',
  'TOO_MANY_MESSAGES',
  'PRODUCT_NOT_FOUND',
  'CATEGORY_MISMATCH',
  'TOO_MANY_BUILDS',
  'OUT_OF_STOCK',
  'QUANTITY_LIMIT',
  'INVALID_OPTION',
  'BUNDLE_LIMIT',
  'CART_NOT_FOUND',
  'TOO_MANY_UNPAID_ORDERS',
  'EMAIL_NOT_VERIFIED',
];

/**
 * The codes only the pages the browser renders can meet (the social sign-in's callback, the profile,
 * email verification, password reset, the cart's own lines, the address book, checkout and payment):
 * their texts load with those pages. Every other code says no more than its status, and the screen shows its own text.
 */
const PAGE_CODES: ErrorCode[] = [
  'SOCIAL_TOKEN_INVALID',
  'PROVIDER_NOT_SUPPORTED',
  'PROVIDER_NOT_CONFIGURED',
  'REDIRECT_URI_NOT_ALLOWED',
  'STATE_INVALID',
  'CODE_EXCHANGE_FAILED',
  'TOKEN_EXCHANGE_FAILED',
  'CURRENT_PASSWORD_INCORRECT',
  'NO_PASSWORD_SET',
  'PASSWORD_UNCHANGED',
  'VERIFICATION_TOKEN_INVALID',
  'EMAIL_MISMATCH',
  'ALREADY_VERIFIED',
  'VERIFICATION_CODE_INVALID',
  'RESET_TOKEN_INVALID',
  'CART_ITEM_NOT_FOUND',
  'CART_EMPTY',
  'ADDRESS_MISMATCH',
  'AMBIGUOUS_DISTRICT',
  'TOO_MANY_ADDRESSES',
  'SHIPPING_ADDRESS_REQUIRED',
  'PAYMENT_METHOD_REQUIRED',
  'INVALID_PAYMENT_METHOD',
  'INVALID_DISCOUNT_CODE',
  'DISCOUNT_CODE_EXPIRED',
  'DISCOUNT_MIN_SPEND',
  'DISCOUNT_CODE_USED_UP',
  'DISCOUNT_CODE_LIMIT_REACHED',
  'IDEMPOTENCY_KEY_REUSED',
  'TOTAL_CHANGED',
  'ORDER_TOTAL_TOO_LOW',
  'ORDER_NOT_PAYABLE',
  'PAYMENT_FAILED',
];
const STATUS_ONLY_CODES: ErrorCode[] = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'NOT_FOUND',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
  'NOT_IMPLEMENTED',
];

/** Every id a text shows, with those of the texts inside its values. */
const idsOf = (text: Message): string[] => [
  text.id,
  ...Object.values(text.values ?? {}).flatMap((value) =>
    typeof value === 'object' && 'id' in value ? idsOf(value as Message) : [],
  ),
];

/** The ways a call of the start can fail: each code at the statuses it comes with, and no answer at all. */
const startFailures: ApiError[] = [
  ...START_CODES.flatMap((code) =>
    [400, 401, 403, 404, 409, 422, 429, 500, 503].map(
      (status): ApiError => ({ kind: 'http', status, message: 'server words', code, limit: 2, sku: 'SKU-1' }),
    ),
  ),
  ...[400, 401, 404, 409, 422, 500, 502].map((status): ApiError => ({ kind: 'http', status, message: '' })),
  { kind: 'network', message: '' },
  { kind: 'timeout', message: '' },
];

/** How the start words a failure: its reads, the sign-in popup, adding to the cart, keeping a build. */
const START_WORDINGS: ((error: ApiError) => Message)[] = [
  loginErrorMessage,
  registerErrorMessage,
  addToCartErrorMessage,
  reasonMessage,
  (error) => contentFailureMessage(new ApiRequestError(error)),
];

it('starts with the text of every failure the shell and the server-rendered pages can show', () => {
  const missing = new Set<string>();
  for (const wording of START_WORDINGS) {
    for (const failure of startFailures) {
      for (const id of idsOf(wording(failure))) if (!startIds.has(id)) missing.add(id);
    }
  }
  expect([...missing]).toEqual([]);
});

it('gives each code of the contract to the start, to the pages, or to its status alone', () => {
  const sorted = (codes: string[]) => [...codes].sort();
  expect(sorted([...START_CODES, ...PAGE_CODES, ...STATUS_ONLY_CODES])).toEqual(
    sorted(Object.keys(ERROR_CODE_MESSAGES)),
  );
  // The page codes' texts are what the start leaves out; the start codes' are in it.
  const pageIds = PAGE_CODES.map((code) => ERROR_CODE_MESSAGES[code]);
  expect(pageIds.filter((id) => startIds.has(id))).toEqual([]);
  expect(START_CODES.map((code) => ERROR_CODE_MESSAGES[code]).filter((id) => !startIds.has(id))).toEqual([]);
});

/** The ui's components whose texts load with the pages: `ui.statusBadge.*` are StatusBadge's. */
const PAGE_COMPONENTS = [
  ...new Set(
    Object.keys(uiPageTexts).map((id) =>
      (id.split('.')[1] ?? '').replace(/^./, (first) => first.toUpperCase()),
    ),
  ),
];

/** The ui's components: one that the start shows may show another inside it. */
const UI_SOURCES = import.meta.glob<string>(['../../../ui/src/**/*.tsx', '!**/*.stories.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

it('starts without the ui texts of components that only the pages show, and shows none of them', () => {
  expect(PAGE_COMPONENTS.length).toBeGreaterThan(0);
  expect(Object.keys(uiPageTexts).filter((id) => startIds.has(id))).toEqual([]);
  const otherComponents = Object.entries(UI_SOURCES).filter(
    ([path]) => !PAGE_COMPONENTS.some((name) => path.includes(`/${name}/`)),
  );
  expect(otherComponents.length).toBeGreaterThan(0);
  const users = [...startSources, ...otherComponents].flatMap(([path, source]) =>
    PAGE_COMPONENTS.filter((name) => new RegExp(`\\b${name}\\b`).test(source)).map(
      (name) => `${path}: ${name}`,
    ),
  );
  expect(users).toEqual([]);
});

/** The machines whose texts load with the pages (the package's messages/pages/*.json). */
const PAGE_MACHINES = [
  'checkoutMachine',
  'addressBookMachine',
  'addressPickerMachine',
  'warrantyCheckMachine',
];

it('runs none of the machines whose texts load with the pages', () => {
  const used = startSources.flatMap(([path, source]) =>
    PAGE_MACHINES.filter((name) => new RegExp(`\\b${name}\\b`).test(source)).map(
      (name) => `${path}: ${name}`,
    ),
  );
  expect(used).toEqual([]);
});
