import { deflateRawSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MEDIA_TYPE } from '../src/catalogue-import/catalogue-workbook.ts';
import { products, stockMovements } from '../src/db/schema/index.ts';
import { useTestApp } from './support/app.ts';
import { callBackoffice, type SignedInStaff, signedInStaff } from './support/backoffice.ts';
import { addTestProduct } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

let editor: SignedInStaff;
beforeAll(async () => {
  editor = await signedInStaff(app(), db(), 'editor');
});

const HEADER = ['sku', 'name_th', 'name_en', 'price', 'sale_price', 'stock'];

const upload = (operationId: string, body: Buffer, type = XLSX_MEDIA_TYPE) =>
  callBackoffice(app(), operationId, {
    token: editor.token,
    payload: body,
    headers: { 'content-type': type },
  });

async function exported(format: 'csv' | 'xlsx') {
  const response = await app().inject({
    method: 'GET',
    url: `/api/backoffice/v1/catalogue/export?format=${format}`,
    headers: { authorization: `Bearer ${editor.token}` },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

type Cell = ExcelJS.CellValue;

/** A workbook whose first worksheet has `rows` from row 1 (null: an empty row), then a sheet of notes. */
async function workbookOf(rows: (Cell[] | null)[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('products');
  rows.forEach((cells, index) => {
    if (cells) sheet.getRow(index + 1).values = cells;
  });
  workbook.addWorksheet('notes').getRow(1).values = ['not', 'a', 'product'];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every cell of a workbook's first worksheet as written: its type and value. */
async function cellsOf(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const rows: { type: ExcelJS.ValueType; value: Cell }[][] = [];
  sheet?.eachRow((row, number) => {
    rows[number - 1] = Array.from({ length: sheet.columnCount }, (_, index) => {
      const cell = row.getCell(index + 1);
      return { type: cell.type, value: cell.value };
    });
  });
  return rows;
}

/** A ZIP archive of `parts`; `claimed` gives a part's size in its directory other than its own. */
function zipOf(parts: Record<string, Buffer>, claimed: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(parts)) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const size = claimed[name] ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const movementCount = async () => (await db().select({ rows: count() }).from(stockMovements))[0]?.rows ?? 0;
const productOf = async (sku: string) => (await db().select().from(products).where(eq(products.sku, sku)))[0];
const problemsOf = (body: { data: { problems: { row: number; column: string; code: string }[] } }) =>
  body.data.problems.map((item) => [item.row, item.column, item.code]);

describe('the catalogue sheet as an Excel workbook', () => {
  it('exports the CSV sheet as text cells, and importing it back changes nothing', async () => {
    const zeros = await addTestProduct(db(), { price: 1_299_050, salePrice: 999_900, stock: 0 });
    const sku = `00${Date.now()}`.slice(0, 14);
    await db()
      .update(products)
      .set({ sku, nameEn: '=HYPERLINK("http://evil.example","Click")' })
      .where(eq(products.sku, zeros.sku));

    const response = await exported('xlsx');
    expect(response.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="probuild-catalogue-.*\.xlsx"$/,
    );
    const file = response.rawPayload;
    const rows = await cellsOf(file);
    // The same columns and cells as the CSV sheet (whose formula guard the workbook does not need).
    const csv = parse((await exported('csv')).body, { bom: true }) as string[][];
    expect(rows.map((cells) => cells.map((cell) => cell.value ?? ''))).toEqual(
      csv.map((cells) => cells.map((cell) => cell.replace(/^'(?=[=+\-@])/, ''))),
    );
    expect(rows[0]?.slice(0, 6).map((cell) => cell.value)).toEqual(HEADER);
    // Every cell is text: the SKU keeps its zeros, the price stays as written, the name is no formula.
    expect(rows.flat().every((cell) => cell.type === ExcelJS.ValueType.String || cell.value === null)).toBe(
      true,
    );
    const row = rows.find((cells) => cells[0]?.value === sku);
    expect(row?.slice(0, 5).map((cell) => cell.value)).toEqual([
      sku,
      zeros.nameTh,
      '=HYPERLINK("http://evil.example","Click")',
      '12990.50',
      '9999',
    ]);

    const movementsBefore = await movementCount();
    // Told apart by its bytes: a workbook sent as CSV is read as a workbook.
    const check = await upload('checkCatalogueImport', file, 'text/csv');
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({
      problems: [],
      productsCreated: 0,
      productsChanged: 0,
      stockChanged: 0,
    });
    expect(check.body.data.unchanged).toBe(rows.length - 1);
    const imported = await upload('importCatalogue', file);
    expect(imported.status).toBe(200);
    expect(imported.body.data).toMatchObject({ problems: [], productsChanged: 0, stockChanged: 0 });
    expect(await movementCount()).toBe(movementsBefore);
    expect(await productOf(sku)).toMatchObject({
      nameEn: '=HYPERLINK("http://evil.example","Click")',
      price: 1_299_050,
      plannedSalePrice: 999_900,
    });
  });

  it('reads the first worksheet, numbers as written, and lists exactly the bad rows by their sheet row', async () => {
    const a = await addTestProduct(db(), { price: 100_000, stock: 5 });
    const b = await addTestProduct(db(), { price: 100_000, stock: 5 });
    const c = await addTestProduct(db(), { price: 100_000, stock: 5 });
    const file = await workbookOf([
      ['Stock', 'SKU', 'Price', 'Sale_Price', 'Name_EN', 'Name_TH'],
      // Numbers typed as numbers are read as written.
      [12, a.sku.toLowerCase(), 1290.5, null, 'New name', 'ชื่อใหม่'],
      null,
      [5, b.sku, 'twelve', null, b.nameEn, b.nameTh],
      [-1, c.sku, 1000, 1000, c.nameEn, c.nameTh],
      [{ richText: [{ text: '7' }] }, c.sku, 1000, null, c.nameEn, c.nameTh],
    ]);
    const check = await upload('checkCatalogueImport', file);
    expect(check.status).toBe(200);
    expect(problemsOf(check.body)).toEqual([
      [4, 'price', 'PRICE_INVALID'],
      [5, 'sale_price', 'SALE_NOT_BELOW_PRICE'],
      [5, 'stock', 'STOCK_INVALID'],
      [6, 'sku', 'SKU_REPEATED'],
    ]);
    expect(check.body.data.rows).toBe(4);
    const refused = await upload('importCatalogue', file);
    expect([refused.status, refused.body.code]).toEqual([422, 'IMPORT_HAS_PROBLEMS']);
    expect(await productOf(a.sku)).toMatchObject({ price: 100_000, stock: 5 });

    // Fixed, the same workbook imports, once.
    const fixed = await workbookOf([
      ['Stock', 'SKU', 'Price', 'Sale_Price', 'Name_EN', 'Name_TH'],
      [12, a.sku.toLowerCase(), 1290.5, null, 'New name', 'ชื่อใหม่'],
      null,
      [5, b.sku, '1,200', null, b.nameEn, b.nameTh],
    ]);
    expect((await upload('importCatalogue', fixed)).body.data).toMatchObject({
      problems: [],
      productsChanged: 2,
      stockChanged: 1,
    });
    expect(await productOf(a.sku)).toMatchObject({ nameEn: 'New name', price: 129_050, stock: 12 });
    expect(await productOf(b.sku)).toMatchObject({ price: 120_000, stock: 5 });
    expect((await upload('importCatalogue', fixed)).body.data).toMatchObject({
      productsChanged: 0,
      stockChanged: 0,
      unchanged: 2,
    });
  });

  it('refuses every formula cell, never using its saved result', async () => {
    const product = await addTestProduct(db(), { price: 100_000, stock: 5 });
    const file = await workbookOf([
      HEADER,
      [
        product.sku,
        product.nameTh,
        { formula: 'CONCAT("a","b")', result: 'ab' },
        { formula: '1000+1', result: 1001 },
        null,
        3,
      ],
      [{ sharedFormula: 'C2', result: 'x' }, 'ชื่อ', 'Name', 1, null, 1],
    ]);
    const check = await upload('checkCatalogueImport', file);
    expect(problemsOf(check.body)).toEqual([
      [2, 'name_en', 'FORMULA_CELL'],
      [2, 'price', 'FORMULA_CELL'],
      [3, 'sku', 'FORMULA_CELL'],
    ]);
    const refused = await upload('importCatalogue', file);
    expect([refused.status, refused.body.code]).toEqual([422, 'IMPORT_HAS_PROBLEMS']);
    expect(await productOf(product.sku)).toMatchObject({ price: 100_000, stock: 5 });

    const header = await upload(
      'checkCatalogueImport',
      await workbookOf([[...HEADER.slice(0, 5), { formula: 'LOWER("STOCK")', result: 'stock' }]]),
    );
    expect([header.status, header.body.code]).toEqual([422, 'IMPORT_FILE_UNREADABLE']);
    expect(header.body.message).toContain('F1');
  });

  it('refuses a ZIP that is no workbook, one that unpacks to too much, and too many rows', async () => {
    const notWorkbook = await upload(
      'checkCatalogueImport',
      zipOf({ 'word/document.xml': Buffer.from('<w/>') }),
    );
    expect([notWorkbook.status, notWorkbook.body.code]).toEqual([422, 'IMPORT_FILE_UNREADABLE']);
    expect(notWorkbook.body.message).toContain('not an Excel workbook');

    // 130 MiB of zeros packs to some 130 KB: refused by its size, whether told or not.
    const zeros = Buffer.alloc(130 * 1024 * 1024);
    for (const bomb of [
      zipOf({ 'xl/workbook.xml': Buffer.from('<workbook/>'), 'xl/worksheets/sheet1.xml': zeros }),
      zipOf(
        { 'xl/workbook.xml': Buffer.from('<workbook/>'), 'xl/worksheets/sheet1.xml': zeros },
        { 'xl/worksheets/sheet1.xml': 1_000 },
      ),
    ]) {
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const refused = await upload('checkCatalogueImport', bomb);
      expect([refused.status, refused.body.code]).toEqual([422, 'IMPORT_FILE_UNREADABLE']);
      expect(refused.body.message).toContain('unpacks to more than 128 MiB');
    }
    // Small when packed, but more cells than are ever read: refused before the worksheet is read.
    const cells = `<row r="1">${'<c/>'.repeat(1_200_001)}</row>`;
    const wide = await upload(
      'checkCatalogueImport',
      zipOf({
        'xl/workbook.xml': Buffer.from('<workbook/>'),
        'xl/worksheets/sheet1.xml': Buffer.from(`<worksheet><sheetData>${cells}</sheetData></worksheet>`),
      }),
    );
    expect([wide.status, wide.body.code]).toEqual([422, 'IMPORT_FILE_UNREADABLE']);
    expect(wide.body.message).toContain('more than 1,200,000 cells');

    const many = await workbookOf([
      HEADER,
      ...Array.from({ length: 20_001 }, (_, index) => [`S${index}`, 'ท', 'N', 1, null, 1]),
    ]);
    const tooMany = await upload('checkCatalogueImport', many);
    expect([tooMany.status, tooMany.body.code]).toEqual([422, 'IMPORT_TOO_MANY_ROWS']);

    const huge = await upload('checkCatalogueImport', Buffer.concat([many, Buffer.alloc(9 * 1024 * 1024)]));
    expect([huge.status, huge.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });
});
