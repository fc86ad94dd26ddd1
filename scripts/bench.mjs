// `pnpm bench`: the catalogue grown to 10 000 products in a throw-away database, the real server
// started on it (PGlite, then a throw-away PostgreSQL through scripts/with-postgres.mjs, then
// PostgreSQL and PGlite again at 100 000 products), and autocannon against each catalogue route and
// health in the same run: every route is reported as a ratio to the health route of the same server;
// also search one request at a time, the search index's build time and heap, and the relevance
// set's MRR and recall@5. Writes its section of docs/benchmarks.md and a chart of the ratios beside it;
// then the checkout, the catalogue import (10 000 rows) and the storefront benches write theirs.
// Only 127.0.0.1 is used; every step has a time limit.
//
//   node scripts/bench.mjs [--seconds 10] [--connections 50] [--pglite-connections 10]
//     [--products 10000] [--large-products 100000] [--catalogue-only] [--doc <file>]
//   (--catalogue-only: this section alone, without the checkout and storefront benchmarks;
//   --doc: where the section goes; a trial run with fewer than 10 000 products must name another file,
//   e.g. node scripts/bench.mjs --catalogue-only --seconds 1 --connections 5 --products 700 --large-products 1400 --doc /tmp/bench.md)
//   node scripts/bench.mjs --phase <pglite|postgres> --out <file.json>   (one database; used by the above)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { writeBenchmarkSection } from './benchmark-doc.mjs';
import { startShopServer } from './shop-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = join(root, 'packages/server');
const { values: options } = parseArgs({
  options: {
    phase: { type: 'string' },
    out: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'pglite-connections': { type: 'string', default: '10' },
    products: { type: 'string', default: '10000' },
    'large-products': { type: 'string', default: '100000' },
    'catalogue-only': { type: 'boolean', default: false },
    doc: { type: 'string' },
  },
});
const publishedDoc = join(root, 'docs/benchmarks.md');
const doc = options.doc ? resolve(options.doc) : publishedDoc;
/** The published figures are for the catalogue grown to at least this many products. */
const PUBLISHED_MIN_PRODUCTS = 10_000;
const seconds = Number(options.seconds);
/** PGlite is the embedded default of one shop: it is measured at the load of one, PostgreSQL at more. */
const connectionsOf = {
  pglite: Number(options['pglite-connections']),
  postgres: Number(options.connections),
};
const WARMUP_SECONDS = 2;
const loadAverageAtStart = loadavg()
  .map((load) => load.toFixed(2))
  .join(', ');
/** The whole run, every phase: the longest it may take before everything is stopped. */
const RUN_LIMIT_MS = 40 * 60_000;
const PHASE_LIMIT_MS = 15 * 60_000;

/** Requests per second as a share of the health route's, on PostgreSQL at the base size. */
const ratioTargets = { search: 0.5, list: 0.5, tree: 0.8, content: 0.8, detail: 0.8 };
/** At the large size, search and list-product may take at most this many times their base p50. */
const GROWTH_TARGET = 1.3;
/** Search's p99 at the large size with one request at a time. */
const SINGLE_SEARCH_P99_TARGET = 20;
/** List-product's p99 on PGlite at the base size. */
const PGLITE_LIST_P99_TARGET = 150;
/** An order's p99 on PGlite while list-product is under load at the same connections. */
const PGLITE_ORDER_UNDER_LOAD_P99_TARGET = 500;
/** Child processes, stopped when a time limit is reached. */
const children = new Set();

/** A mix of what shoppers type, Thai and English. */
const searchQueries = [
  'การ์ดจอ',
  'rtx 5070',
  'ryzen 7',
  'แรม ddr5',
  'เมนบอร์ด b650',
  'ssd 1tb',
  'จอคอม 27',
  'corsair',
  'หูฟัง ไร้สาย',
  'พาวเวอร์ซัพพลาย 850w',
];

