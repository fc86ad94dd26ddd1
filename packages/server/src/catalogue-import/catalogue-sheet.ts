import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { DomainError } from '../domain-error.ts';

/**
 * The catalogue as a sheet: one row per product, the same columns for export and import. Prices
 * are in baht (up to two decimals), stock in whole units. The first six columns are required; the
 * others describe a new product (an existing one's are checked against it) and may be left out.
 * Each specification is a column of its own, `spec.` and its key (`spec.socket`).
 */
export const SHEET_COLUMNS = ['sku', 'name_th', 'name_en', 'price', 'sale_price', 'stock'] as const;
export const PRODUCT_COLUMNS = [
  'category',
  'subcategory',
  'brand',
  'model',
  'warranty_months',
  'short_description_th',
  'short_description_en',
  'published',
] as const;
export const SPEC_PREFIX = 'spec.';
const SPEC_COLUMN = /^spec\.([A-Za-z][A-Za-z0-9_]{0,59})$/i;
export type SheetColumn =
  | (typeof SHEET_COLUMNS)[number]
  | (typeof PRODUCT_COLUMNS)[number]
  | `${typeof SPEC_PREFIX}${string}`;
const NAMED_COLUMNS: readonly string[] = [...SHEET_COLUMNS, ...PRODUCT_COLUMNS];

/** The largest file taken, and the most rows in it. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

/** One data row as read: its row number in the sheet (the header is row 1) and its cells. */
export interface SheetRow {
  row: number;
  /** The required columns' cells, and the optional ones the file has. */
  cells: Record<(typeof SHEET_COLUMNS)[number], string> & Partial<Record<SheetColumn, string>>;
  /** Columns whose cell is a workbook formula: never run nor trusted, the cell is read as empty. */
  formulas?: SheetColumn[];
}

/** A file's row before its columns are known: its row number, its cells in file order. */
export interface SheetRecord {
  row: number;
  cells: string[];
  /** Positions of cells that are formulas. */
  formulaAt?: number[];
}

/** A file's rows and the columns it has (spec columns with the key as written). */
export interface Sheet {
  columns: SheetColumn[];
  rows: SheetRow[];
}

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return before one):
 * written with a leading apostrophe, which spreadsheets show as text and the import takes off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const guardCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
const unguardCell = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** The sheet of `rows` in `columns` as CSV text (UTF-8 with a byte-order mark, so spreadsheets read Thai). */
export function writeSheet(
  columns: readonly SheetColumn[],
  rows: Partial<Record<SheetColumn, string>>[],
): string {
  return `\uFEFF${stringify(
    rows.map((row) => columns.map((column) => guardCell(row[column] ?? ''))),
    { header: true, columns: [...columns], record_delimiter: '\r\n' },
  )}`;
}

export const unreadable = (message: string) =>
  new DomainError('unprocessable', 'IMPORT_FILE_UNREADABLE', message);

/**
 * The rows of an uploaded CSV file. A file that is not UTF-8 text, cannot be parsed, has no rows,
 * too many, or other columns than the sheet's (any order, any case) is refused whole with a
 * message that says why.
 */
