import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { buildInlineScripts } from './inlineScripts.ts';
import {
  ROUTE_PATHS,
  SERVER_RENDERED_PAGE_MODULES,
  SERVER_RENDERED_ROUTES,
  SIGNED_IN_RENDERED_ROUTES,
} from './src/routes/routePaths.ts';
import { RENDERED_FOR_META } from './src/serverRender/renderedForMeta.ts';

/** Vite's client manifest (dist/.vite/manifest.json): each module's chunk, its styles and static imports. */
export type BuildManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

/**
 * Each language's texts: those the app starts with, then those every page but the ones rendered for
 * a visitor loads with its chunk (i18n/pageTexts.ts).
 */
const TEXTS = {
  th: ['src/i18n/catalogueThai.ts', 'src/i18n/pageTextsThai.ts'],
  en: ['src/i18n/catalogueEnglish.ts', 'src/i18n/pageTextsEnglish.ts'],
} as const;

/** The session's state machine: the app loads it at start for a visitor with a stored session. */
const SESSION_MODULE = 'src/session/sessionActor.ts';

/**
 * Every route as the server needs it: its pattern, who may open it, its page, whether search engines
 * may index it and whether the server renders it (for a visitor, or for a signed-in shopper alone);
 * the addresses of its page's styles and scripts and of its texts by language, leaving out what the
 * entry loads already. Besides: the entry's scripts (the entry's first) and the session's.
 */
export function serverPages(manifest: BuildManifest) {
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  const loaded = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const chunksOf = (module: string) => {
    if (!manifest[module]) throw new Error(`The build's manifest has no ${module}`);
    return [...closure([module])].filter((key) => !loaded.has(key)).flatMap((key) => manifest[key] ?? []);
  };
  const scriptsOf = (module: string) => chunksOf(module).map((chunk) => `/${chunk.file}`);
  const routes = ROUTE_PATHS.map((route) => {
    const texts = ([start, pages]: readonly [string, string]) =>
      SERVER_RENDERED_PAGE_MODULES.has(route.page)
        ? scriptsOf(start)
        : [...scriptsOf(start), ...scriptsOf(pages)];
    const rendered = SERVER_RENDERED_ROUTES.includes(route)
      ? 'visitor'
      : SIGNED_IN_RENDERED_ROUTES.includes(route)
        ? 'signed-in'
        : undefined;
    return {
      path: route.path,
      access: route.access,
      page: route.page,
      ...('noindex' in route && { noindex: true }),
      ...(rendered && { rendered }),
      styles: chunksOf(route.page).flatMap((chunk) => (chunk.css ?? []).map((file) => `/${file}`)),
      scripts: scriptsOf(route.page),
      texts: { th: texts(TEXTS.th), en: texts(TEXTS.en) },
    };
  });
  const entryScripts = [...loaded].flatMap((key) => manifest[key] ?? []).map((chunk) => `/${chunk.file}`);
  return { routes, entryScripts, sessionScripts: scriptsOf(SESSION_MODULE) };
}

/**
 * Writes pages.json to the server-render build (dist/.server, never served): the routes and scripts
 * (serverPages, from the client build's manifest, built first), the inline scripts with their hashes,
 * and the name of the head's meta element that names the customer a page was rendered for. The
 * server reads it at start and answers from it, so the router's route list is its only source.
 */
export function serverPagesFile(): Plugin {
  let manifestFile = '';
  return {
    name: 'probuild-server-pages',
    apply: 'build',
    configResolved(config) {
      manifestFile = resolve(config.root, config.build.outDir, '../.vite/manifest.json');
    },
    async generateBundle() {
      const manifest = await readFile(manifestFile, 'utf8').catch(() => {
        throw new Error(`No ${manifestFile}: build the storefront again with pnpm build.`);
      });
      const pages = {
        ...serverPages(JSON.parse(manifest) as BuildManifest),
        inlineScripts: await buildInlineScripts(),
        renderedForMeta: RENDERED_FOR_META,
      };
      this.emitFile({ type: 'asset', fileName: 'pages.json', source: `${JSON.stringify(pages, null, 2)}\n` });
    },
  };
}