/** Filtered, sorted pages of category, brand and promotion lists. */
const listBodies = [
  {
    type: 'category_subcategory',
    dataFilter: 'การ์ดจอ/NVIDIA GeForce',
    // Whole baht, as the filter drawer sends them.
    priceMin: 10_000,
    priceMax: 50_000,
    vram: [12, 16],
    sort: 'price_asc',
    page: 1,
    pageSize: 20,
  },
  {
    type: 'category',
    dataFilter: 'แรม',
    memoryType: ['DDR5'],
    capacity: ['32GB'],
    sort: 'price_desc',
    page: 2,
    pageSize: 20,
  },
  {
    type: 'brand',
    dataFilter: 'asus',
    categories: ['gpu', 'motherboard'],
    sort: 'newest',
    page: 1,
    pageSize: 20,
  },
  { type: 'category', dataFilter: 'cpu', cores: [8, 12], sort: 'name_asc', page: 1, pageSize: 20 },
];

const routes = [
  {
    name: 'search',
    label: 'GET /api/v1/web/search-product/search (10 Thai and English queries)',
    requests: searchQueries.map((q) => ({
      method: 'GET',
      path: `/api/v1/web/search-product/search?q=${encodeURIComponent(q)}&limit=10`,
    })),
  },
  {
    name: 'list',
    label: 'POST /api/v1/list-product (4 filtered, sorted pages)',
    requests: listBodies.map((body) => ({
      method: 'POST',
      path: '/api/v1/list-product',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })),
  },
  {
    name: 'tree',
    label: 'GET /api/v1/web/categories/tree',
    requests: [{ method: 'GET', path: '/api/v1/web/categories/tree' }],
  },
  {
    name: 'content',
    label: 'GET /api/v1/pages/home/… (4 home sections, with product cards)',
    requests: ['list-banner/active', 'product-recommend', 'main-picture/active', 'shortcut-menu/active'].map(
      (section) => ({
        method: 'GET',
        path: `/api/v1/pages/home/${section}`,
      }),
    ),
  },
  {
    name: 'detail',
    label: 'GET /api/v1/web/product-detail/{sku} (4 products)',
    requests: [
      'CPU-AMD-R7-9800X3D',
      'GPU-ASUS-RTX5090-TUF-GAMING-32G',
      'RAM-CORSAIR-VENGEANCE-RGB-D5-6000-2X16-CL36',
      'CPU-AMD-R5-5500',
    ].map((sku) => ({ method: 'GET', path: `/api/v1/web/product-detail/${sku}` })),
  },
  { name: 'health', label: 'GET /api/v1/health', requests: [{ method: 'GET', path: '/api/v1/health' }] },
];

