import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './chromium.ts';
import { startProductionServer } from './productionServer.ts';

/**
 * One production server and one Chromium for the whole end-to-end run: starting and seeding a server
 * takes 10-20 s on a 2-core machine, once per file before. Files that need other settings (a social
 * sign-in provider) still start their own server.
 */
export default async function setup(project: TestProject) {
  const logDir = mkdtempSync(join(tmpdir(), 'probuild-e2e-log-'));
  const shopLog = join(logDir, 'server.log');
  const [server, browser] = await Promise.all([
    startProductionServer({}, { logFile: shopLog }),
    launchChromiumServer(),
  ]);
  project.provide('shopUrl', server.url);
  project.provide('shopLog', shopLog);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
    rmSync(logDir, { recursive: true, force: true });
  };
}
