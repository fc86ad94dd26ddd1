import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import * as schema from '../src/db/schema/index.ts';

/**
 * `node --import tsx bench/explain.ts '<requests as JSON>'`, with DATABASE_URL: sends each request
 * to the real app and prints, as JSON, the query plan (EXPLAIN ANALYZE, BUFFERS) of every statement
 * it ran on the catalogue's tables, with the statement's own parameters.
 */
interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

async function explain(requests: BenchRequest[]): Promise<void> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const statements: { query: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => statements.push({ query, params }) },
  });
  const app = await buildApp({
    database: { db, kind: 'postgres', migrate: async () => {}, close: async () => {} },
    staticDir: false,
    settings: readCommerceSettings({}),
  });
  try {
    const plans = [];
    for (const request of requests) {
      statements.length = 0;
      const answer = await app.inject({
        method: request.method,
        url: request.path,
        headers: { 'content-type': 'application/json' },
        ...(request.body && { payload: request.body }),
      });
      if (answer.statusCode !== 200) throw new Error(`${request.path} answered ${answer.statusCode}`);
      for (const { query, params } of statements.filter(({ query }) => /"product(s|_search)"/.test(query))) {
        const { rows } = await pool.query(`explain (analyze, buffers) ${query}`, params);
        plans.push({
          request: `${request.method} ${decodeURIComponent(request.path)}${request.body ? ` ${request.body}` : ''}`,
          query,
          plan: rows.map((row) => row['QUERY PLAN']).join('\n'),
        });
      }
    }
    console.log(JSON.stringify(plans));
  } finally {
    await app.close();
    await pool.end();
  }
}

explain(JSON.parse(process.argv[2] ?? '[]')).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
