import type { Locale } from '@probuild/api-client';
import { useSyncExternalStore } from 'react';
import type { Catalogue } from './catalogueParts.ts';
import { loadPageMessages } from './loadMessages.ts';

/*
 * The texts of the pages the browser renders (cart, checkout, account, builder and the like) are not
 * among those the app starts with: they load once, with the first of those pages, and join the app's
 * catalogue. Until the browser's language is given (on the server, in stories and tests) every text
 * is in the catalogue already and nothing loads.
 */
let language: Locale | null = null;
let loaded: Catalogue = {};
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** The language the page opened in; the page texts load in it. */
export function setPageTextsLanguage(locale: Locale): void {
  language = locale;
}

/** Resolves once the page texts are in the catalogue; after a failed load the next call tries again. */
export function loadPageTexts(): Promise<void> {
  if (!language) return Promise.resolve();
  loading ??= loadPageMessages(language).then(
    (texts) => {
      loaded = texts;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => loaded;

/** The page texts loaded so far: none, then all; the component renders again when they arrive. */
export function usePageTexts(): Catalogue {
  return useSyncExternalStore(subscribe, current, current);
}
