// The lint rules that hold the architecture: each probe is written where the rule applies, linted with
// the project's own Biome configuration, and removed again.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const probes: string[] = [];

/** Lints `source` as if it were the file at `path` (relative to the repository) and answers Biome's output. */
function lint(path: string, source: string): { failed: boolean; output: string } {
  const file = join(root, path);
  // A probe in a folder of its own takes the folder away with it.
  if (!existsSync(dirname(file))) probes.push(dirname(file));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  probes.push(file);
  const run = spawnSync('pnpm', ['exec', 'biome', 'lint', '--max-diagnostics=5', file], {
    cwd: root,
    encoding: 'utf8',
  });
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
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

  it('lets the storefront import the machines', () => {
    const result = lint(
      'packages/storefront/src/lintProbe.ts',
      "import { COMPARE_MAX_PRODUCTS } from '@probuild/machines';\n\nexport const most = COMPARE_MAX_PRODUCTS;\n",
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

  it('allows counting that is not money, and comparing prices', () => {
    const result = lint(
      'packages/ui/src/LintProbe/lintProbe.ts',
      [
        'export const pages = (totalItems: number, pageSize: number) => Math.ceil(totalItems / pageSize);',
        'export const cheaper = (a: { price: number }, b: { price: number }) => a.price < b.price;',
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
