import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/backoffice/assets/app-1.js"></script></body></html>';

describe('the built back office at /backoffice', () => {
  let dist: string;
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'backoffice-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    database = await createTestDatabase();
    app = await buildApp({
      database: database.database,
      staticDir: false,
      backofficeDir: dist,
      settings: readCommerceSettings({}),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers its page for every address of the app, never cached', async () => {
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/staff', '/backoffice/audit?x=1']) {
      const page = await app.inject({ method: 'GET', url });
      expect([url, page.statusCode, page.headers['content-type']]).toEqual([
        url,
        200,
        'text/html; charset=utf-8',
      ]);
      expect(page.body).toBe(INDEX);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves its hashed assets for a year, and a missing one is a 404, not the page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/backoffice/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/backoffice/assets/app-2.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('its API answers private, no-store', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/backoffice/v1/session' });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});
