import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentItems, products } from '../src/db/schema/index.ts';
import {
  FAILED_RENDER_MS,
  keptPages,
  RENDER_LIMIT_MS,
  RENDER_REFRESH_MS,
  RENDER_WAIT_MS,
} from '../src/http/server-render.ts';
import { type AppRoute, PAGES_FILE, SERVER_RENDER_MODULE } from '../src/http/storefront-routes.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { FIXTURE_ROUTES, inlineScript, writeStorefrontPages } from './support/routeList.ts';

const PRODUCT = 'CPU-AMD-R7-9800X3D';

const INDEX_HTML =
  '<!doctype html><html lang="th"><head><title>ProBuild</title>' +
  '<script type="module" crossorigin src="/assets/index-1a2b.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-3c4d.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/style-5e6f.css"></head>' +
  '<body><div id="root"></div></body></html>';

/** Each language's texts: those the app starts with, and those the other pages load. */
const START_TEXTS = { th: ['/assets/catalogueThai-0a1b.js'], en: ['/assets/catalogueEnglish-2c3d.js'] };
const ALL_TEXTS = {
  th: [...START_TEXTS.th, '/assets/pageTextsThai-4e5f.js'],
  en: [...START_TEXTS.en, '/assets/pageTextsEnglish-6a7b.js'],
};

/** The build's routes: the home and product pages rendered on the server, /about not; each with its chunks. */
const ROUTES: AppRoute[] = FIXTURE_ROUTES.map((route) => {
  const page = { '/': 'Home', '/product/:sku': 'Product', '/about': 'About' }[route.path];
  const chunks = {
    Home: { styles: ['/assets/HomePage-1e2f.css'], scripts: ['/assets/HomePage-7a8b.js'] },
    Product: { styles: ['/assets/ProductPage-3c4d.css'], scripts: ['/assets/ProductPage-5a6b.js'] },
    About: { styles: ['/assets/AboutPage-6a7b.css'], scripts: ['/assets/AboutPage-4e5f.js'] },
  }[page ?? ''];
  if (!chunks) return route;
  const rendered = page === 'About' ? {} : { rendered: 'visitor' as const };
  const texts = page === 'About' ? ALL_TEXTS : START_TEXTS;
  return {
    ...route,
    ...rendered,
    texts,
    styles: chunks.styles,
    scripts: [...chunks.scripts, '/assets/cards-9c0d.js'],
  };
});

/** The session's scripts, for a visitor with a stored session. */
const SESSION_SCRIPTS = ['/assets/sessionActor-8d9e.js', '/assets/machines-1f2a.js'];

/**
 * A stand-in of the server render (src/entry-server.tsx), a task of the server's worker
 * pool: it is given the API's answers the route's loader had (answered in-process), then renders the
 * home page's first hero title or the product's name, marking the home page with the NODE_ENV it ran
 * under. \`FAIL_SERVER_RENDER\` makes the render fail ('render') or never end ('hang'; 'hang-once'
 * for the first render only, which writes the file \`HANG_MARKER\` names); the thread
 * counts its renders and reports the count with each page.
 */
const RENDER_MODULE = `
import { existsSync, writeFileSync } from 'node:fs';
let renders = 0;
export default async function render({ address: { path, locale }, answers }) {
  renders += 1;
  if (process.env.FAIL_SERVER_RENDER === 'render') throw new Error('render failed');
  if (process.env.FAIL_SERVER_RENDER === 'hang') return new Promise(() => {});
  if (process.env.FAIL_SERVER_RENDER === 'hang-once' && !existsSync(process.env.HANG_MARKER)) {
    writeFileSync(process.env.HANG_MARKER, '');
    return new Promise(() => {});
  }
  const answer = (call) => answers.queries.find((query) => query.queryKey[1] === call).state.data;
  if (path === '/') {
    const title = answer('/pages/home/main-picture/active').data[0].mainText[locale];
    return {
      html: '<main data-react-build="' + process.env.NODE_ENV + '"><h2>' + title + '</h2><p>฿1,990 $& $\\' $$1</p></main>',
      answers: { title, note: '</script><script>alert(1)</script>', renders },
    };
  }
  const sku = path.split('/')[2];
  return { html: '<main><h1>' + answer('/web/product-detail/{sku}').data.name[locale] + '</h1></main>', answers: { sku, renders } };
}
`;

