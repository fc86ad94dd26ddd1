import type { Browser } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium.ts';
import { type RunningServer, startProductionServer } from './productionServer.ts';
import { createStaffAccounts, type StaffAccount } from './staffAccounts.ts';

export interface ShopWithStaff {
  server: RunningServer;
  browser: Browser;
}

/**
 * A file's own production server, whose fresh database has these staff accounts (made by the
 * server's command before it opens the database), and its browser: started before the file's
 * tests, stopped after them. `prepare` does more to the data folder first.
 */
export function shopWithStaff(
  accounts: readonly StaffAccount[],
  prepare?: (dataDir: string) => void,
): ShopWithStaff {
  const shop = {} as ShopWithStaff;
  beforeAll(async () => {
    shop.server = await startProductionServer(
      {},
      {
        prepare: (dataDir) => {
          createStaffAccounts(dataDir, accounts);
          prepare?.(dataDir);
        },
      },
    );
    shop.browser = await launchChromium();
  });
  afterAll(async () => {
    await shop.browser?.close();
    await shop.server?.stop();
  });
  return shop;
}
