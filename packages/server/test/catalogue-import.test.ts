import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productChanges, products, staffAudit, stockMovements } from '../src/db/schema/index.ts';
import { useTestApp } from './support/app.ts';
import { callBackoffice, type SignedInStaff, signedInStaff } from './support/backoffice.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { addTestProduct } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

let editor: SignedInStaff;
beforeAll(async () => {
  editor = await signedInStaff(app(), db(), 'editor');
});

const HEADER = 'sku,name_th,name_en,price,sale_price,stock';
const PRODUCT_HEADER =
  'category,subcategory,brand,model,warranty_months,short_description_th,short_description_en,published';

const upload = (operationId: string, body: string | Buffer, staff = editor, type = 'text/csv') =>
  callBackoffice(app(), operationId, {
    token: staff.token,
    payload: body,
    headers: { 'content-type': type },
  });

async function exported(): Promise<string> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/backoffice/v1/catalogue/export',
    headers: { authorization: `Bearer ${editor.token}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="probuild-catalogue-/);
  return response.body;
}

const movementCount = async () => (await db().select({ rows: count() }).from(stockMovements))[0]?.rows ?? 0;
const productOf = async (sku: string) => (await db().select().from(products).where(eq(products.sku, sku)))[0];

describe('the catalogue sheet', () => {
  it('exports every product, guarded against formulas, and importing it back changes nothing', async () => {
    const risky = await addTestProduct(db(), { price: 1_299_050, salePrice: 999_900, stock: 4 });
    await db()
      .update(products)
      .set({ nameEn: '=HYPERLINK("http://evil.example","Click")', nameTh: '+66 สินค้า' })
      .where(eq(products.sku, risky.sku));
    const sheet = await exported();
    expect(sheet.startsWith(`\uFEFF${HEADER},${PRODUCT_HEADER},spec.`)).toBe(true);
    const rows = parse(sheet, { bom: true, columns: true }) as Record<string, string>[];
    const [productCount] = await db()
      .select({ rows: count() })
      .from(products)
      .where(eq(products.productType, 'product'));
    expect(rows).toHaveLength(productCount?.rows ?? 0);
    expect(rows.find((row) => row.sku === risky.sku)).toMatchObject({
      sku: risky.sku,
      name_th: "'+66 สินค้า",
      name_en: `'=HYPERLINK("http://evil.example","Click")`,
      price: '12990.50',
      sale_price: '9999',
      stock: '4',
      category: risky.categoryKey,
      brand: risky.brandKey,
      model: risky.model,
      warranty_months: String(risky.warrantyMonths),
      published: risky.published ? 'yes' : 'no',
    });
    // One column per specification key, lists written as `a; b`.
    const lists = Object.entries(risky.specs).filter(([, value]) => Array.isArray(value));
    for (const [key, value] of lists)
      expect(rows.find((row) => row.sku === risky.sku)?.[`spec.${key}`]).toBe((value as string[]).join('; '));

    const movementsBefore = await movementCount();
    const check = await upload('checkCatalogueImport', sheet);
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ problems: [], productsChanged: 0, stockChanged: 0 });
    expect(check.body.data.unchanged).toBe(rows.length);
    const imported = await upload('importCatalogue', sheet);
    expect(imported.body.data).toMatchObject({ problems: [], productsChanged: 0, stockChanged: 0 });
    expect(await movementCount()).toBe(movementsBefore);
    expect((await productOf(risky.sku))?.nameEn).toBe('=HYPERLINK("http://evil.example","Click")');
  });

  it('imports names, prices and stock all at once, once, each stock change a movement', async () => {
    const a = await addTestProduct(db(), { price: 100_000, stock: 5 });
    const b = await addTestProduct(db(), { price: 200_000, salePrice: 150_000, stock: 0 });
    const file = [
      'Stock,SKU,Price,Sale_Price,Name_EN,Name_TH',
      `12,${a.sku.toLowerCase()},"1,290.50",,New name,ชื่อใหม่`,
      '',
      `0,${b.sku},2000,,${b.nameEn},${b.nameTh}`,
    ].join('\n');
    const check = await upload('checkCatalogueImport', file);
    expect(check.body.data).toEqual({
      rows: 2,
      problems: [],
      productsCreated: 0,
      productsChanged: 2,
      stockChanged: 1,
      unchanged: 0,
    });
    expect((await productOf(a.sku))?.price).toBe(100_000);

    const imported = await upload('importCatalogue', file);
    expect(imported.status).toBe(200);
    expect(await productOf(a.sku)).toMatchObject({
      nameEn: 'New name',
      nameTh: 'ชื่อใหม่',
      price: 129_050,
      salePrice: null,
      stock: 12,
    });
    expect((await productOf(a.sku))?.searchText).toContain('new name');
    // No sale price, no sale: the sale tag goes too.
    const bAfter = await productOf(b.sku);
    expect(bAfter).toMatchObject({ price: 200_000, salePrice: null, plannedSalePrice: null, stock: 0 });
    expect(bAfter?.tags.map((tag) => tag.name.en)).not.toContain('Sale');
    const movements = await db().select().from(stockMovements).where(eq(stockMovements.sku, a.sku));
    expect(movements.map((row) => [row.kind, row.quantity, row.balance, row.staffEmail])).toEqual([
      ['received', 5, 5, null],
      ['imported', 7, 12, editor.email],
    ]);

    // The storefront shows the new price and stock at its next request.
    const { data } = await callSuccessfully(app(), 'getProductDetail', { params: { sku: a.sku } });
    expect(data).toMatchObject({ price: 129_050, salePrice: 129_050, stock: 12, name: { en: 'New name' } });

    const again = await upload('importCatalogue', file);
    expect(again.body.data).toMatchObject({ productsChanged: 0, stockChanged: 0, unchanged: 2 });
    expect(await db().select().from(stockMovements).where(eq(stockMovements.sku, a.sku))).toHaveLength(2);
    const audit = await db().select().from(staffAudit).where(eq(staffAudit.action, 'catalogue.import'));
    expect(audit.filter((entry) => JSON.stringify(entry.after).includes(a.sku))).toHaveLength(1);
  });

  it('sets the planned sale price, in force only during its sale period; clearing it ends the period', async () => {
    const planned = await addTestProduct(db(), { price: 100_000, stock: 1 });
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    await db()
      .update(products)
      .set({ plannedSalePrice: 90_000, salePrice: null, saleStartsAt: nextWeek })
      .where(eq(products.sku, planned.sku));
    const running = await addTestProduct(db(), { price: 100_000, salePrice: 95_000, stock: 1 });
    const row = (sku: string, sale: string) => `${sku},ชื่อ,Name,1000,${sale},1`;
    const file = [HEADER, row(planned.sku, '800'), row(running.sku, '')].join('\n');
    expect((await upload('importCatalogue', file)).status).toBe(200);
    // The planned sale keeps its period and starts next week; the running one is over.
    expect(await productOf(planned.sku)).toMatchObject({
      plannedSalePrice: 80_000,
      salePrice: null,
      saleStartsAt: nextWeek,
    });
    expect(await productOf(running.sku)).toMatchObject({
      plannedSalePrice: null,
      salePrice: null,
      saleEndsAt: null,
    });
    const equal = await upload('checkCatalogueImport', [HEADER, row(running.sku, '1000')].join('\n'));
    expect(equal.body.data.problems).toEqual([
      {
        row: 2,
        column: 'sale_price',
        code: 'SALE_NOT_BELOW_PRICE',
        message: 'The sale price must be below the price',
      },
    ]);
    // The sheet gives the editor's sale price back.
    const line = (await exported()).split('\r\n').find((text) => text.startsWith(planned.sku));
    expect(line?.split(',').slice(0, 6).join(',')).toBe(`${planned.sku},ชื่อ,Name,1000,800,1`);
  });

  it('lists each row problem by row, column and code, and imports nothing while there is one', async () => {
    const good = await addTestProduct(db(), { price: 100_000, stock: 5 });
    const other = await addTestProduct(db(), { price: 100_000, stock: 5 });
    const [comset] = await db()
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.productType, 'comset'))
      .limit(1);
    const file = [
      HEADER,
      `${good.sku},ชื่อ,Name,999,,9`,
      `NO-SUCH-SKU,ชื่อ,Name,100,,1`,
      `${other.sku},,Name,12.345,,1`,
      `${other.sku},ชื่อ,Name,100,150,-1`,
      `${comset?.sku},ชื่อ,Name,100,,1`,
      `,ชื่อ,Name,100,,1.5`,
    ].join('\r\n');
    const check = await upload('checkCatalogueImport', file);
    expect(check.status).toBe(200);
    expect(
      check.body.data.problems.map((item: { row: number; column: string; code: string }) => [
        item.row,
        item.column,
        item.code,
      ]),
    ).toEqual([
      // A new SKU in a file without the new product's columns: what it lacks.
      [3, 'warranty_months', 'REQUIRED'],
      [3, 'model', 'required'],
      [3, 'short_description_th', 'required'],
      [3, 'short_description_en', 'required'],
      [3, 'category', 'required'],
      [3, 'brand', 'required'],
      [4, 'name_th', 'REQUIRED'],
      [4, 'price', 'PRICE_INVALID'],
      [5, 'sku', 'SKU_REPEATED'],
      [5, 'sale_price', 'SALE_NOT_BELOW_PRICE'],
      [5, 'stock', 'STOCK_INVALID'],
      [6, 'sku', 'COMSET_NOT_IMPORTED'],
      [7, 'sku', 'REQUIRED'],
      [7, 'stock', 'STOCK_INVALID'],
    ]);
    const movementsBefore = await movementCount();
    const refused = await upload('importCatalogue', file);
    expect([refused.status, refused.body.code]).toEqual([422, 'IMPORT_HAS_PROBLEMS']);
    expect(refused.body.errors).toHaveLength(14);
    expect(refused.body.errors[0]).toEqual({ path: '/rows/3/warranty_months', message: 'REQUIRED' });
    // All or nothing: the good row's price and stock are untouched.
    expect(await productOf(good.sku)).toMatchObject({ price: 100_000, stock: 5 });
    expect(await movementCount()).toBe(movementsBefore);
  });

  it('refuses a file with wrong headers, no rows, not text, too big or not sent as CSV', async () => {
    const headers = await upload('checkCatalogueImport', 'sku,name,price,stock\nA,B,1,1\n');
    expect([headers.status, headers.body.code]).toEqual([422, 'IMPORT_HEADERS']);
    expect(headers.body.message).toContain('missing: name_th, name_en, sale_price');
    expect(headers.body.errors).toContainEqual({ path: '/header/name', message: 'unknown' });
    const empty = await upload('checkCatalogueImport', `${HEADER}\n\n`);
    expect([empty.status, empty.body.code]).toEqual([422, 'IMPORT_EMPTY']);
    // A spreadsheet file (a zip) sent as CSV.
    const binary = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0xff, 0xfe, 0x00, 0x80]);
    const notText = await upload('checkCatalogueImport', binary);
    expect([notText.status, notText.body.code]).toEqual([422, 'IMPORT_FILE_UNREADABLE']);
    const unclosed = await upload('checkCatalogueImport', `${HEADER}\nA,"B,C,1,,1\n`);
    expect([unclosed.status, unclosed.body.code]).toEqual([422, 'IMPORT_FILE_UNREADABLE']);
    const huge = await upload('checkCatalogueImport', `${HEADER}\n${'x'.repeat(9 * 1024 * 1024)}`);
    expect([huge.status, huge.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const json = await upload(
      'checkCatalogueImport',
      JSON.stringify({ rows: [] }),
      editor,
      'application/json',
    );
    expect(json.status).toBe(400);
  });

  it('is for staff who edit the catalogue', async () => {
    const packer = await signedInStaff(app(), db(), 'packer');
    const product = await addTestProduct(db(), { price: 100_000, stock: 5 });
    const file = `${HEADER}\n${product.sku},ชื่อ,Name,1,,1\n`;
    expect((await upload('importCatalogue', file, packer)).status).toBe(403);
    expect((await upload('checkCatalogueImport', file, packer)).status).toBe(403);
    const exportAsPacker = await app().inject({
      method: 'GET',
      url: '/api/backoffice/v1/catalogue/export',
      headers: { authorization: `Bearer ${packer.token}` },
    });
    expect(exportAsPacker.statusCode).toBe(403);
    expect(await productOf(product.sku)).toMatchObject({ price: 100_000, stock: 5 });
  });
});

