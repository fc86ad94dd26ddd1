// Checkout under load, against the real server (src/main.ts) on a throw-away database:
// 1. 50 customers at once, each adding to the cart, placing an order and paying it, round after round:
//    orders per second and latency percentiles;
// 2. 100 buyers placing an order at the same moment for a product with 10 units: exactly 10 orders.
// Then the database is read directly to check the stock and the orders.
//
//   node --import tsx bench/orders.ts [--rounds 10]        PGlite, then PostgreSQL; updates docs/benchmarks.md
//   node --import tsx bench/orders.ts --phase <pglite|postgres> --out <file.json>
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { and, count, eq, like } from 'drizzle-orm';
import { openDatabase } from '../src/db/open.ts';
import { customers, orderItems, orders, products } from '../src/db/schema/index.ts';
import { seedDatabase } from '../src/seed/index.ts';
import {
  addAndOrder,
  addBenchProduct,
  BENCH_ORDER_SKU,
  call,
  mustCall,
  newCustomer,
  orderBody,
  type Percentiles,
  payWithTestProvider,
  percentiles,
} from './shop-calls.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const root = join(serverDir, '../..');
const { values: options } = parseArgs({
  options: {
    phase: { type: 'string' },
    out: { type: 'string' },
    rounds: { type: 'string', default: '10' },
  },
});

const loadAverageAtStart = loadavg()
  .map((load) => load.toFixed(2))
  .join(', ');
const CUSTOMERS = 50;
const RACERS = 100;
const RACE_STOCK = 10;
const ROUNDS = Number(options.rounds);
const PHASE_LIMIT_MS = 10 * 60_000;
const BENCH_EMAIL = (group: string, i: number) => `bench-${group}-${i}@example.com`;

interface PhaseResult {
  database: 'pglite' | 'postgres';
  throughput: {
    customers: number;
    orders: number;
    seconds: number;
    ordersPerSecond: number;
    order: Percentiles;
    addToCart: Percentiles;
    failures: number;
  };
  race: {
    buyers: number;
    stock: number;
    created: number;
    refused: number;
    other: number;
    ordersInDatabase: number;
    stockLeft: number;
  };
}

function startServer(env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = /ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`The server stopped before it was ready (exit ${code})`)));
    setTimeout(() => reject(new Error('The server was not ready within 2 minutes')), 120_000).unref();
  });
  return {
    ready,
    async stop() {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killed);
    },
  };
}

