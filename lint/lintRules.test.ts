// The lint rules that hold the architecture: each probe is written where the rule applies, linted with
// the project's own Biome configuration, and removed again.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const probes: string[] = [];
/** Writes a template literal's placeholder into a probe's source. */
const DOLLAR = '$';
const packages = ['api-client', 'catalogue-rules', 'machines', 'ui', 'server', 'storefront'];

/** Writes `source` as the file at `path` (relative to the repository) until the test ends. */
function place(path: string, source: string): void {
  const file = join(root, path);
  if (!existsSync(dirname(file))) probes.push(dirname(file));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  probes.push(file);
}

/** Lints `source` as if it were the file at `path` (relative to the repository) and answers Biome's output. */
function lint(path: string, source: string): { failed: boolean; output: string } {
  place(path, source);
  const run = spawnSync('pnpm', ['exec', 'biome', 'lint', '--max-diagnostics=5', join(root, path)], {
    cwd: root,
    encoding: 'utf8',
  });
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
}

/** Type-checks every package as `pnpm typecheck` does and answers the compiler's output. */
function typecheck(): string {
  const run = spawnSync('pnpm', ['exec', 'tsc', '-b', ...packages.map((name) => `packages/${name}`)], {
    cwd: root,
    encoding: 'utf8',
  });
  return `${run.stdout}${run.stderr}`;
}

afterEach(() => {
  for (const path of probes.splice(0).reverse()) rmSync(path, { force: true, recursive: true });
});

