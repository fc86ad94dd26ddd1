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
const startSources = Object.entries(SOURCES).filter(
  ([path]) => !path.startsWith('../pages/') || startFolders.some((folder) => path.startsWith(folder)),
);

/** Literal message ids in a source, and the prefixes of ids it completes (`addressPicker.step.`). */
const idsIn = (source: string) =>
  [...source.matchAll(/['"`]([a-zA-Z]+\.[\w.]+)['"`$]/g)].map((m) => m[1] ?? '');

const everyId = Object.keys(messages.th);
const startIds = new Set(Object.keys(flatten(thaiCatalogues)));

it('starts with every text the shell and the server-rendered pages show', () => {
  expect(startSources.map(([path]) => path)).toContain('../pages/home/HomePage.tsx');
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
