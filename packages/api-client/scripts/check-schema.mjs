// Fails when a generated schema is not what openapi-typescript makes of its contract today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const generated = [
  { contract: '../../openapi/storefront.yaml', schema: 'src/schema.d.ts' },
  { contract: '../../openapi/backoffice.yaml', schema: 'src/backoffice/schema.d.ts' },
];

const dir = mkdtempSync(join(tmpdir(), 'schema-'));
try {
  for (const { contract, schema } of generated) {
    const fresh = join(dir, 'schema.d.ts');
    execFileSync('openapi-typescript', [contract, '-o', fresh], { stdio: 'pipe' });
    if (readFileSync(fresh, 'utf8') !== readFileSync(schema, 'utf8')) {
      console.error(`packages/api-client/${schema} is stale: run \`pnpm gen\` and commit the result.`);
      process.exit(1);
    }
    console.log(`api-client ${schema} matches ${contract}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