describe('dependencies point one way', () => {
  it('refuses an import of the machines in ui', () => {
    const result = lint(
      'packages/ui/src/LintProbe/lintProbe.ts',
      "import { COMPARE_MAX_PRODUCTS } from '@probuild/machines';\n\nexport const most = COMPARE_MAX_PRODUCTS;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('ui is the design system');
  });

  it('refuses React in the machines', () => {
    const result = lint(
      'packages/machines/src/lintProbe.ts',
      "import { useState } from 'react';\n\nexport const hook = useState;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('without React');
  });

  it('refuses an import of the machines in the server', () => {
    const result = lint(
      'packages/server/src/lintProbe.ts',
      "import { COMPARE_MAX_PRODUCTS } from '@probuild/machines';\n\nexport const most = COMPARE_MAX_PRODUCTS;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('The server imports only');
  });

  it('refuses an import of http/ or routes/ in the server’s domain, and allows it in routes/', () => {
    const probe = "import { errorBody } from '../http/envelope.ts';\n\nexport const answer = errorBody;\n";
    for (const path of [
      'packages/server/src/orders/lintProbe.ts',
      'packages/server/src/catalogue/lintProbe.ts',
    ]) {
      const result = lint(path, probe);
      expect(result.failed).toBe(true);
      expect(result.output).toContain(
        'Domain code (every folder but http/ and routes/) knows nothing of HTTP',
      );
    }
    const routes = lint('packages/server/src/routes/lintProbe.ts', probe);
    expect(routes.output).not.toContain('noRestrictedImports');
  });

  it('refuses Fastify in the server’s domain, and allows it in http/', () => {
    const probe = "import type { FastifyInstance } from 'fastify';\n\nexport type App = FastifyInstance;\n";
    const jobs = lint('packages/server/src/jobs/lintProbe.ts', probe);
    expect(jobs.failed).toBe(true);
    expect(jobs.output).toContain('Domain code (every folder but http/ and routes/) knows nothing of HTTP');
    const http = lint('packages/server/src/http/lintProbe.ts', probe);
    expect(http.output).not.toContain('noRestrictedImports');
  });

  it('refuses the storefront, the server and the machines in the back office; lets it use ui and the client', () => {
    for (const name of ['@probuild/storefront', '@probuild/server', '@probuild/machines']) {
      const result = lint(
        'packages/backoffice/src/lintProbe.ts',
        `import * as other from '${name}';\n\nexport const probe = other;\n`,
      );
      expect(result.failed).toBe(true);
      expect(result.output).toContain('The back office imports only @probuild/ui and @probuild/api-client');
    }
    const allowed = lint(
      'packages/backoffice/src/lintProbe.ts',
      "import { Button } from '@probuild/ui';\nimport { STAFF_ROLES } from '@probuild/api-client/backoffice';\n\nexport const probe = [Button, STAFF_ROLES];\n",
    );
    expect(allowed.output).not.toContain('noRestrictedImports');
  });

  it('lets the storefront import the machines', () => {
    const result = lint(
      'packages/storefront/src/lintProbe.ts',
      "import { COMPARE_MAX_PRODUCTS } from '@probuild/machines';\n\nexport const most = COMPARE_MAX_PRODUCTS;\n",
    );
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.failed).toBe(false);
  });
});

describe('a package reaches another by its name, never by a relative path', () => {
  // Each probe imports a real file of another package through the folders, as `../../<package>/src/…`.
  const crossings = [
    { from: 'ui', path: 'packages/ui/src/lintProbe.ts', target: '../../machines/src/ids.ts' },
    {
      from: 'machines',
      path: 'packages/machines/src/lintProbe.ts',
      target: '../../storefront/src/routes/routePaths.ts',
    },
    { from: 'server', path: 'packages/server/src/lintProbe.ts', target: '../../ui/src/numberText.ts' },
    {
      from: 'storefront',
      path: 'packages/storefront/src/lintProbe.ts',
      target: '../../server/src/orders/pricing.ts',
    },
    { from: 'api-client', path: 'packages/api-client/src/lintProbe.ts', target: '../../machines/src/ids.ts' },
  ];
  const crossing = (target: string) => `import * as other from '${target}';\n\nexport const probe = other;\n`;
  // What the dependency rules allow, by name: these must keep passing both checks.
  const named = [
    {
      path: 'packages/storefront/src/lintProbeNamed.ts',
      source:
        "import { COMPARE_MAX_PRODUCTS } from '@probuild/machines';\n\nexport const most = COMPARE_MAX_PRODUCTS;\n",
    },
    {
      path: 'packages/server/src/lintProbeNamed.ts',
      source:
        "import { INSTALMENT_PLAN } from '@probuild/api-client';\n\nexport const plan = INSTALMENT_PLAN;\n",
    },
  ];

  it.each(crossings)(
    'refuses a relative import from $from into another package in lint',
    ({ path, target }) => {
      const result = lint(path, crossing(target));
      expect(result.failed).toBe(true);
      expect(result.output).toContain('never by a relative path');
    },
  );

  it('lets packages import what the rules allow by name in lint', () => {
    for (const { path, source } of named) {
      const result = lint(path, source);
      expect(result.output).not.toContain('noRestrictedImports');
      expect(result.failed).toBe(false);
    }
  });

  it('fails the type check on each relative import, and not on imports by name', { timeout: 600_000 }, () => {
    for (const { path, target } of crossings) place(path, crossing(target));
    for (const { path, source } of named) place(path, source);
    const output = typecheck();
    for (const { path } of crossings) {
      // A file of another package is outside the importer's rootDir and its project's file list.
      expect(output).toMatch(new RegExp(`${path.replace(/\./g, '\\.')}\\(1,\\d+\\): error TS(6059|6307)`));
    }
    for (const { path } of named) expect(output).not.toContain(path);
  });
});

describe('page folders do not import each other', () => {
  it('refuses an import of another page folder, from any depth of a page', () => {
    for (const [path, target] of [
      ['packages/storefront/src/pages/orders/lintProbe.ts', '../cart/CartPage.tsx'],
      ['packages/storefront/src/pages/orders/LintProbe/lintProbe.ts', '../../home/HomePage.tsx'],
    ] as const) {
      const result = lint(path, `import * as page from '${target}';\n\nexport const probe = page;\n`);
      expect(result.failed).toBe(true);
      expect(result.output).toContain("does not import another page's folder");
    }
  });

  it('lets a page import its own folder and the folders pages share', () => {
    const result = lint(
      'packages/storefront/src/pages/orders/LintProbe/lintProbe.ts',
      [
        "import { CONTENT_PATHS } from '../../../content/homeContent.ts';",
        "import OrdersPage from '../OrdersPage.tsx';",
        '',
        'export const probe = [CONTENT_PATHS, OrdersPage];',
        '',
      ].join('\n'),
    );
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.failed).toBe(false);
  });
});

describe('money is computed only by the server', () => {
  it('refuses a line total computed in the storefront', () => {
    const result = lint(
      'packages/storefront/src/lintProbe.ts',
      'export const lineTotal = (line: { unitPrice: number; quantity: number }) => line.unitPrice * line.quantity;\n',
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('Money arithmetic outside the server');
  });

  it('refuses a discount taken off in a machine', () => {
    const result = lint(
      'packages/machines/src/lintProbe.ts',
      'export const pay = (subtotal: number, discount: number) => subtotal - discount;\n',
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('Money arithmetic outside the server');
  });

  it('refuses a factor with a fraction, whatever the operands are called', () => {
    const result = lint(
      'packages/storefront/src/lintProbe.ts',
      'export const gross = (net: number) => net * 1.07;\n',
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('Money arithmetic outside the server');
  });

  it('refuses an amount built as text from digits', () => {
    for (const source of [
      `export const satang = (digits: string) => Number(\`${DOLLAR}{digits}00\`);\n`,
      "export const satang = (digits: string) => Number(digits + '00');\n",
    ]) {
      const result = lint('packages/storefront/src/lintProbe.ts', source);
      expect(result.failed).toBe(true);
      expect(result.output).toContain('Money arithmetic outside the server');
    }
  });

  it('allows counting that is not money, and comparing prices', () => {
    const result = lint(
      'packages/ui/src/LintProbe/lintProbe.ts',
      [
        'export const pages = (totalItems: number, pageSize: number) => Math.ceil(totalItems / pageSize);',
        'export const cheaper = (a: { price: number }, b: { price: number }) => a.price < b.price;',
        'export const milliseconds = (seconds: number) => seconds * 1000;',
        `export const range = (low: number, high: number) => \`${DOLLAR}{low}-${DOLLAR}{high}\`;`,
        '',
      ].join('\n'),
    );
    expect(result.output).not.toContain('Money arithmetic');
    expect(result.failed).toBe(false);
  });

  it('lets the server compute money', () => {
    const result = lint(
      'packages/server/src/lintProbe.ts',
      'export const lineTotal = (line: { unitPrice: number; quantity: number }) => line.unitPrice * line.quantity;\n',
    );
    expect(result.output).not.toContain('Money arithmetic');
    expect(result.failed).toBe(false);
  });
});

describe('every text a person reads comes from the catalogues', () => {
  it('refuses words written between tags in a page', () => {
    const result = lint(
      'packages/storefront/src/LintProbe.tsx',
      'export const Probe = () => <p>Your cart is empty</p>;\n',
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('belongs in the th/en catalogues');
  });

  it('refuses a literal label a person hears in ui', () => {
    const result = lint(
      'packages/ui/src/LintProbe/LintProbe.tsx',
      'export const Probe = () => <button type="button" aria-label="Close" />;\n',
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('belongs in the th/en catalogues');
  });

  it('refuses Thai text in a machine', () => {
    const result = lint('packages/machines/src/lintProbe.ts', "export const done = 'เรียบร้อยแล้ว';\n");
    expect(result.failed).toBe(true);
    expect(result.output).toContain('belongs in the th/en catalogues');
  });

  it('allows texts read from the catalogue, ids and references', () => {
    const result = lint(
      'packages/storefront/src/LintProbe.tsx',
      [
        "import { useIntl } from 'react-intl';",
        '',
        'export const Probe = () => {',
        '  const intl = useIntl();',
        '  return (',
        '    <section aria-labelledby="probe-title" className="probe">',
        '      <h2 id="probe-title">{intl.formatMessage({ id: \'cart.empty\' })}</h2>',
        '    </section>',
        '  );',
        '};',
        '',
      ].join('\n'),
    );
    expect(result.output).not.toContain('belongs in the th/en catalogues');
    expect(result.failed).toBe(false);
  });
});

describe('variants in ui are data attributes', () => {
  it('refuses a CSS-module class picked by a prop', () => {
    const result = lint(
      'packages/ui/src/LintProbe/LintProbe.tsx',
      "import styles from './LintProbe.module.css';\n\nexport const Probe = ({ size }: { size: 'sm' | 'md' }) => <span className={styles[size]} />;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('A variant picked as a CSS-module class');
  });

  it('refuses a CSS-module class picked by comparing a prop with one of its values', () => {
    const result = lint(
      'packages/ui/src/LintProbe/LintProbe.tsx',
      "import { clsx } from 'clsx';\nimport styles from './LintProbe.module.css';\n\nexport const Probe = ({ layout }: { layout: 'stacked' | 'inline' }) => (\n  <span className={clsx(styles.probe, layout === 'inline' && styles.inline)} />\n);\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('A variant picked as a CSS-module class');
  });

  it('lets a component name its classes and set the variant as an attribute', () => {
    const result = lint(
      'packages/ui/src/LintProbe/LintProbe.tsx',
      "import styles from './LintProbe.module.css';\n\nexport const Probe = ({ size }: { size: 'sm' | 'md' }) => <span data-size={size} className={styles.probe} />;\n",
    );
    expect(result.output).not.toContain('A variant picked as a CSS-module class');
    expect(result.failed).toBe(false);
  });
});
