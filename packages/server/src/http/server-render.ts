import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { STORAGE_KEYS } from '@probuild/api-client';
import type { FastifyInstance, HTTPMethods } from 'fastify';

/**
 * The storefront's server render of the home page (packages/storefront/src/entry-server.tsx), built
 * beside the app in dist/.server (a dot folder, so never served as a file).
 */
export const SERVER_RENDER_MODULE = '.server/entry-server.js';

interface ServerRenderModule {
  /** The first view's content answers, made through the given fetch. */
  fetchHomePageAnswers(options: { fetch: typeof fetch }): Promise<unknown>;
  /** The markup of #root for those answers (called in the render thread). */
  renderHomePage(answers: unknown): Promise<string>;
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
 * The same first view is rendered for every first-time visitor, and content changes seldom: the page
 * is rendered again this often, on a timer rather than on a request, so no visitor waits for a
 * render or for the content calls it makes (on the embedded database those run on the request
 * thread). Under the browser's 60 s freshness of cached answers, so a hydrated page does not call again.
 */
export const RENDER_REFRESH_MS = 30_000;

const EMPTY_ROOT = '<div id="root"></div>';

export interface HomePageRenderer {
  /** index.html with the home page's markup and its answers in #root (rejects when a step fails). */
  render(indexHtml: string): Promise<string>;
}

/** The home page's renderer, or null when the storefront was built without one. */
export async function loadHomePageRenderer(
  app: FastifyInstance,
  staticDir: string,
): Promise<HomePageRenderer | null> {
  const modulePath = join(staticDir, SERVER_RENDER_MODULE);
  if (!existsSync(modulePath)) return null;
  const moduleUrl = pathToFileURL(modulePath).href;
  const module = (await import(moduleUrl)) as ServerRenderModule;
  const fetchInProcess = inProcessFetch(app);
  const renderThread = new RenderThread(moduleUrl);
  app.addHook('onClose', () => renderThread.stop());
  const manifest = JSON.parse(await readFile(join(staticDir, MANIFEST), 'utf8')) as BuildManifest;
  const pageLinks = chunkLinks(manifest, module.HOME_PAGE_SOURCE);

  return {
    async render(indexHtml) {
      if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
      const answers = await module.fetchHomePageAnswers({ fetch: fetchInProcess });
      const html = await renderThread.render(answers);
      // `<` escaped: no answer's text can close the script element.
      const state = JSON.stringify(answers).replace(/</g, '\\u003c');
      const root =
        `${VISITOR_CHECK}<div id="root" data-server-render>${html}</div>` +
        `<script type="application/json" id="server-render-state">${state}</script>`;
      return withScriptsAfterContent(indexHtml)
        .replace('</head>', `${pageLinks}</head>`)
        .replace(EMPTY_ROOT, root);
    },
  };
}

/**
 * Rendering the markup is some 100 ms of synchronous work: it runs in a worker thread, so requests
 * (a visitor's styles and pictures, other calls) are answered meanwhile. The thread starts with the
 * first render and is started again after a crash.
 */
class RenderThread {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, { done(html: string): void; fail(error: Error): void }>();

  constructor(private readonly moduleUrl: string) {}

  render(answers: unknown): Promise<string> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((done, fail) => {
      this.pending.set(id, { done, fail });
      worker.postMessage({ id, answers });
    });
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(RENDER_THREAD_SOURCE, {
      eval: true,
      workerData: { moduleUrl: this.moduleUrl },
    });
    // The server's life does not depend on this thread: it may end while idle.
    worker.unref();
    worker.on('message', ({ id, html, error }: { id: number; html?: string; error?: string }) => {
      const request = this.pending.get(id);
      this.pending.delete(id);
      if (error !== undefined || html === undefined) request?.fail(new Error(error ?? 'no markup'));
      else request?.done(html);
    });
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const request of this.pending.values()) request.fail(error);
      this.pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the render thread exited with ${code}`)));
    this.worker = worker;
    return worker;
  }
}

/** The render thread: loads the storefront's server build and answers each message with its markup. */
const RENDER_THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.moduleUrl);
parentPort.on('message', async ({ id, answers }) => {
  try {
    const html = await (await loaded).renderHomePage(answers);
    parentPort.postMessage({ id, html });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

/** A value made once when first asked for, then made again every `ms`. */
export interface Refreshed<Value> {
  /** The latest value; the first call (or the next one after a first attempt failed) waits for it. */
  get(): Promise<Value>;
  stop(): void;
}

/**
 * Keeps a value fresh on a timer. A refresh that fails keeps the last value (and reports through
 * `onError`); until a first value exists, each call tries again.
 */
export function refreshedEvery<Value>(
  ms: number,
  produce: () => Promise<Value>,
  onError: (error: unknown) => void,
): Refreshed<Value> {
  let current: Promise<Value> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const refresh = () => {
    const next = produce();
    next.then(() => {
      current = next;
    }, onError);
  };
  return {
    get() {
      if (current) return current;
      const first = produce();
      current = first;
      first.catch(() => {
        if (current === first) current = null;
      });
      // The timer does not keep the process alive.
      timer ??= setInterval(refresh, ms).unref();
      return first;
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
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
