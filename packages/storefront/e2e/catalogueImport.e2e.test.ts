import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright';
import { expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { untilHydrated } from './support/hydrated.ts';
import { callApi } from './support/shopApi.ts';
import { shopWithStaff } from './support/shopWithStaff.ts';

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

const staffShop = shopWithStaff([EDITOR], (dataDir) => {
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
});

const baht = (satang: number) => `฿${(satang / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

type Row = string[];
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csvOf = (rows: Row[]) => rows.map((row) => row.map(cell).join(',')).join('\r\n');

async function check(page: Page, name: string, rows: Row[] | Buffer) {
  const xlsx = name.endsWith('.xlsx');
  await page.getByLabel('ไฟล์สินค้า (CSV หรือ Excel)').setInputFiles({
    name,
    mimeType: xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv',
    buffer: Buffer.isBuffer(rows) ? rows : Buffer.from(csvOf(rows)),
  });
  await page.getByRole('button', { name: 'ตรวจไฟล์' }).click();
  await page.getByRole('heading', { name: 'ผลการตรวจ' }).waitFor();
}

async function signIn(page: Page) {
  await page.goto(`${staffShop.server.url}/backoffice/catalogue/import`);
  await page.getByLabel('อีเมล', { exact: true }).fill(EDITOR.email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(EDITOR.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.getByRole('heading', { level: 1, name: 'นำเข้าและส่งออกสินค้า' }).waitFor();
}

/**
 * A workbook edited as a spreadsheet would: the first published product's price one baht higher
 * (typed as a number) and, with `formula`, the next row's stock a formula. Gives that product's SKU,
 * the formula's row and the new file.
 */
function editWorkbook(file: string, formula: boolean) {
  const edited = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import ExcelJS from 'exceljs';
       const workbook = new ExcelJS.Workbook();
       await workbook.xlsx.readFile(${JSON.stringify(file)});
       const sheet = workbook.worksheets[0];
       const header = sheet.getRow(1).values;
       const column = (name) => header.indexOf(name);
       let row = 2;
       while (sheet.getRow(row).getCell(column('published')).value !== 'yes') row++;
       const price = sheet.getRow(row).getCell(column('price'));
       price.value = Number(price.value) + 1;
       if (${formula}) sheet.getRow(row + 1).getCell(column('stock')).value = { formula: '1+1', result: 2 };
       const bytes = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
       process.stdout.write(JSON.stringify({ sku: sheet.getRow(row).getCell(1).value, formulaRow: row + 1, bytes }));`,
    ],
    { cwd: serverDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (edited.status !== 0) throw new Error(`Editing the workbook failed: ${edited.stderr}`);
  const { sku, formulaRow, bytes } = JSON.parse(edited.stdout) as {
    sku: string;
    formulaRow: number;
    bytes: string;
  };
  return { sku, formulaRow, file: Buffer.from(bytes, 'base64') };
}

it('a sheet of 1 000 rows with three bad rows reports exactly those and imports nothing until they are fixed', async () => {
  const context = await staffShop.browser.newContext({
    locale: 'th-TH',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signIn(page);

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
    callApi<{ price: number; stock: number }>(staffShop.server, 'GET', `/web/product-detail/${sku}`);
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
  const shopper = await staffShop.browser.newContext({
    locale: 'th-TH',
    viewport: { width: 1280, height: 900 },
  });
  const product = await shopper.newPage();
  await product.goto(`${staffShop.server.url}/product/${watched[0]}`);
  await untilHydrated(product);
  await product.getByText(baht(after.price)).first().waitFor();
  await shopper.close();
  await context.close();
});

it('an Excel export comes back as an import: a formula cell refused, the edited price imported', async () => {
  const context = await staffShop.browser.newContext({
    locale: 'th-TH',
    viewport: { width: 375, height: 800 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signIn(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลดไฟล์สินค้า (Excel)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^probuild-catalogue-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const saved = join(await mkdtemp(join(tmpdir(), 'probuild-export-')), download.suggestedFilename());
  await download.saveAs(saved);

  // Unchanged, it changes nothing.
  await check(page, 'products.xlsx', await readFile(saved));
  await page.getByRole('button', { name: 'ไม่มีอะไรต้องเปลี่ยน' }).waitFor();

  const withFormula = editWorkbook(saved, true);
  const product = () =>
    callApi<{ price: number }>(staffShop.server, 'GET', `/web/product-detail/${withFormula.sku}`);
  const priceBefore = (await product()).price;

  await check(page, 'products-formula.xlsx', withFormula.file);
  const problemRows = page.getByRole('table', { name: 'ปัญหาในไฟล์' }).getByRole('row');
  await expect.poll(() => problemRows.count()).toBe(2);
  expect(await problemRows.nth(1).textContent()).toMatch(
    new RegExp(`^${withFormula.formulaRow}\\s*stock\\s*ไม่นำเข้าสูตร`),
  );
  expect(await axeViolations(page)).toEqual([]);
  expect((await product()).price).toBe(priceBefore);

  await check(page, 'products-edited.xlsx', editWorkbook(saved, false).file);
  await page.getByRole('button', { name: /^นำเข้า [\d,]+ แถว$/ }).click();
  await page.getByText(/^นำเข้าแล้ว:/).waitFor({ timeout: 30_000 });
  expect((await product()).price).toBe(priceBefore + 100);
  await context.close();
});
