// Every check and test of the shop, in order: the README's test command runs this.
// Each step's output streams through; a summary with the test counts closes the run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'probuild-test-'));
let reportCount = 0;

// The Vitest steps stay separate runs rather than projects of one run: coverage thresholds (the machines'
// 95 %) are an option of a whole run, not of a project; the server suite runs twice, on PGlite and on a
// PostgreSQL server started around it; the end-to-end tests need the production build first; and the
// browser screenshots are compared with the CPU to themselves rather than beside the server suites.

/** A Vitest run that also writes a JSON report, so the summary can count its tests. */
function vitest(args) {
  const report = join(reports, `report-${++reportCount}.json`);
  return {
    command: [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    report,
  };
}

const steps = [
  { name: 'lint and format (Biome)', command: ['pnpm', 'exec', 'biome', 'check', '.'] },
  {
    name: 'contract lint (Redocly)',
    command: ['pnpm', 'exec', 'redocly', 'lint', 'openapi/storefront.yaml', 'openapi/backoffice.yaml'],
  },
  {
    name: 'generated client types are current',
    command: ['pnpm', '--filter', '@probuild/api-client', 'gen:check'],
  },
  {
    name: 'no raw colours outside the tokens (Stylelint)',
    command: ['pnpm', 'exec', 'stylelint', 'packages/*/src/**/*.css'],
  },
  { name: 'typecheck', command: ['pnpm', 'typecheck'] },
  {
    name: 'api-client against a local HTTP server',
    ...vitest(['pnpm', '--filter', '@probuild/api-client', 'exec', 'vitest', 'run']),
  },
  {
    name: 'machines on a simulated clock (fails under 95 % branch coverage)',
    ...vitest(['pnpm', '--filter', '@probuild/machines', 'exec', 'vitest', 'run']),
  },
  {
    name: 'catalogue rules on the seed catalogue (fails under 95 % branch coverage)',
    ...vitest(['pnpm', '--filter', '@probuild/catalogue-rules', 'exec', 'vitest', 'run']),
  },
  {
    name: 'storefront unit tests',
    ...vitest(['pnpm', '--filter', '@probuild/storefront', 'exec', 'vitest', 'run', '--project', 'unit']),
  },
  {
    name: 'lint rules refuse what they guard',
    ...vitest(['pnpm', 'exec', 'vitest', 'run', '--config', 'vitest.config.ts', '--project', 'lint-rules']),
  },
  {
    name: 'ui unit tests',
    ...vitest(['pnpm', 'exec', 'vitest', 'run', '--config', 'vitest.config.ts', '--project', 'ui-unit']),
  },
  { name: 'server on PGlite', ...vitest(['pnpm', '--filter', '@probuild/server', 'exec', 'vitest', 'run']) },
  {
    name: 'server on PostgreSQL',
    ...vitest([
      'node',
      'scripts/with-postgres.mjs',
      'pnpm',
      '--filter',
      '@probuild/server',
      'exec',
      'vitest',
      'run',
    ]),
  },
  {
    name: 'stories in Chromium (play, axe, visual)',
    ...vitest(['pnpm', 'exec', 'vitest', 'run', '--config', 'vitest.config.ts', '--project', 'storybook']),
  },
  { name: 'production build', command: ['pnpm', 'build'] },
  {
    name: 'end to end in Chromium against the production server',
    ...vitest(['pnpm', '--filter', '@probuild/storefront', 'exec', 'vitest', 'run', '--project', 'e2e']),
  },
];

const results = [];
let passed = 0;
let failed = 0;
/** Each failed test, and each that passed only on its second try, with the first lines of its failure. */
const failures = [];
const flakes = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.command[0], step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (step.report) {
    try {
      const report = JSON.parse(readFileSync(step.report, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      for (const file of report.testResults) {
        // A file that failed outside its tests (an import, a hook before any test) has no test to name.
        if (file.status === 'failed' && file.message) {
          const reason = file.message.split('\n').slice(0, 6).join('\n    ');
          failures.push(`${step.name}: ${relative(process.cwd(), file.name)}\n    ${reason}`);
        }
        for (const test of file.assertionResults.filter((result) => result.failureMessages.length > 0)) {
          const reason = test.failureMessages[0].split('\n').slice(0, 6).join('\n    ');
          const line = `${step.name}: ${relative(process.cwd(), file.name)} › ${test.fullName}\n    ${reason}`;
          (test.status === 'passed' ? flakes : failures).push(line);
        }
      }
    } catch {
      // The runner died before writing its report: the step already counts as failed below.
    }
  }
}
rmSync(reports, { recursive: true, force: true });

console.log('\n━━ summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failedSteps = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`tests: ${passed} passed, ${failed} failed`);
if (flakes.length > 0) console.log(`\npassed on a second try:\n${flakes.join('\n')}`);
if (failures.length > 0) console.log(`\nfailed tests:\n${failures.join('\n')}`);
process.exit(failedSteps === 0 ? 0 : 1);
