import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import {
  MAX_IMPORT_ROWS,
  type Sheet,
  type SheetColumn,
  type SheetRecord,
  sheetOf,
  tooManyRows,
  unreadable,
} from './catalogue-sheet.ts';

/**
 * The catalogue sheet as an Excel workbook (.xlsx): the CSV sheet's columns and rows, every cell
 * text, so SKUs keep their leading zeros and prices stay as written. The import reads the first
 * worksheet into the rows a CSV file gives, so both are checked and imported alike.
 */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * How much a workbook may unpack to, its most parts, and the most cells a worksheet may have (20 000
 * rows of 60 cells): each bounds the memory that reading it takes, as the file size bounds a CSV's.
 */
export const MAX_WORKBOOK_UNPACKED_BYTES = 128 * 1024 * 1024;
const MAX_WORKBOOK_PARTS = 1_000;
export const MAX_WORKSHEET_CELLS = 1_200_000;

/** Whether a file is a ZIP archive (as every .xlsx is), by its first bytes. */
export const isZip = (file: Buffer) =>
  file.length >= 4 && file[0] === 0x50 && file[1] === 0x4b && file[2] === 0x03 && file[3] === 0x04;

const notWorkbook = () => unreadable('The file is a ZIP archive but not an Excel workbook (.xlsx)');
const tooBigUnpacked = () =>
  unreadable(
    `The workbook unpacks to more than ${MAX_WORKBOOK_UNPACKED_BYTES / 1024 / 1024} MiB; save it again or split it`,
  );

/**
 * The names of a ZIP archive's parts, once each part is known to unpack to what its directory says
 * and all of them together within the limit: a ZIP bomb is refused before the workbook is read.
 */
function checkedPartNames(file: Buffer): string[] {
  // The end-of-directory record: at the end, after a comment of up to 65 535 bytes.
  let end = -1;
  for (let at = file.length - 22; at >= Math.max(0, file.length - 22 - 0xffff); at--)
    if (file.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) throw notWorkbook();
  const parts = file.readUInt16LE(end + 10);
  if (parts > MAX_WORKBOOK_PARTS) throw notWorkbook();
  let at = file.readUInt32LE(end + 16);
  let unpacked = 0;
  const names: string[] = [];
  for (let index = 0; index < parts; index++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== 0x02014b50) throw notWorkbook();
    const method = file.readUInt16LE(at + 10);
    const packedSize = file.readUInt32LE(at + 20);
    const size = file.readUInt32LE(at + 24);
    const nameLength = file.readUInt16LE(at + 28);
    const local = file.readUInt32LE(at + 42);
    names.push(file.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    // ZIP64 sizes (all ones) are for archives far larger than an upload may be.
    unpacked += size;
    if (size === 0xffffffff || unpacked > MAX_WORKBOOK_UNPACKED_BYTES) throw tooBigUnpacked();
    if (local + 30 > file.length || file.readUInt32LE(local) !== 0x04034b50) throw notWorkbook();
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const packed = file.subarray(start, start + packedSize);
    if (packed.length !== packedSize) throw notWorkbook();
    let data: Buffer;
    if (method === 0 && packedSize === size) data = packed;
    else if (method !== 8) throw notWorkbook();
    else {
      // Unpacked for real, stopped at the size the directory gives: a part cannot claim less than it holds.
      try {
        data = inflateRawSync(packed, { maxOutputLength: Math.max(size, 1) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooBigUnpacked();
        throw notWorkbook();
      }
      if (data.length !== size) throw notWorkbook();
    }
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(names.at(-1) ?? '')) checkWorksheetSize(data);
  }
  return names;
}

/** How many elements named `name` an XML text has (`<name>`, `<name …>` or `<name/>`). */
function elementCount(xml: Buffer, name: string): number {
  const open = Buffer.from(`<${name}`);
  let found = 0;
  for (let at = xml.indexOf(open); at >= 0; at = xml.indexOf(open, at + open.length)) {
    const next = xml[at + open.length];
    if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x0a || next === 0x0d || next === 0x09)
      found++;
  }
  return found;
}

