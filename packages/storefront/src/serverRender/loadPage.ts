import { createApiClient, createApiQueries, type Locale, STORAGE_KEYS } from '@probuild/api-client';
import { idOf, memoryStorage } from '@probuild/machines';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { createIntl } from 'react-intl';
import { newQueryClient } from '../api/client.ts';
import { messages } from '../i18n/messages.ts';
import type { HeadText, PageHead, PreloadPicture } from '../routes/loaders/routeLoader.ts';
import { loadRoute } from '../routes/routeLoaders.ts';

/** The page the server is asked for. */
export interface PageAddress {
  /** The path, as the router matches it: `/product/CPU-001`. */
  path: string;
  /** The query with its `?`, or empty: filters, sort and page live there. */
  search: string;
  locale: Locale;
  /** A signed-in shopper's session token: the page is loaded for them. */
  sessionToken?: string;
}

/** A head with its texts written out in the page's language. */
export type WrittenHead = Omit<PageHead, 'name' | 'description'> & { name: string; description: string };

export interface LoadedPage {
  /** What the address names does not exist: a 404. */
  notFound: boolean;
  /** The page's own head, or null for the app's. */
  head: WrittenHead | null;
  pictures: PreloadPicture[];
  /** The loader's answers, which the page is rendered from and carries for the browser. */
  answers: DehydratedState;
  /** The session as the browser stores it (the token and the customer as login answers them); empty for a visitor. */
  session: Record<string, string>;
  renderedFor: string | null;
}

/** Only for the Request objects the API client builds; never contacted. */
const INTERNAL_ORIGIN = 'http://storefront.internal';

const intlOf = (locale: Locale) => createIntl({ locale, messages: messages[locale] });
const intls = { th: intlOf('th'), en: intlOf('en') };

/**
 * Runs a path's route loader: null for a path of no route. `fetch` answers the API's requests (the
 * server passes one that calls itself in-process). With a session token, the page is its
 * customer's, and every call carries the token: a token the server does not know rejects.
 */
export async function loadPage(
  address: PageAddress,
  fetch: typeof globalThis.fetch,
): Promise<LoadedPage | null> {
  const token: Record<string, string> = address.sessionToken
    ? { [STORAGE_KEYS.customerToken]: address.sessionToken }
    : {};
  const client = createApiClient({ origin: INTERNAL_ORIGIN, storage: memoryStorage(token), fetch });
  const customer = address.sessionToken ? (await client.GET('/customers/profile')).data?.data : null;
  if (customer === undefined) throw new Error('the session token was not answered with a customer');
  const queryClient = newQueryClient();
  const customerId = idOf(customer);
  const outcome = await loadRoute(
    { path: address.path, search: address.search, locale: address.locale, customerId },
    queryClient,
    createApiQueries(client),
    { server: true },
  );
  if (!outcome) return null;
  const intl = intls[address.locale];
  const text = (value: HeadText) =>
    typeof value === 'string' ? value : intl.formatMessage(value, value.values);
  const found = outcome.notFound ? null : outcome;
  const head = found?.head;
  const answers = dehydrate(queryClient);
  queryClient.clear();
  return {
    notFound: !found,
    head: head ? { ...head, name: text(head.name), description: text(head.description) } : null,
    pictures: found?.pictures ?? [],
    answers,
    session: customer ? { ...token, [STORAGE_KEYS.customerData]: JSON.stringify(customer) } : token,
    renderedFor: customerId,
  };
}