async function runAll() {
  if (doc === publishedDoc && Number(options.products) < PUBLISHED_MIN_PRODUCTS) {
    throw new Error(
      `docs/benchmarks.md holds figures for ${PUBLISHED_MIN_PRODUCTS.toLocaleString('en-US')}+ products: pass --doc <file> for a smaller trial run`,
    );
  }
  const stopAll = setTimeout(() => {
    console.error(`The benchmark took longer than ${RUN_LIMIT_MS / 60_000} minutes and was stopped.`);
    for (const child of children) child.kill('SIGTERM');
    process.exit(1);
  }, RUN_LIMIT_MS);
  const scratch = mkdtempSync(join(tmpdir(), 'probuild-bench-'));
  try {
    const phases = [];
    const plan = [
      { database: 'pglite', products: options.products },
      { database: 'postgres', products: options.products },
      { database: 'postgres', products: options['large-products'] },
      { database: 'pglite', products: options['large-products'] },
    ];
    for (const { database, products } of plan) {
      const out = join(scratch, `${database}-${products}.json`);
      const self = [
        fileURLToPath(import.meta.url),
        '--phase',
        database,
        '--out',
        out,
        '--seconds',
        String(seconds),
        '--connections',
        String(connectionsOf[database]),
        '--products',
        products,
      ];
      const command =
        database === 'postgres'
          ? [process.execPath, join(root, 'scripts/with-postgres.mjs'), process.execPath, ...self]
          : [process.execPath, ...self];
      const env = { ...process.env };
      delete env.DATABASE_URL;
      const code = await run(command, env);
      if (code !== 0) throw new Error(`The ${database} run failed (exit ${code})`);
      // scripts/with-postgres.mjs skips its command (exit 0) when PostgreSQL is not installed.
      if (!existsSync(out))
        throw new Error(`The ${database} run measured nothing (is PostgreSQL installed?)`);
      phases.push(JSON.parse(readFileSync(out, 'utf8')));
    }
    const section = markdown(phases);
    writeBenchmarkSection(section, doc);
    writeFileSync(chartFile, ratioChart(phases));
    if (options['catalogue-only']) return console.log(`\n${section}`);
    // The checkout benchmark writes its own section of docs/benchmarks.md after this one.
    const checkout = await run(
      [process.execPath, '--import', 'tsx', join(serverDir, 'bench/orders.ts')],
      process.env,
    );
    if (checkout !== 0) throw new Error('The checkout benchmark (packages/server/bench/orders.ts) failed');
    // So does the catalogue import of 10 000 rows, 2 000 of them new products (a launch).
    const catalogueImport = await run(
      [process.execPath, '--import', 'tsx', join(serverDir, 'bench/catalogue-import.ts'), '--new', '2000'],
      process.env,
    );
    if (catalogueImport !== 0)
      throw new Error('The catalogue import benchmark (packages/server/bench/catalogue-import.ts) failed');
    // The storefront's budgets (bundle, first load, Lighthouse) write their own section as well.
    if ((await run([process.execPath, join(root, 'scripts/bench-frontend.mjs')], process.env)) !== 0)
      throw new Error('The storefront benchmark (scripts/bench-frontend.mjs) failed');
    console.log(`\n${section}`);
  } finally {
    clearTimeout(stopAll);
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function runPhase(database, out) {
  const stopPhase = setTimeout(() => {
    console.error(`The ${database} run took longer than ${PHASE_LIMIT_MS / 60_000} minutes and was stopped.`);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, PHASE_LIMIT_MS);
  const dataDir = database === 'pglite' ? mkdtempSync(join(tmpdir(), 'probuild-bench-data-')) : undefined;
  if (database === 'postgres' && !process.env.DATABASE_URL)
    throw new Error('The postgres run needs DATABASE_URL');
  const env = {
    ...process.env,
    DATABASE_URL: database === 'postgres' ? process.env.DATABASE_URL : '',
    DATA_DIR: dataDir ?? '',
    BENCH_PRODUCTS: options.products,
    PORT: '0',
    HOST: '127.0.0.1',
    STATIC_DIR: '',
    LOG_LEVEL: 'warn',
  };
  let server;
  try {
    console.log(`[${database}] preparing the catalogue…`);
    const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'bench/prepare.ts'], {
      cwd: serverDir,
      env,
      encoding: 'utf8',
      timeout: 5 * 60_000,
    });
    if (prepared.status !== 0) throw new Error(`Preparing failed:\n${prepared.stdout}${prepared.stderr}`);
    const { products } = JSON.parse(prepared.stdout.trim().split('\n').at(-1));
    console.log(`[${database}] ${products} products; building a search index…`);
    const { relevance, ...searchIndex } = searchIndexFigures(env);
    console.log(
      `[${database}] search index: ${searchIndex.buildMs} ms, ${searchIndex.heapMB} MB; starting the server…`,
    );

    server = await startShopServer({ env });
    children.add(server.child);
    const { url } = server;
    const results = [];
    for (const route of routes) {
      await checkAnswers(url, route);
      await bench(url, route, WARMUP_SECONDS);
      const result = await bench(url, route, seconds);
      const row = {
        route: route.name,
        label: route.label,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requestsPerSecond: Math.round(result.requests.average),
        total: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      };
      console.log(
        `[${database}] ${route.name}: p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.requestsPerSecond} req/s`,
      );
      results.push(row);
    }
    const searchRoute = routes.find((route) => route.name === 'search');
    const single = await autocannon({
      url,
      connections: 1,
      duration: seconds,
      requests: searchRoute.requests,
    });
    const singleSearch = { p50: single.latency.p50, p99: single.latency.p99 };
    console.log(
      `[${database}] search, one at a time: p50 ${singleSearch.p50} ms, p99 ${singleSearch.p99} ms`,
    );
    console.log(`[${database}] search relevance: ${JSON.stringify(relevance)}`);
    const plans = database === 'postgres' ? queryPlans(env) : [];
    const orderUnderLoad =
      database === 'pglite' && Number(options.products) < Number(options['large-products'])
        ? measureOrderUnderLoad(url)
        : null;
    writeFileSync(
      out,
      JSON.stringify({
        database,
        products,
        seconds,
        connections: Number(options.connections),
        results,
        plans,
        orderUnderLoad,
        searchIndex,
        singleSearch,
        relevance,
      }),
    );
  } finally {
    clearTimeout(stopPhase);
    if (server) {
      await server.stop();
      children.delete(server.child);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Orders placed one after another while the list pages are under load at the run's connections,
 * from bench/order-under-list-load.ts.
 */
function measureOrderUnderLoad(url) {
  console.log(`[pglite] orders while list-product is under load…`);
  const measured = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/order-under-list-load.ts',
      url,
      String(seconds),
      options.connections,
      JSON.stringify(listBodies),
    ],
    { cwd: serverDir, encoding: 'utf8', timeout: 2 * 60_000 },
  );
  if (measured.status !== 0)
    throw new Error(`The order under load failed:\n${measured.stdout}${measured.stderr}`);
  const result = JSON.parse(measured.stdout.trim().split('\n').at(-1));
  console.log(
    `[pglite] ${result.orders} orders under load: p50 ${result.order.p50} ms, p99 ${result.order.p99} ms`,
  );
  return result;
}

/**
 * From bench/search-index.ts, before the server holds the database: the time and heap of an
 * instance's search index of it, and MRR and recall@5 of the relevance set over its real products.
 */
function searchIndexFigures(env) {
  const measured = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/search-index.ts'], {
    cwd: serverDir,
    env,
    encoding: 'utf8',
    timeout: 5 * 60_000,
  });
  if (measured.status !== 0)
    throw new Error(`bench/search-index.ts failed:\n${measured.stdout}${measured.stderr}`);
  return JSON.parse(measured.stdout.trim().split('\n').at(-1));
}