describe('new products from the sheet', () => {
  const NEW_HEADER = `${HEADER},${PRODUCT_HEADER},spec.socket,spec.memoryTypes,spec.tdpW,spec.cores,spec.wattage`;
  const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();
  const cpuRow = (
    sku: string,
    cells: { published?: string; stock?: string; socket?: string; brand?: string },
  ) =>
    [
      sku,
      'ซีพียูใหม่',
      `New CPU ${sku}`,
      '9990',
      '',
      cells.stock ?? '0',
      'cpu',
      'cpu-amd',
      cells.brand ?? 'AMD',
      `Ryzen ${sku}`,
      '36',
      'ซีพียู 8 คอร์',
      '8-core CPU',
      cells.published ?? '',
      cells.socket ?? 'AM5',
      'DDR5',
      '65',
      '8',
      '',
    ].join(',');
  const psuRow = (sku: string) =>
    [
      sku,
      'พาวเวอร์',
      `PSU ${sku}`,
      '2990',
      '2490',
      '3',
      'psu',
      '',
      'corsair',
      sku,
      '60',
      'พาวเวอร์ 750W',
      '750 W PSU',
      'yes',
      '',
      '',
      '',
      '',
      '750',
    ].join(',');
  const detail = (sku: string) => callOperation(app(), 'getProductDetail', { params: { sku } });

  it('creates them as the editor does: hidden unless published, stock as an imported movement, once', async () => {
    const cpu = `CPU-NEW-${unique()}`;
    const psu = `PSU-NEW-${unique()}`;
    const file = [NEW_HEADER, cpuRow(cpu, { stock: '7' }), psuRow(psu)].join('\r\n');
    const check = await upload('checkCatalogueImport', file);
    expect(check.body.data).toEqual({
      rows: 2,
      problems: [],
      productsCreated: 2,
      productsChanged: 0,
      stockChanged: 2,
      unchanged: 0,
    });
    expect(await productOf(cpu)).toBeUndefined();
    const changesBefore = await db().select({ rows: count() }).from(productChanges);

    const imported = await upload('importCatalogue', file);
    expect(imported.status).toBe(200);
    expect(await productOf(cpu)).toMatchObject({
      productType: 'product',
      categoryKey: 'cpu',
      subcategoryKey: 'cpu-amd',
      brandKey: 'amd',
      model: `Ryzen ${cpu}`,
      warrantyMonths: 36,
      shortDescEn: '8-core CPU',
      price: 999_000,
      published: false,
      isNew: true,
      stock: 7,
      specs: { socket: 'AM5', memoryTypes: ['DDR5'], tdpW: 65, cores: 8 },
    });
    // The editor's derived columns: search text and the filter columns read from the specs.
    expect((await productOf(cpu))?.searchText).toContain(cpu.toLowerCase());
    expect(await productOf(psu)).toMatchObject({
      brandKey: 'corsair',
      published: true,
      plannedSalePrice: 249_000,
      salePrice: 249_000,
      specs: { wattage: 750 },
    });
    const movements = await db().select().from(stockMovements).where(eq(stockMovements.sku, cpu));
    expect(movements.map((row) => [row.kind, row.quantity, row.balance, row.staffEmail])).toEqual([
      ['imported', 7, 7, editor.email],
    ]);
    // The search index hears of both.
    const changesAfter = await db().select({ rows: count() }).from(productChanges);
    expect((changesAfter[0]?.rows ?? 0) - (changesBefore[0]?.rows ?? 0)).toBeGreaterThanOrEqual(2);

    // Shoppers see only the published one.
    expect((await detail(cpu)).status).toBe(404);
    expect((await detail(psu)).body).toMatchObject({ data: { sku: psu, price: 299_000, stock: 3 } });

    // The same file again changes nothing.
    const movementsBefore = await movementCount();
    const again = await upload('importCatalogue', file);
    expect(again.body.data).toMatchObject({
      productsCreated: 0,
      productsChanged: 0,
      stockChanged: 0,
      unchanged: 2,
    });
    expect(await movementCount()).toBe(movementsBefore);

    // Publishing through the sheet shows it to shoppers.
    const publish = [NEW_HEADER, cpuRow(cpu, { stock: '7', published: 'yes' })].join('\r\n');
    expect((await upload('importCatalogue', publish)).body.data).toMatchObject({ productsChanged: 1 });
    expect((await detail(cpu)).body).toMatchObject({ data: { sku: cpu, stock: 7 } });

    // The export gives them back in the same columns, and importing it changes nothing.
    const sheet = await exported();
    const rows = parse(sheet, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((row) => row.sku === cpu)).toMatchObject({
      category: 'cpu',
      brand: 'amd',
      published: 'yes',
      'spec.socket': 'AM5',
      'spec.memoryTypes': 'DDR5',
      'spec.tdpW': '65',
      'spec.wattage': '',
    });
    const roundTrip = await upload('importCatalogue', sheet);
    expect(roundTrip.body.data).toMatchObject({
      problems: [],
      productsCreated: 0,
      productsChanged: 0,
      stockChanged: 0,
      unchanged: rows.length,
    });
  });

  it('makes a new product once when the same file is imported twice at once', async () => {
    const cpu = `CPU-TWICE-${unique()}`;
    // Enough rows that the two imports overlap.
    const others = Array.from({ length: 300 }, (_, index) => cpuRow(`${cpu}-${index}`, {}));
    const file = [NEW_HEADER, cpuRow(cpu, { stock: '4' }), ...others].join('\r\n');
    const answers = await Promise.all([upload('importCatalogue', file), upload('importCatalogue', file)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.data.productsCreated).sort()).toEqual([0, 301]);
    const movements = await db().select().from(stockMovements).where(eq(stockMovements.sku, cpu));
    expect(movements.map((row) => [row.kind, row.quantity, row.balance])).toEqual([['imported', 4, 4]]);
  });

  it("reports exactly a bad new row's problems in the editor's codes and imports nothing", async () => {
    const good = `CPU-GOOD-${unique()}`;
    const bad = `CPU-BAD-${unique()}`;
    const existing = await addTestProduct(db(), { price: 100_000, stock: 1 });
    const file = [
      NEW_HEADER,
      cpuRow(good, { stock: '5' }),
      cpuRow(bad, { socket: '', brand: 'nosuchbrand' }),
      cpuRow(`CPU-KIND-${unique()}`, {}).replace(',DDR5,65,', ',DDR5,sixty,'),
    ].join('\r\n');
    const check = await upload('checkCatalogueImport', file);
    expect(check.status).toBe(200);
    expect(check.body.data.problems).toEqual([
      { row: 3, column: 'brand', code: 'unknown_brand', message: 'No such brand' },
      {
        row: 3,
        column: 'spec.socket',
        code: 'spec_missing',
        message: 'The builder needs this specification',
      },
      { row: 4, column: 'spec.tdpW', code: 'spec_wrong_kind', message: 'This specification is a number' },
    ]);
    const refused = await upload('importCatalogue', file);
    expect([refused.status, refused.body.code]).toEqual([422, 'IMPORT_HAS_PROBLEMS']);
    expect(await productOf(good)).toBeUndefined();

    // An existing product's category changes in the editor, not through the sheet.
    const moved = [`${HEADER},category`, `${existing.sku},ชื่อ,Name,1000,,1,psu`].join('\r\n');
    expect((await upload('checkCatalogueImport', moved)).body.data.problems).toEqual([
      expect.objectContaining({ row: 2, column: 'category', code: 'CHANGE_IN_EDITOR' }),
    ]);
    expect((await upload('importCatalogue', moved)).status).toBe(422);
    expect(await productOf(existing.sku)).toMatchObject({ price: 100_000, stock: 1 });
  });
});