/** A worksheet's rows and cells, counted in its XML before it is read. */
function checkWorksheetSize(xml: Buffer) {
  if (elementCount(xml, 'row') > MAX_IMPORT_ROWS + 1) throw tooManyRows();
  if (elementCount(xml, 'c') > MAX_WORKSHEET_CELLS)
    throw unreadable(
      `A worksheet has more than ${MAX_WORKSHEET_CELLS.toLocaleString('en-US')} cells; at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows of 60 columns are taken`,
    );
}

/** A cell's value as the text a CSV file would hold; formulas are read apart and never here. */
function textOf(cell: ExcelJS.Cell): string {
  const value = cell.value;
  switch (cell.type) {
    case ExcelJS.ValueType.Number:
      return String(value);
    case ExcelJS.ValueType.Boolean:
      return value ? 'yes' : 'no';
    case ExcelJS.ValueType.Date: {
      const iso = (value as Date).toISOString();
      return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
    }
    case ExcelJS.ValueType.RichText:
      return (value as ExcelJS.CellRichTextValue).richText.map((run) => run.text).join('');
    case ExcelJS.ValueType.Hyperlink:
      return String((value as ExcelJS.CellHyperlinkValue).text ?? '');
    case ExcelJS.ValueType.Error:
      return (value as ExcelJS.CellErrorValue).error;
    case ExcelJS.ValueType.String:
    case ExcelJS.ValueType.SharedString:
      return String(value);
    // An empty cell, or one covered by a merged cell (the merge's value is its first cell's).
    default:
      return '';
  }
}

/** Column letters as a spreadsheet names them (1 → A, 27 → AA). */
function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/**
 * The rows of an uploaded workbook's first worksheet, with row numbers as the spreadsheet shows
 * them (the header is row 1). A formula cell is never run nor its saved result trusted: the row
 * notes it, and the check refuses it. A file that is not a workbook, unpacks to too much or has
 * too many rows is refused whole.
 */
export async function readWorkbook(file: Buffer): Promise<Sheet> {
  const names = checkedPartNames(file);
  if (!names.includes('xl/workbook.xml')) throw notWorkbook();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw notWorkbook();
  }
  const worksheet = workbook.worksheets[0];
  if (!worksheet) throw unreadable('The workbook has no worksheet');
  let header: string[] = [];
  const records: SheetRecord[] = [];
  let rowCount = 0;
  worksheet.eachRow((row, number) => {
    rowCount++;
    if (rowCount > MAX_IMPORT_ROWS + 1) return;
    const cells: string[] = [];
    const formulaAt: number[] = [];
    row.eachCell((cell, column) => {
      if (cell.type === ExcelJS.ValueType.Formula) {
        if (number === 1)
          throw unreadable(
            `Cell ${columnLetter(column)}1 of the header row is a formula; column names must be text`,
          );
        formulaAt.push(column - 1);
        cells[column - 1] = '';
      } else cells[column - 1] = textOf(cell).trim();
    });
    const filled = Array.from(cells, (cell) => cell ?? '');
    if (number === 1) header = filled;
    else
      records.push(
        formulaAt.length > 0 ? { row: number, cells: filled, formulaAt } : { row: number, cells: filled },
      );
  });
  if (rowCount > MAX_IMPORT_ROWS + 1) throw tooManyRows();
  return sheetOf(header, records);
}

/** The sheet of `rows` in `columns` as a workbook of one worksheet, every cell text. */
export async function writeWorkbook(
  columns: readonly SheetColumn[],
  rows: Partial<Record<SheetColumn, string>>[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('catalogue', { views: [{ state: 'frozen', ySplit: 1 }] });
  // Text format: what is typed into a cell stays text too (no formula runs, 00123 keeps its zeros).
  worksheet.columns = columns.map((column) => ({ header: column, key: column, style: { numFmt: '@' } }));
  worksheet.getRow(1).font = { bold: true };
  // An empty cell is left out, as a spreadsheet leaves it.
  for (const row of rows) worksheet.addRow(columns.map((column) => row[column] || null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