/** The plans of the statements behind a broad search and a filtered list, from bench/explain.ts. */
function queryPlans(env) {
  const requests = ['search', 'list'].map((name) => routes.find((route) => route.name === name).requests[0]);
  const explained = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/explain.ts', JSON.stringify(requests)],
    {
      cwd: serverDir,
      env,
      encoding: 'utf8',
      timeout: 2 * 60_000,
    },
  );
  if (explained.status !== 0) throw new Error(`EXPLAIN failed:\n${explained.stdout}${explained.stderr}`);
  return JSON.parse(explained.stdout.trim().split('\n').at(-1));
}

/** Every request of the route answers 200 before it is measured. */
async function checkAnswers(url, route) {
  for (const request of route.requests) {
    const response = await fetch(`${url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status !== 200)
      throw new Error(`${request.method} ${request.path} answered ${response.status}`);
    await response.arrayBuffer();
  }
}

function bench(url, route, duration) {
  const connections = Number(options.connections);
  return autocannon({ url, connections, duration, requests: route.requests, timeout: 10 });
}

function run([file, ...args], env) {
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: 'inherit', env, cwd: root });
    children.add(child);
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code ?? 1);
    });
  });
}

const SECTION_HEADING = '## Catalogue API: reads as a ratio to health';

const databaseName = (phase) => (phase.database === 'pglite' ? 'PGlite' : 'PostgreSQL');
const phaseName = (phase) => `${databaseName(phase)}, ${phase.products.toLocaleString('en-US')} products`;
const resultOf = (phase, name) => phase?.results.find((result) => result.route === name);
/** A route's requests per second as a share of the health route's on the same server in the same run. */
const ratioOf = (phase, name) =>
  resultOf(phase, name).requestsPerSecond / resultOf(phase, 'health').requestsPerSecond;
const met = (ok) => (ok ? 'met' : '**missed**');

function markdown(phases) {
  const cpu = cpus();
  const [pglite, postgres, large, pgliteLarge] = phases;
  const rows = phases.flatMap((phase) =>
    phase.results.map(
      (result) =>
        `| ${result.label} | ${databaseName(phase)} | ${phase.products.toLocaleString('en-US')} | ${phase.connections} | ${result.p50} | ${result.p99} | ${result.requestsPerSecond} | ${ratioOf(phase, result.route).toFixed(2)}× | ${result.non2xx + result.errors} |`,
    ),
  );
  const ratioLines = [postgres, pglite].flatMap((phase) =>
    Object.entries(ratioTargets).map(([name, target]) => {
      const ratio = ratioOf(phase, name);
      return `| ${resultOf(phase, name).label} | ${databaseName(phase)} | ${ratio.toFixed(2)}× health | ≥ ${target}× | ${met(ratio >= target)} |`;
    }),
  );
  const growthLines = [
    [postgres, large],
    [pglite, pgliteLarge],
  ].flatMap(([base, grown]) =>
    ['search', 'list'].map((name) => {
      const before = resultOf(base, name).p50;
      const after = resultOf(grown, name).p50;
      // A p50 of 0 ms (below autocannon's resolution) counts as 1 ms.
      const growth = Math.max(after, 1) / Math.max(before, 1);
      return `| ${resultOf(grown, name).label}, p50 ${before} ms → ${after} ms | ${databaseName(base)} | ${growth.toFixed(2)}× | ≤ ${GROWTH_TARGET}× | ${met(growth <= GROWTH_TARGET)} |`;
    }),
  );
  const singleLines = [large, pgliteLarge].map(
    (phase) =>
      `| search p99, one request at a time, ${phaseName(phase)} (p50 ${phase.singleSearch.p50} ms) | ${phase.singleSearch.p99} ms | ≤ ${SINGLE_SEARCH_P99_TARGET} ms | ${met(phase.singleSearch.p99 <= SINGLE_SEARCH_P99_TARGET)} |`,
  );
  const indexLines = phases.map(
    (phase) =>
      `| ${phaseName(phase)} | ${phase.searchIndex.products.toLocaleString('en-US')} | ${phase.searchIndex.buildMs} | ${phase.searchIndex.heapMB} |`,
  );
  const relevanceLines = Object.entries(pglite.relevance).map(
    ([part, figures]) =>
      `| ${part} | ${figures.queries} | ${figures.mrr.toFixed(3)} | ${figures.recallAt5.toFixed(3)} |`,
  );
  const pgliteList = resultOf(pglite, 'list').p99;
  const { orderUnderLoad } = pglite;
  return `${SECTION_HEADING}

Measured by \`pnpm bench\` (scripts/bench.mjs) on ${new Date().toISOString().slice(0, 10)}: the seed catalogue grown to
${postgres.products.toLocaleString('en-US')} and to ${large.products.toLocaleString('en-US')} products (copies of the 637 real ones under derived SKUs, in a throw-away
database, each size on PGlite and on PostgreSQL), the real server (\`packages/server/src/main.ts\`) on PGlite and on a throw-away PostgreSQL
${postgresVersion()} cluster, and autocannon for ${seconds} s per route (after a ${WARMUP_SECONDS} s warm-up), all on
127.0.0.1: ${pglite.connections} connections on PGlite (the embedded database of one shop), ${postgres.connections} on PostgreSQL.
The routes run one after the other against the same server, the health route last; each route's
requests per second are given as a ratio to that health route's. No rate limit applies to these
routes, so every answer counted is a real one. The category tree and the home content are answered
from the server's own copy (kept until the catalogue version changes), product pages from a kept
copy with their stock count read live. Search and list-product read the instance's search index
(catalogue/search-index, kept fresh through the catalogue version); search keeps each query's answer
per catalogue version and list-product each page's answer as the bytes it sends (a new one is
filtered, counted and sorted in the index, its cards read from the database, and serialised once).

Machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores (\`nproc\`), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${process.platform} ${process.arch}, Node.js ${process.version}.
Load average when the run started: ${loadAverageAtStart}.

Latency in milliseconds; requests per second averaged over the run; "not 2xx" counts errors,
timeouts and answers other than 2xx. The chart [catalogue-ratios.svg](catalogue-ratios.svg) draws the ratios.

| Route | Database | Products | Connections | p50 (ms) | p99 (ms) | req/s | × health | Not 2xx |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

### Targets

${postgres.products.toLocaleString('en-US')} products; ${postgres.connections} connections on PostgreSQL, ${pglite.connections} on PGlite:

| Route | Database | Measured | Target | |
| --- | --- | --- | --- | --- |
${ratioLines.join('\n')}

From ${postgres.products.toLocaleString('en-US')} to ${large.products.toLocaleString('en-US')} products:

| Route | Database | Growth | Target | |
| --- | --- | --- | --- | --- |
${growthLines.join('\n')}

Search with one request at a time (one connection, the same ten queries, ${seconds} s) at ${large.products.toLocaleString('en-US')} products:

| Figure | Measured | Target | |
| --- | --- | --- | --- |
${singleLines.join('\n')}

PGlite, ${pglite.products.toLocaleString('en-US')} products, ${pglite.connections} connections:

| Figure | Measured | Target | |
| --- | --- | --- | --- |
| list-product p99 | ${pgliteList} ms | ≤ ${PGLITE_LIST_P99_TARGET} ms | ${met(pgliteList <= PGLITE_LIST_P99_TARGET)} |
| an order while list-product is under load, p99 | ${orderUnderLoad.order.p99} ms | ≤ ${PGLITE_ORDER_UNDER_LOAD_P99_TARGET} ms | ${met(orderUnderLoad.order.p99 <= PGLITE_ORDER_UNDER_LOAD_P99_TARGET && orderUnderLoad.orderFailures === 0)} |

The order under load: for ${seconds} s, ${pglite.connections} connections send the four list pages one
after another (Node.js \`fetch\`, not autocannon); after the first second one customer adds a product
to the cart and places an order (\`POST /cart/add\`, then \`POST /orders\` with a new Idempotency-Key),
again and again. ${orderUnderLoad.orders} orders (${orderUnderLoad.orderFailures} failed): p50 ${orderUnderLoad.order.p50} ms,
p99 ${orderUnderLoad.order.p99} ms, slowest ${orderUnderLoad.order.max} ms; meanwhile ${orderUnderLoad.listRequests} list pages
(${orderUnderLoad.listFailures} failed), p50 ${orderUnderLoad.list.p50} ms, p99 ${orderUnderLoad.list.p99} ms.

### Search index and relevance

An instance builds its index of the database as the server starts, in the background (a read of
every product, then the words of each): the time of that build and the heap the index holds, measured by
\`bench/search-index.ts\` in a process of its own before the server starts.

| Run | Products | Build (ms) | Heap (MB) |
| --- | ---: | ---: | ---: |
${indexLines.join('\n')}

The relevance set (packages/server/test/search-relevance.json), 10 results each, over the index's
real products alone (the grown catalogue's copies would fill every top five), as the relevance test
(\`test/search-relevance.test.ts\`, which fails below 0.9 for either figure) measures it:

| Queries | Count | MRR | Recall@5 |
| --- | ---: | ---: | ---: |
${relevanceLines.join('\n')}

${planSections(phases)}
### What limits it

- The machine has ${cpu.length} cores, shared by autocannon, the Node.js server and the database. The
  health route shows the ceiling of the HTTP stack alone (Fastify, validation, the security
  headers and one \`select 1\`) on what the load generator leaves.
- A kept answer costs one read of the catalogue version (one row) and the send of a stored body, so
  the tree and the content come close to health; the larger body is the rest of the difference.
- PGlite runs every query on the server's own thread, one at a time: the requests queue behind
  each other and its p99 grows with the queue. It is the embedded default for one shop; PostgreSQL
  (\`DATABASE_URL\`) is the way to scale out.
- Search and list-product answer a query or page they have answered at this catalogue version from
  the kept answer, so the figures above are of kept answers: one read of the catalogue version and
  the send of the body, as for the tree. A new query ranks and counts every product that matches it
  in the index, and a new list page walks its whole list, so that first answer grows with the
  matches (a broad word such as การ์ดจอ matches every graphics card of the grown catalogue).
- The search index costs its heap (the table above) in every instance, and its build (a read of
  every product) runs as an instance starts: searches that come before it is ready wait for it.
- The sections of [benchmark-experiments.md](benchmark-experiments.md) measure the missed targets: where the time of a search and a list
  page goes, which process the cores go to under load, what the two ratios would need of
  this machine's cores, and a search read in the ranking's order (tried, not kept).
`;
}

/** The plans of each PostgreSQL run, as EXPLAIN (ANALYZE, BUFFERS) printed them, after the load. */
function planSections(phases) {
  return phases
    .filter((phase) => phase.plans.length > 0)
    .map((phase) => {
      const plans = phase.plans.map(
        ({ request, query, plan }) =>
          `For \`${request}\`:\n\n\`\`\`sql\n${query}\n\`\`\`\n\n\`\`\`text\n${plan}\n\`\`\`\n`,
      );
      return `### Query plans: ${phaseName(phase)}\n\n${plans.join('\n')}`;
    })
    .join('\n');
}

const chartFile = join(dirname(doc), 'catalogue-ratios.svg');

/** A bar per route and run: its requests per second as a share of health's, with each target marked. */
function ratioChart(phases) {
  const names = Object.keys(ratioTargets);
  const colours = ['#4c78a8', '#f58518', '#54a24b', '#b279a2'];
  const barHeight = 14;
  const groupHeight = phases.length * barHeight + 18;
  const left = 190;
  const width = 640;
  const scale = (ratio) => Math.min(ratio, 1.2) * ((width - left - 60) / 1.2);
  const top = 60;
  const height = top + names.length * groupHeight + 20 + phases.length * 18;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="20" font-size="14" font-weight="bold">Requests per second as a share of the health route's</text>`,
  ];
  for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
    const x = left + scale(tick);
    parts.push(
      `<line x1="${x}" y1="${top - 8}" x2="${x}" y2="${top + names.length * groupHeight}" stroke="#ddd"/>`,
      `<text x="${x}" y="${top - 12}" text-anchor="middle" fill="#555">${tick}×</text>`,
    );
  }
  names.forEach((name, group) => {
    const y = top + group * groupHeight;
    parts.push(`<text x="10" y="${y + groupHeight / 2}" dominant-baseline="middle">${name}</text>`);
    phases.forEach((phase, index) => {
      const ratio = ratioOf(phase, name);
      const barY = y + index * barHeight;
      parts.push(
        `<rect x="${left}" y="${barY}" width="${scale(ratio).toFixed(1)}" height="${barHeight - 3}" fill="${colours[index % colours.length]}"/>`,
        `<text x="${left + scale(ratio) + 4}" y="${barY + barHeight / 2}" dominant-baseline="middle" font-size="10">${ratio.toFixed(2)}×</text>`,
      );
    });
    const target = left + scale(ratioTargets[name]);
    parts.push(
      `<line x1="${target}" y1="${y - 2}" x2="${target}" y2="${y + phases.length * barHeight}" stroke="#c00" stroke-width="2" stroke-dasharray="4 2"/>`,
    );
  });
  const legendY = top + names.length * groupHeight + 10;
  phases.forEach((phase, index) => {
    const y = legendY + index * 18;
    parts.push(
      `<rect x="${left}" y="${y}" width="12" height="12" fill="${colours[index % colours.length]}"/>`,
      `<text x="${left + 18}" y="${y + 10}">${phaseName(phase)}, ${phase.connections} connections</text>`,
    );
  });
  parts.push(
    `<text x="${width - 10}" y="${legendY + 10}" text-anchor="end" fill="#c00">- - target (PostgreSQL, ${phases[1].products.toLocaleString('en-US')})</text>`,
    '</svg>\n',
  );
  return parts.join('\n');
}

function postgresVersion() {
  const result = spawnSync('ls', ['/usr/lib/postgresql'], { encoding: 'utf8' });
  return result.stdout.trim().split('\n').sort().at(-1) ?? '';
}

if (options.phase) {
  await runPhase(options.phase, options.out);
} else {
  await runAll();
}