export function readSheet(file: Buffer | string): Sheet {
  const text = typeof file === 'string' ? file : decodeText(file);
  if (text.includes('\u0000')) throw unreadable('The file is not a CSV text file');
  let records: string[][];
  try {
    records = parse(text, { bom: true, trim: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (error instanceof CsvError)
      throw unreadable(
        `The file is not valid CSV (line ${String((error as { lines?: number }).lines ?? '?')}): ${error.message}`,
      );
    throw error;
  }
  const [header, ...data] = records;
  return sheetOf(
    header ?? [],
    data.map((cells, index) => ({ row: index + 2, cells })),
  );
}

/**
 * The sheet of a header and its data records, as read from a CSV or workbook file: refused whole
 * when it has no rows, too many, or other columns than the sheet's (any order, any case).
 */
export function sheetOf(header: string[], records: SheetRecord[]): Sheet {
  if (header.every((cell) => cell === ''))
    throw new DomainError('unprocessable', 'IMPORT_EMPTY', 'The file is empty');
  const columns = checkHeader(header);
  const rows: SheetRow[] = [];
  for (const { row, cells: record, formulaAt = [] } of records) {
    const formulas = columns.filter((_column, index) => formulaAt.includes(index));
    // A blank row is no product; row numbers still count it, as a spreadsheet does.
    if (formulas.length === 0 && record.every((cell) => cell === '')) continue;
    const cells = Object.fromEntries(
      columns.map((column, index) => [column, unguardCell(record[index] ?? '')]),
    ) as SheetRow['cells'];
    rows.push(formulas.length > 0 ? { row, cells, formulas } : { row, cells });
  }
  if (rows.length === 0)
    throw new DomainError('unprocessable', 'IMPORT_EMPTY', 'The file has no product rows');
  if (rows.length > MAX_IMPORT_ROWS) throw tooManyRows(rows.length);
  return { columns, rows };
}

/** A file with more rows than are taken at once (`rows` when they were counted). */
export const tooManyRows = (rows?: number) =>
  new DomainError(
    'unprocessable',
    'IMPORT_TOO_MANY_ROWS',
    `The file has ${rows ?? `more than ${MAX_IMPORT_ROWS}`} rows; at most ${MAX_IMPORT_ROWS} are taken at once`,
    { limit: MAX_IMPORT_ROWS },
  );

/** A file's UTF-8 text; refused when it is not text (a spreadsheet or picture sent as CSV). */
export function decodeText(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw unreadable('The file is not a CSV text file in UTF-8');
  }
}

/** A header cell's column: named ones in lower case, a spec column with its key as written. */
function columnOf(cell: string): string {
  const spec = SPEC_COLUMN.exec(cell.trim());
  return spec ? `${SPEC_PREFIX}${spec[1]}` : cell.trim().toLowerCase();
}

/**
 * The header's columns in file order; refused unless it names each required column once and
 * every other column is one of the sheet's, once.
 */
function checkHeader(header: string[]): SheetColumn[] {
  const columns = header.map(columnOf);
  const missing = SHEET_COLUMNS.filter((column) => !columns.includes(column));
  const unknown = columns.filter((column) => !NAMED_COLUMNS.includes(column) && !SPEC_COLUMN.test(column));
  const repeated = columns.filter(
    (column, index) => columns.findIndex((other) => other.toLowerCase() === column.toLowerCase()) !== index,
  );
  if (missing.length + unknown.length + repeated.length === 0) return columns as SheetColumn[];
  const issues = [
    ...missing.map((column) => ({ path: `/header/${column}`, message: 'missing' })),
    ...unknown.map((column) => ({ path: `/header/${column}`, message: 'unknown' })),
    ...repeated.map((column) => ({ path: `/header/${column}`, message: 'repeated' })),
  ];
  throw new DomainError(
    'unprocessable',
    'IMPORT_HEADERS',
    `The first row must name the columns ${SHEET_COLUMNS.join(', ')}, and may add ${PRODUCT_COLUMNS.join(', ')} and spec.<key>` +
      (missing.length ? `; missing: ${missing.join(', ')}` : '') +
      (unknown.length ? `; unknown: ${unknown.join(', ')}` : '') +
      (repeated.length ? `; repeated: ${repeated.join(', ')}` : ''),
    { issues },
  );
}

/** The most baht a price may be (the database keeps satang in 32 bits). */
const MAX_BAHT_DIGITS = 7;
const BAHT = new RegExp(`^(\\d{1,${MAX_BAHT_DIGITS}})(?:\\.(\\d{1,2}))?$`);

/** Baht as written in a cell, in satang; undefined when it is not an amount (commas are allowed). */
export function satangOf(text: string): number | undefined {
  const match = BAHT.exec(text.replaceAll(',', ''));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