/** The build's inline scripts: stand-ins that mark where they ran. */
const INLINE_SCRIPTS = {
  pageStart: inlineScript('document.documentElement.dataset.started="";'),
  scriptLoader: inlineScript('window.loaderRan=true;'),
};

async function storefrontWithRenderer(): Promise<string> {
  const staticDir = await mkdtemp(join(tmpdir(), 'probuild-ssr-'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeStorefrontPages(staticDir, ROUTES, {
    entryScripts: ['/assets/index-1a2b.js', '/assets/shared-3c4d.js'],
    sessionScripts: SESSION_SCRIPTS,
    inlineScripts: INLINE_SCRIPTS,
  });
  await writeFile(join(staticDir, SERVER_RENDER_MODULE), RENDER_MODULE);
  return staticDir;
}

/** The app serving a build with the stand-in render, for the tests of the describe block it is called in. */
function useRendererApp(): () => TestApp {
  let staticDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    staticDir = await storefrontWithRenderer();
    testApp = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await testApp?.dispose();
    await rm(staticDir, { recursive: true, force: true });
  });
  return () => testApp;
}

describe('the home page rendered on the server', () => {
  const testApp = useRendererApp();

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp().app.inject({ method: 'GET', url, headers });

  it('puts the markup, rendered from the API in-process, in #root, with its answers beside it', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    // The seeded first hero slide's Thai title.
    // Taken as it is: `$&`, `$'` and `$$` in the content are not read as replacement patterns.
    expect(response.body).toContain(
      `<div id="root" data-server-render="th"><main data-react-build="production"><h2>พลังเต็มขั้นกับ RTX 5090</h2><p>฿1,990 $& $' $$1</p></main></div>`,
    );
    const state = /<script type="application\/json" id="server-render-state">(.*?)<\/script>/.exec(
      response.body,
    );
    expect(JSON.parse(state?.[1] ?? 'null')).toMatchObject({
      title: 'พลังเต็มขั้นกับ RTX 5090',
      note: '</script><script>alert(1)</script>',
    });
    // No answer can end the state's script element early.
    expect(state?.[1]).not.toContain('<');
  });

  it('shows an edit of the content at the next request, not at the next timed render', async () => {
    const before = await get('/');
    expect(before.body).toContain('<h2>พลังเต็มขั้นกับ RTX 5090</h2>');
    const { db } = testApp().database;
    const slide = and(
      eq(contentItems.page, 'home'),
      eq(contentItems.section, 'main-picture'),
      eq(contentItems.key, 'hero-rtx-5090'),
    );
    const [row] = await db.select().from(contentItems).where(slide);
    const payload = row?.payload as { mainText: { th: string; en: string } };
    await db
      .update(contentItems)
      .set({ payload: { ...payload, mainText: { th: 'ลดแรงรับหน้าฝน', en: 'Monsoon deals' } } })
      .where(slide);
    try {
      const after = await Promise.all([get('/'), get('/')]);
      for (const response of after) expect(response.body).toContain('<h2>ลดแรงรับหน้าฝน</h2>');
    } finally {
      await db.update(contentItems).set({ payload }).where(slide);
    }
    expect((await get('/')).body).toContain('<h2>พลังเต็มขั้นกับ RTX 5090</h2>');
  });

  it('renders in a thread that loads the production build of React, whatever NODE_ENV the server has', async () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    const response = await get('/');
    expect(response.body).toContain('<main data-react-build="production">');
  });

  it("puts the build's start script before #root and its script loader after it, and the policy allows exactly those", async () => {
    const response = await get('/');
    const inline = [...response.body.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toEqual([INLINE_SCRIPTS.pageStart.code, INLINE_SCRIPTS.scriptLoader.code]);
    expect(response.body.indexOf(INLINE_SCRIPTS.pageStart.code)).toBeLessThan(
      response.body.indexOf('<div id="root"'),
    );
    expect(response.body.indexOf(INLINE_SCRIPTS.scriptLoader.code)).toBeGreaterThan(
      response.body.indexOf('</main></div>'),
    );
    // The policy's sources are the hashes of the scripts as they are in the page.
    const sources = inline.map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${sources.join(' ')};`);
  });

  it("leaves the scripts to the loader: the entry first, then the chunks it imports, the page's language's texts and the page's chunks; the page's styles linked", async () => {
    const { body } = await get('/');
    expect(body).not.toContain('<script type="module"');
    expect(body).not.toContain('<link rel="modulepreload"');
    const scripts = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(body);
    expect(JSON.parse(scripts?.[1] ?? 'null')).toEqual([
      '/assets/index-1a2b.js',
      '/assets/shared-3c4d.js',
      '/assets/catalogueThai-0a1b.js',
      '/assets/HomePage-7a8b.js',
      '/assets/cards-9c0d.js',
    ]);
    // For a visitor with a stored session, whose app starts it before rendering.
    const session = /<script type="application\/json" id="session-scripts">(.*?)<\/script>/.exec(body);
    expect(JSON.parse(session?.[1] ?? 'null')).toEqual([
      '/assets/sessionActor-8d9e.js',
      '/assets/machines-1f2a.js',
    ]);
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-1e2f.css"></head>');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/style-5e6f.css">');
    // The hero's first picture, in both forms with the carousel's breakpoint, is announced first.
    expect(body).toContain(
      '<title>ProBuild</title>' +
        '<link rel="preload" as="image" fetchpriority="high" href="/images/home/hero-1-mobile.svg" media="(max-width: 767px)">' +
        '<link rel="preload" as="image" fetchpriority="high" href="/images/home/hero-1-pc.svg" media="(min-width: 768px)">',
    );
  });

  it('sends the page compressed to browsers that accept brotli or gzip', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const brotli = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it("never serves the render module or the build's list of pages as files", async () => {
    for (const url of [`/${SERVER_RENDER_MODULE}`, `/${PAGES_FILE}`]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("renders only its routes: another gets index.html announcing its page's chunks and texts", async () => {
    // /about: a route whose head is the app's own (list and product pages get theirs).
    const response = await get('/about');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('data-server-render');
    // What the entry does not load already, before </head>: the page's styles, then its texts (those the
    // app starts with and, as the server does not render this page, the pages'), the session's machine
    // (a visitor the browser renders a page for may have a session to restore) and the page's chunks.
    expect(response.body).toBe(
      INDEX_HTML.replace(
        '</head>',
        '<link rel="stylesheet" crossorigin href="/assets/AboutPage-6a7b.css">' +
          '<link rel="modulepreload" crossorigin href="/assets/catalogueThai-0a1b.js" fetchpriority="low">' +
          '<link rel="modulepreload" crossorigin href="/assets/pageTextsThai-4e5f.js" fetchpriority="low">' +
          '<link rel="modulepreload" crossorigin href="/assets/sessionActor-8d9e.js" fetchpriority="low">' +
          '<link rel="modulepreload" crossorigin href="/assets/machines-1f2a.js" fetchpriority="low">' +
          '<link rel="modulepreload" crossorigin href="/assets/AboutPage-4e5f.js" fetchpriority="low">' +
          '<link rel="modulepreload" crossorigin href="/assets/cards-9c0d.js" fetchpriority="low"></head>',
      ),
    );
    const english = await get('/about?lang=en');
    expect(english.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/catalogueEnglish-2c3d.js" fetchpriority="low">',
    );
    expect(english.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/pageTextsEnglish-6a7b.js" fetchpriority="low">',
    );
    expect(english.body).not.toContain('catalogueThai');
    expect(english.body).not.toContain('pageTextsThai');
  });

  it('announces nothing with the not-found page', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INDEX_HTML);
  });
});

describe('product pages rendered on the server', () => {
  const testApp = useRendererApp();

  const get = (url: string) => testApp().app.inject({ method: 'GET', url });
  const stateOf = (body: string) =>
    JSON.parse(/id="server-render-state">(.*?)<\/script>/.exec(body)?.[1] ?? 'null') as {
      sku: string;
      renders: number;
    };

  it("renders the page in the address's language, with its head, its chunk's styles and scripts", async () => {
    const response = await get(`/product/${PRODUCT}?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root" data-server-render="en"><main><h1>');
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toMatch(/<link rel="canonical" href="[^"]+\/product\/[^"]+\?lang=en">/);
    expect(response.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/ProductPage-3c4d.css"></head>',
    );
    const scripts = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(response.body);
    expect(JSON.parse(scripts?.[1] ?? 'null')).toEqual([
      '/assets/index-1a2b.js',
      '/assets/shared-3c4d.js',
      '/assets/catalogueEnglish-2c3d.js',
      '/assets/ProductPage-5a6b.js',
      '/assets/cards-9c0d.js',
    ]);
    const thai = await get(`/product/${PRODUCT}`);
    expect(thai.body).toContain('<div id="root" data-server-render="th">');
  });

  it('renders an address once and keeps its page for the next visitors', async () => {
    const first = stateOf((await get(`/product/${PRODUCT}?section=home`)).body);
    const again = await Promise.all([1, 2, 3].map(() => get(`/product/${PRODUCT}?section=home`)));
    expect(again.map((response) => stateOf(response.body).renders)).toEqual(
      [1, 2, 3].map(() => first.renders),
    );
    // Another address is another render.
    const other = stateOf((await get(`/product/${PRODUCT}?section=comset`)).body);
    expect(other.renders).toBeGreaterThan(first.renders);
  });

  it('renders a kept page again once the catalogue changed', async () => {
    const first = await get(`/product/${PRODUCT}?section=spec`);
    const { db } = testApp().database;
    const [product] = await db.select().from(products).where(eq(products.sku, PRODUCT));
    const name = product?.nameTh as string;
    await db
      .update(products)
      .set({ nameTh: `${name} (ใหม่)` })
      .where(eq(products.sku, PRODUCT));
    try {
      const again = await get(`/product/${PRODUCT}?section=spec`);
      expect(stateOf(again.body).renders).toBeGreaterThan(stateOf(first.body).renders);
      expect(again.body).toContain(`${name} (ใหม่)`);
    } finally {
      await db.update(products).set({ nameTh: name }).where(eq(products.sku, PRODUCT));
    }
  });

  it('answers an unknown product with 404 and renders nothing', async () => {
    const response = await get('/product/NO-SUCH-PRODUCT');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('data-server-render');
  });
});

