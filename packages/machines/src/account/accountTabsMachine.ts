import { STORAGE_KEYS } from '@probuild/api-client';
import { setup } from 'xstate';
import { ACCOUNT_TABS, DEFAULT_ACCOUNT_TAB } from '../constants.ts';
import type { KeyValueStorage } from '../storage.ts';

export type AccountTab = (typeof ACCOUNT_TABS)[number];

export function isAccountTab(value: string | null): value is AccountTab {
  return (ACCOUNT_TABS as readonly (string | null)[]).includes(value);
}

/** The account area's side menu: the chosen tab is remembered across visits (default personal-info). */
export const accountTabsMachine = setup({
  types: {
    context: {} as { storage: KeyValueStorage },
    events: {} as { type: 'SELECT_TAB'; tab: AccountTab },
    input: {} as { storage: KeyValueStorage },
  },
  guards: {
    remembers: ({ context }, params: { tab: AccountTab }) =>
      context.storage.getItem(STORAGE_KEYS.accountTab) === params.tab,
    selects: ({ event }, params: { tab: AccountTab }) => event.tab === params.tab,
  },
  actions: {
    remember: ({ context, event }) => context.storage.setItem(STORAGE_KEYS.accountTab, event.tab),
  },
}).createMachine({
  id: 'accountTabs',
  context: ({ input }) => input,
  initial: 'starting',
  on: {
    SELECT_TAB: ACCOUNT_TABS.map((tab) => ({
      guard: { type: 'selects' as const, params: { tab } },
      target: `.${tab}`,
      actions: 'remember' as const,
    })),
  },
  states: {
    starting: {
      always: [
        ...ACCOUNT_TABS.map((tab) => ({
          guard: { type: 'remembers' as const, params: { tab } },
          target: tab,
        })),
        { target: DEFAULT_ACCOUNT_TAB },
      ],
    },
    'personal-info': {},
    address: {},
    'order-history': {},
  },
});
