import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { STORAGE_KEYS } from '@probuild/api-client';
import type { FastifyInstance, HTTPMethods } from 'fastify';

/**
 * The storefront's server render of the home page (packages/storefront/src/entry-server.tsx), built
 * beside the app in dist/.server (a dot folder, so never served as a file).
 */
export const SERVER_RENDER_MODULE = '.server/entry-server.js';

interface ServerRenderModule {
  renderHomePage(options: { fetch: typeof fetch }): Promise<{ html: string; queryState: unknown }>;
  /** The home page's source module, as Vite's manifest names it. */
  HOME_PAGE_SOURCE: string;
}

/** Vite's build manifest (dist/.vite/manifest.json): each chunk's file, styles and static imports. */
type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;
const MANIFEST = '.vite/manifest.json';

/**
 * The markup is rendered for a first-time visitor: Thai and signed out. A visitor who stored English
 * or a session would see it change when the app starts, so this script (run before #root is parsed)
 * hides it; the app then renders that visitor's page in its place.
 */
const VISITOR_CHECK_SCRIPT = `try{var s=localStorage;if(s.getItem(${JSON.stringify(STORAGE_KEYS.language)})==="en"||s.getItem(${JSON.stringify(STORAGE_KEYS.customerToken)})||s.getItem(${JSON.stringify(STORAGE_KEYS.socialLoginToken)}))document.documentElement.setAttribute("data-client-render","")}catch(e){}`;

/** The Content-Security-Policy source that allows exactly the visitor check among inline scripts. */
export const VISITOR_CHECK_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(VISITOR_CHECK_SCRIPT).digest('base64')}'`;

const VISITOR_CHECK =
  '<style>html[data-client-render] #root[data-server-render]{visibility:hidden}</style>' +
  `<script>${VISITOR_CHECK_SCRIPT}</script>`;

/**
 * The same first view is rendered for every first-time visitor, and content changes seldom: one
 * render serves all requests for this long, so a burst of visitors costs one render.
 */
export const RENDER_REUSE_MS = 5_000;

const EMPTY_ROOT = '<div id="root"></div>';

export interface HomePageRenderer {
  /** index.html with the home page's markup and its answers in #root; as it was when rendering fails. */
  render(indexHtml: string): Promise<string>;
}

/** The home page's renderer, or null when the storefront was built without one. */
export async function loadHomePageRenderer(
  app: FastifyInstance,
  staticDir: string,
): Promise<HomePageRenderer | null> {
  const modulePath = join(staticDir, SERVER_RENDER_MODULE);
  if (!existsSync(modulePath)) return null;
  const module = (await import(pathToFileURL(modulePath).href)) as ServerRenderModule;
  const fetchInProcess = inProcessFetch(app);
  const manifest = JSON.parse(await readFile(join(staticDir, MANIFEST), 'utf8')) as BuildManifest;
  const pageLinks = chunkLinks(manifest, module.HOME_PAGE_SOURCE);

  return {
    async render(indexHtml) {
      if (!indexHtml.includes(EMPTY_ROOT)) return indexHtml;
      try {
        const { html, queryState } = await module.renderHomePage({ fetch: fetchInProcess });
        // `<` escaped: no answer's text can close the script element.
        const state = JSON.stringify(queryState).replace(/</g, '\\u003c');
        const root =
          `${VISITOR_CHECK}<div id="root" data-server-render>${html}</div>` +
          `<script type="application/json" id="server-render-state">${state}</script>`;
        return withScriptsAfterContent(indexHtml)
          .replace('</head>', `${pageLinks}</head>`)
          .replace(EMPTY_ROOT, root);
      } catch (error) {
        app.log.error({ err: error }, 'server render of the home page failed; sending the app alone');
        return indexHtml;
      }
    },
  };
}

/**
 * One producer's result shared by every call. After `ms` the next call still gets it at once while a
 * fresh one is produced; the first call waits for the first result. A failure is not kept: the call
 * that saw it gets it, and the next call tries again.
 */
export function reusedFor<Value>(ms: number, produce: () => Promise<Value>): () => Promise<Value> {
  let current: { at: number; value: Promise<Value> } | null = null;
  let refreshing = false;
  const start = () => {
    const entry = { at: Date.now(), value: produce() };
    entry.value.catch(() => {
      if (current === entry) current = null;
    });
    return entry;
  };
  return () => {
    if (!current) {
      current = start();
      return current.value;
    }
    if (Date.now() - current.at > ms && !refreshing) {
      refreshing = true;
      const next = start();
      next.value
        .then(() => {
          current = next;
        })
        .catch(() => {})
        .finally(() => {
          refreshing = false;
        });
    }
    return current.value;
  };
}

/**
 * The markup is the page: its scripts only make it interactive, so they load at low priority, after
 * the styles and the hero picture that the first paint needs.
 */
function withScriptsAfterContent(indexHtml: string): string {
  return indexHtml
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * The markup uses the page's styles at once: a stylesheet link for each, and a module preload for
 * each script chunk the page will import. What the entry loads already (index.html links it) is left out.
 */
function chunkLinks(manifest: BuildManifest, source: string): string {
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
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = closure(entries);
  const page = [...closure([source])].filter((key) => !loaded.has(key)).map((key) => manifest[key]);
  const styles = page.flatMap((chunk) => chunk?.css ?? []);
  const scripts = page.flatMap((chunk) => (chunk ? [chunk.file] : []));
  return (
    styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
    scripts
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
      .join('')
  );
}

/** A fetch that answers from this app without a socket (the render's content calls). */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as HTTPMethods,
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