describe('a render thread whose render hangs', () => {
  const marker = join(tmpdir(), `probuild-hang-${process.pid}`);
  beforeAll(() => {
    process.env.FAIL_SERVER_RENDER = 'hang-once';
    process.env.HANG_MARKER = marker;
  });
  afterAll(async () => {
    delete process.env.FAIL_SERVER_RENDER;
    delete process.env.HANG_MARKER;
    await rm(marker, { force: true });
  });
  const testApp = useRendererApp();
  const get = (url: string) => testApp().app.inject({ method: 'GET', url });

  it('is replaced once the render outlasts its limit, and the next pages are rendered', async () => {
    const hung = await get(`/product/${PRODUCT}`);
    expect(hung.body).toContain('<div id="root"></div>');
    // Until the limit, other pages wait behind the hung render.
    expect((await get(`/product/${PRODUCT}?section=spec`)).body).not.toContain('data-server-render');
    await new Promise((resolve) => setTimeout(resolve, RENDER_LIMIT_MS));
    const after = await get(`/product/${PRODUCT}?section=comset`);
    expect(after.body).toContain('<div id="root" data-server-render="th"><main><h1>');
  }, 30_000);
});

describe.each(['render', 'hang'])('a server render that fails (%s)', (failure) => {
  // The render thread starts with the first render, and takes the environment as it is then.
  beforeAll(() => {
    process.env.FAIL_SERVER_RENDER = failure;
  });
  afterAll(() => {
    delete process.env.FAIL_SERVER_RENDER;
  });
  const testApp = useRendererApp();

  it('leaves the home page to the app: index.html as it is', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('sends a product page with its head and the app to render it', async () => {
    const started = Date.now();
    const response = await testApp().app.inject({ method: 'GET', url: `/product/${PRODUCT}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<link rel="canonical"');
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-1a2b.js">');
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/ProductPage-5a6b.js" fetchpriority="low">',
    );
    // A page the server renders needs only the texts the app starts with, even when the browser renders it.
    expect(response.body).toContain('catalogueThai-0a1b.js');
    expect(response.body).not.toContain('pageTexts');
    // A render that never ends costs the visitor RENDER_WAIT_MS at most.
    expect(Date.now() - started).toBeLessThan(RENDER_WAIT_MS + 1_000);
  });
});

describe('kept pages', () => {
  /** A clock the cache reads, moved by hand. */
  const clock = () => {
    let now = 1_000_000;
    return {
      now: () => now,
      async pass(ms: number) {
        now += ms;
        // The cache reads the clock at most once a millisecond.
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
  };
  /** Renders that count themselves, each failing while `failing` is set. */
  const renders = () => {
    const made = { count: 0, failing: false };
    const render = async () => {
      made.count += 1;
      if (made.failing) throw new Error(`render ${made.count} failed`);
      return `render ${made.count}`;
    };
    return { made, render };
  };

  it('renders a page once for every visitor who asks meanwhile, and keeps it', async () => {
    const time = clock();
    const kept = keptPages(
      (html) => html,
      () => {},
      time,
    );
    const { made, render } = renders();
    expect(await Promise.all([kept('a', render), kept('a', render)])).toEqual(['render 1', 'render 1']);
    await time.pass(RENDER_REFRESH_MS - 1);
    expect(await kept('a', render)).toBe('render 1');
    expect(await kept('b', render)).toBe('render 2');
    expect(made.count).toBe(2);
  });

  it('sends an old page at once and renders it again behind it', async () => {
    const time = clock();
    const kept = keptPages(
      (html) => html,
      () => {},
      time,
    );
    const { made, render } = renders();
    await kept('a', render);
    await time.pass(RENDER_REFRESH_MS + 1);
    expect(await kept('a', render)).toBe('render 1');
    await vi.waitFor(() => expect(made.count).toBe(2));
    expect(await kept('a', render)).toBe('render 2');
  });

  it('keeps the last page when rendering it again fails, and reports the failure', async () => {
    const time = clock();
    const errors: unknown[] = [];
    const kept = keptPages(
      (html) => html,
      (error) => errors.push(error),
      time,
    );
    const { made, render } = renders();
    await kept('a', render);
    made.failing = true;
    await time.pass(RENDER_REFRESH_MS + 1);
    expect(await kept('a', render)).toBe('render 1');
    await vi.waitFor(() => expect(errors).toEqual([new Error('render 2 failed')]));
    expect(await kept('a', render)).toBe('render 1');
  });

  it('remembers a page that could not be rendered for a while, then tries again', async () => {
    const time = clock();
    const kept = keptPages(
      (html) => html,
      () => {},
      time,
    );
    const { made, render } = renders();
    made.failing = true;
    await expect(kept('a', render)).rejects.toThrow('render 1 failed');
    await expect(kept('a', render)).rejects.toThrow('render 1 failed');
    expect(made.count).toBe(1);
    made.failing = false;
    await time.pass(FAILED_RENDER_MS + 1);
    // The visitor who finds the failure old is sent it once more; the page is rendered behind them.
    await expect(kept('a', render)).rejects.toThrow('render 1 failed');
    await vi.waitFor(() => expect(made.count).toBe(2));
    expect(await kept('a', render)).toBe('render 2');
  });
});
