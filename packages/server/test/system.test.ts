import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from './support/app.ts';
import { callOperation, callSuccessfully, expectErrorBody } from './support/contract.ts';
import { expectedKind } from './support/database.ts';

describe('the API shell', () => {
  const testApp = useTestApp();

  it('reports health with the kind of database', async () => {
    const body = await callSuccessfully(testApp.app, 'getHealth');
    expect(body.data).toEqual({ status: 'ok', database: expectedKind });
    expect(testApp.database.kind).toBe(expectedKind);
  });

  it('answers an unknown /api/v1 path with a 404 error envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/no-such-thing'],
      ['POST', '/api/v1/web/categories/tree'],
      ['GET', '/api/nope'],
    ] as const) {
      const response = await testApp.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json();
      expectErrorBody(body);
      expect(body).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(body.message).toContain(url);
    }
  });

  it('sends security headers on API answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain("unsafe-inline';script");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the interactive API docs with the contract', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('js/scalar.js');
    // Its page boots with an inline script: its policy allows that, the rest of the site's does not.
    const scriptSources = (headers: Record<string, unknown>) =>
      String(headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('script-src'));
    expect(scriptSources(page.headers)).toBe("script-src 'self' 'unsafe-inline'");
    const health = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(scriptSources(health.headers)).not.toContain('unsafe-inline');
    const document = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(document.json().paths['/web/categories/tree'].get.operationId).toBe('getCategoryTree');
  });
});

describe('an unexpected failure', () => {
  it('answers 500 with the error envelope and no internals', async () => {
    const testApp = await createTestApp();
    try {
      await testApp.database.close();
      const { status, body } = await callOperation(testApp.app, 'getCategoryTree');
      expect(status).toBe(500);
      expect(body).toEqual({
        success: false,
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      await testApp.dispose();
    }
  });
});
