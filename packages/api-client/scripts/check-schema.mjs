// Fails when src/schema.d.ts is not what openapi-typescript makes of the contract today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'schema-'));
try {
  const fresh = join(dir, 'schema.d.ts');
  execFileSync('openapi-typescript', ['../../openapi/storefront.yaml', '-o', fresh], { stdio: 'pipe' });
  if (readFileSync(fresh, 'utf8') !== readFileSync('src/schema.d.ts', 'utf8')) {
    console.error('packages/api-client/src/schema.d.ts is stale: run `pnpm gen` and commit the result.');
    process.exit(1);
  }
  console.log('api-client schema.d.ts matches the contract');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