/** Runs `task` over `items`, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index] as T);
      }
    }),
  );
  return results;
}

async function runPhase(database: 'pglite' | 'postgres', out: string): Promise<void> {
  const stopPhase = setTimeout(() => {
    console.error(`The ${database} run took longer than ${PHASE_LIMIT_MS / 60_000} minutes and was stopped.`);
    process.exit(1);
  }, PHASE_LIMIT_MS);
  const dataDir = database === 'pglite' ? mkdtempSync(join(tmpdir(), 'probuild-bench-orders-')) : undefined;
  const target = dataDir ? { dataDir } : { databaseUrl: process.env.DATABASE_URL };
  if (!dataDir && !process.env.DATABASE_URL) throw new Error('The postgres run needs DATABASE_URL');
  const raceSku = 'BENCH-RACE';
  let server: ReturnType<typeof startServer> | undefined;
  try {
    console.log(`[${database}] preparing the database…`);
    const prepared = await openDatabase(target);
    try {
      await prepared.migrate();
      await seedDatabase(prepared.db);
      await addBenchProduct(prepared, BENCH_ORDER_SKU, 1_000_000);
      await addBenchProduct(prepared, raceSku, RACE_STOCK);
    } finally {
      await prepared.close();
    }

    server = startServer({
      ...process.env,
      DATABASE_URL: dataDir ? '' : process.env.DATABASE_URL,
      DATA_DIR: dataDir ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      // The test provider pays each order; it is refused in production.
      NODE_ENV: 'development',
      // Every customer of the run registers from 127.0.0.1 within seconds.
      REGISTRATIONS_PER_MINUTE: '1000',
    });
    const base = await server.ready;
    console.log(`[${database}] registering ${CUSTOMERS + RACERS} customers…`);
    const shoppers = await inParallel([...Array(CUSTOMERS).keys()], 10, (i) =>
      newCustomer(base, BENCH_EMAIL('shop', i)),
    );
    const racers = await inParallel([...Array(RACERS).keys()], 10, (i) =>
      newCustomer(base, BENCH_EMAIL('race', i)),
    );

    console.log(`[${database}] ${CUSTOMERS} customers × ${ROUNDS} rounds of add to cart + order…`);
    const orderMs: number[] = [];
    const addMs: number[] = [];
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      shoppers.map(async (customer) => {
        for (let round = 0; round < ROUNDS; round++) {
          const round = await addAndOrder(base, customer);
          addMs.push(round.addMs);
          orderMs.push(round.orderMs);
          if (round.failed) failures += 1;
          // Paid, the order no longer counts against what an unpaid customer may hold.
          else if (round.orderNumber) await payWithTestProvider(base, customer, round.orderNumber);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    console.log(`[${database}] ${RACERS} buyers for ${RACE_STOCK} units…`);
    for (const racer of racers) {
      await mustCall(base, 'POST', `/cart/add/${racer.id}`, { sku: raceSku, quantity: 1 }, racer.headers);
    }
    const raced = await Promise.all(
      racers.map((racer) =>
        call(base, 'POST', '/orders', orderBody(racer), {
          ...racer.headers,
          'idempotency-key': randomUUID(),
        }),
      ),
    );
    await server.stop();
    server = undefined;

    const check = await openDatabase(target);
    let ordersInDatabase: number;
    let stockLeft: number;
    try {
      const [raceOrders] = await check.db
        .select({ n: count() })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(and(eq(orderItems.sku, raceSku), like(customers.email, 'bench-race-%')));
      const [raceProduct] = await check.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.sku, raceSku));
      ordersInDatabase = raceOrders?.n ?? 0;
      stockLeft = raceProduct?.stock ?? -1;
    } finally {
      await check.close();
    }

    const result: PhaseResult = {
      database,
      throughput: {
        customers: CUSTOMERS,
        orders: orderMs.length,
        seconds: Math.round(seconds * 10) / 10,
        ordersPerSecond: Math.round((orderMs.length / seconds) * 10) / 10,
        order: percentiles(orderMs),
        addToCart: percentiles(addMs),
        failures,
      },
      race: {
        buyers: RACERS,
        stock: RACE_STOCK,
        created: raced.filter((answer) => answer.status === 201).length,
        refused: raced.filter((answer) => answer.status === 409).length,
        other: raced.filter((answer) => answer.status !== 201 && answer.status !== 409).length,
        ordersInDatabase,
        stockLeft,
      },
    };
    console.log(`[${database}] ${JSON.stringify(result)}`);
    writeFileSync(out, JSON.stringify(result));
  } finally {
    clearTimeout(stopPhase);
    if (server) await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

function run(command: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(file as string, args, { stdio: 'inherit', env, cwd: serverDir });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const HEADING = '## Checkout: orders under load and the last units';
const label = { pglite: 'PGlite', postgres: 'PostgreSQL' };

function section(phases: PhaseResult[]): string {
  const rows = phases.map(
    ({ database, throughput: t }) =>
      `| ${label[database]} | ${t.orders} | ${t.seconds} | ${t.ordersPerSecond} | ${t.order.p50} | ${t.order.p99} | ${t.addToCart.p50} | ${t.addToCart.p99} | ${t.failures} |`,
  );
  const races = phases.map(
    ({ database, race: r }) =>
      `| ${label[database]} | ${r.buyers} | ${r.stock} | ${r.created} | ${r.refused} | ${r.other} | ${r.ordersInDatabase} | ${r.stockLeft} |`,
  );
  return `${HEADING}

Measured by \`pnpm --filter @probuild/server bench:orders\` (packages/server/bench/orders.ts) on
${new Date().toISOString().slice(0, 10)}: the real server on a throw-away database (PGlite, then PostgreSQL), customers
registered, signed in and given an address through the API, all on 127.0.0.1 on the same machine
(${cpus().length} cores; load average when the run started: ${loadAverageAtStart}).

**Orders under load.** ${CUSTOMERS} customers at once, each doing ${ROUNDS} rounds of \`POST /cart/add\` then
\`POST /orders\` (a new Idempotency-Key each time; every order re-prices the cart, takes the stock
with a conditional update and empties the cart in one transaction). Orders/s = all orders ÷ wall time.

| Database | Orders | Seconds | Orders/s | Order p50 (ms) | Order p99 (ms) | Add p50 (ms) | Add p99 (ms) | Failed |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

**The last units.** ${RACERS} customers each with the same product (stock ${RACE_STOCK}) in the cart send
\`POST /orders\` at the same moment; afterwards the database is read directly.

| Database | Buyers | Stock | 201 Created | 409 Out of stock | Other | Orders in the database | Stock left |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${races.join('\n')}

PGlite runs one query at a time on the server's thread, so orders queue behind each other; on
PostgreSQL the orders of different customers run in parallel and only buyers of the same SKU wait
for its row lock.
`;
}

/** Puts this section in docs/benchmarks.md (scripts/benchmark-doc.mjs also remakes the summary at its top). */
function writeSection(text: string): void {
  const sectionFile = join(mkdtempSync(join(tmpdir(), 'bench-orders-')), 'section.md');
  writeFileSync(sectionFile, text);
  spawnSync(process.execPath, [join(root, 'scripts/benchmark-doc.mjs'), sectionFile], { stdio: 'inherit' });
  rmSync(dirname(sectionFile), { recursive: true, force: true });
}

async function runAll(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'probuild-bench-orders-out-'));
  try {
    const phases: PhaseResult[] = [];
    for (const database of ['pglite', 'postgres'] as const) {
      const out = join(scratch, `${database}.json`);
      const self = [
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--phase',
        database,
        '--out',
        out,
        '--rounds',
        String(ROUNDS),
      ];
      const command =
        database === 'postgres'
          ? [process.execPath, join(root, 'scripts/with-postgres.mjs'), process.execPath, ...self]
          : [process.execPath, ...self];
      const env = { ...process.env };
      delete env.DATABASE_URL;
      const code = await run(command, env);
      if (code !== 0) throw new Error(`The ${database} run failed (exit ${code})`);
      phases.push(JSON.parse(readFileSync(out, 'utf8')));
    }
    const text = section(phases);
    writeSection(text);
    console.log(`\n${text}`);
    const wrong = phases.filter(
      ({ race }) =>
        race.created !== RACE_STOCK || race.ordersInDatabase !== RACE_STOCK || race.stockLeft !== 0,
    );
    if (wrong.length > 0) {
      console.error(
        `More or fewer than ${RACE_STOCK} orders for ${RACE_STOCK} units on ${wrong.map((phase) => phase.database).join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (options.phase) await runPhase(options.phase as 'pglite' | 'postgres', options.out ?? '');
else await runAll();
