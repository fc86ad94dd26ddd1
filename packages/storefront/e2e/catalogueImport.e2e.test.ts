import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { untilHydrated } from './support/hydrated.ts';
import { type RunningServer, startProductionServer } from './support/productionServer.ts';
import { callApi } from './support/shopApi.ts';
import { createStaffAccounts } from './support/staffAccounts.ts';

const EDITOR = {
  email: 'editor@probuild.example',
  name: 'ปิติ เขียนเก่ง',
  password: 'Edit-Prices-2026!',
  role: 'editor' as const,
};
const ROWS = 1_000;
const serverDir = resolve(import.meta.dirname, '../../server');
/** The rows (0-based, among the data rows) made wrong, one problem each. */
const BAD = { price: 100, brand: 500, stock: 900 } as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startProductionServer(
    {},
    {
      prepare(dataDir) {
        createStaffAccounts(dataDir, [EDITOR]);
        // The seed has some 640 products: copies of them (as the benchmarks grow the catalogue) make
        // room for a sheet of 1 000 distinct products.
        const grown = spawnSync(
          process.execPath,
          [
            '--import',
            'tsx',
            '--input-type=module',
            '-e',
            `import { openDatabase } from './src/db/open.ts';
             import { seedDatabase } from './src/seed/index.ts';
             import { growCatalogue } from './bench/grow-catalogue.ts';
             const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
             await database.migrate();
             await seedDatabase(database.db);
             await growCatalogue(database.db, ${ROWS + 200});
             await database.close();`,
          ],
          { cwd: serverDir, env: { ...process.env, DATABASE_URL: '' }, encoding: 'utf8' },
        );
        if (grown.status !== 0) throw new Error(`Growing the catalogue failed: ${grown.stderr}`);
      },
    },
  );
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const baht = (satang: number) => `฿${(satang / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

type Row = string[];
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csvOf = (rows: Row[]) => rows.map((row) => row.map(cell).join(',')).join('\r\n');

async function check(page: Page, name: string, rows: Row[]) {
  await page
    .getByLabel('ไฟล์สินค้า (CSV)')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csvOf(rows)) });
  await page.getByRole('button', { name: 'ตรวจไฟล์' }).click();
  await page.getByRole('heading', { name: 'ผลการตรวจ' }).waitFor();
}

it('a sheet of 1 000 rows with three bad rows reports exactly those and imports nothing until they are fixed', async () => {
  const context = await browser.newContext({
    locale: 'th-TH',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/backoffice/catalogue/import`);
  await page.getByLabel('อีเมล', { exact: true }).fill(EDITOR.email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(EDITOR.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.getByRole('heading', { level: 1, name: 'นำเข้าและส่งออกสินค้า' }).waitFor();

  // The export, as the editor downloads it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลดไฟล์สินค้า (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^probuild-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const saved = join(await mkdtemp(join(tmpdir(), 'probuild-export-')), download.suggestedFilename());
  await download.saveAs(saved);
  const [header, ...exported] = parse(await readFile(saved, 'utf8'), { bom: true }) as Row[];
  expect(header?.slice(0, 8)).toEqual([
    'sku',
    'name_th',
    'name_en',
    'price',
    'sale_price',
    'stock',
    'category',
    'subcategory',
  ]);
  expect(header).toContain('spec.socket');
  expect(exported.length).toBeGreaterThanOrEqual(ROWS);

  // 1 000 products, each one baht dearer with two units more.
  const changed = exported
    .slice(0, ROWS)
    .map(
      ([sku, th, en, price, sale, stock, ...rest]) =>
        [sku, th, en, String(Number(price) + 1), sale, String(Number(stock) + 2), ...rest] as Row,
    );
  const bad = changed.map((row) => [...row]);
  (bad[BAD.price] as Row)[3] = '12,99x';
  // A new product (a SKU the catalogue lacks) of a brand the catalogue lacks.
  (bad[BAD.brand] as Row)[0] = 'NO-SUCH-PRODUCT-1';
  (bad[BAD.brand] as Row)[(header as Row).indexOf('brand')] = 'no-such-brand';
  (bad[BAD.stock] as Row)[5] = '-4';
  const before = (sku: string) =>
    callApi<{ price: number; stock: number }>(server, 'GET', `/web/product-detail/${sku}`);
  const watched = changed.find((row) => row[4] === '' && Number(row[5]) > 2) as Row;
  const watchedBefore = await before(watched[0] as string);

  await check(page, 'products-bad.csv', [header as Row, ...bad]);
  const problems = page.getByRole('table', { name: 'ปัญหาในไฟล์' });
  const problemRows = problems.getByRole('row');
  // The header row and exactly the three bad rows (the sheet's row numbers count its header).
  await expect.poll(() => problemRows.count()).toBe(4);
  expect(await problemRows.nth(1).textContent()).toMatch(
    new RegExp(`^${BAD.price + 2}\\s*price\\s*ราคาต้องเป็นจำนวนบาท`),
  );
  expect(await problemRows.nth(2).textContent()).toMatch(
    new RegExp(`^${BAD.brand + 2}\\s*brand\\s*กรุณาเลือกยี่ห้อ`),
  );
  expect(await problemRows.nth(3).textContent()).toMatch(
    new RegExp(`^${BAD.stock + 2}\\s*stock\\s*สต็อกต้องเป็นจำนวนเต็ม`),
  );
  expect(await page.getByRole('button', { name: /^นำเข้า [\d,]+ แถว$/ }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  // Nothing was imported.
  expect(await before(watched[0] as string)).toMatchObject({
    price: watchedBefore.price,
    stock: watchedBefore.stock,
  });

  // Fixed, checked again, imported.
  await check(page, 'products.csv', [header as Row, ...changed]);
  await page.getByText(`${ROWS.toLocaleString('en-US')} แถว ไม่มีปัญหา`).waitFor();
  await page.getByRole('button', { name: `นำเข้า ${ROWS.toLocaleString('en-US')} แถว` }).click();
  await page.getByText(/^นำเข้าแล้ว:/).waitFor({ timeout: 30_000 });

  // The storefront shows the new price and stock at its next request.
  const after = await before(watched[0] as string);
  expect(after.price).toBe(watchedBefore.price + 100);
  expect(after.stock).toBe(watchedBefore.stock + 2);
  const shopper = await browser.newContext({ locale: 'th-TH', viewport: { width: 1280, height: 900 } });
  const product = await shopper.newPage();
  await product.goto(`${server.url}/product/${watched[0]}`);
  await untilHydrated(product);
  await product.getByText(baht(after.price)).first().waitFor();
  await shopper.close();
  await context.close();
});
