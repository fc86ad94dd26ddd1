import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { DocumentKind } from '../db/schema/index.ts';
import type { ShopDetails } from './shop-details.ts';
import { bahtText, branchText, thaiDate } from './thai-format.ts';

const require = createRequire(import.meta.url);
// Noto Sans Thai as static TrueType (Thai and Latin in one file, with its GSUB/GPOS tables, so
// vowels and tone marks are placed on their consonant).
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf'),
};

export interface DocumentLine {
  name: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** Everything printed on a tax invoice or receipt; money in satang. */
export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  /** YYYY-MM-DD, in Thailand. */
  issuedOn: string;
  orderNumber: string;
  shop: ShopDetails;
  buyer: { name: string; address: string; taxId: string | null; branch: string | null };
  lines: DocumentLine[];
  subtotal: number;
  discount: number;
  priceBeforeTax: number;
  vat: number;
  total: number;
}

export const TITLES: Record<DocumentKind, string> = {
  tax_invoice: 'ใบกำกับภาษีเต็มรูป / ใบเสร็จรับเงิน',
  receipt: 'ใบเสร็จรับเงิน',
};

const PAGE = { width: 595.28, margin: 40 };
const INNER = PAGE.width - 2 * PAGE.margin;
// The table's columns: x and width.
const COLUMNS = {
  index: { x: PAGE.margin, width: 30 },
  name: { x: PAGE.margin + 30, width: 255 },
  quantity: { x: PAGE.margin + 285, width: 50 },
  unitPrice: { x: PAGE.margin + 335, width: 90 },
  amount: { x: PAGE.margin + 425, width: INNER - 425 },
};

interface FontkitFont {
  characterSet: number[];
  glyphForCodePoint(codePoint: number): { id: number };
}

/** Each glyph of a font and the characters its character map gives it. */
const charactersOfGlyphs = new WeakMap<FontkitFont, Map<number, number[]>>();
function glyphCharacters(font: FontkitFont): Map<number, number[]> {
  let map = charactersOfGlyphs.get(font);
  if (map) return map;
  map = new Map();
  for (const codePoint of font.characterSet) {
    const { id } = font.glyphForCodePoint(codePoint);
    map.set(id, [...(map.get(id) ?? []), codePoint]);
  }
  charactersOfGlyphs.set(font, map);
  return map;
}

/**
 * Each glyph's text for copying and search: the character the font's own map gives the glyph
 * when it has one. A shaped ำ is drawn as two glyphs (nikhahit and sara aa); without this the
 * text layer would read ำ followed by an extra า.
 */
function mapGlyphsToTheirCharacters(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies: Record<string, unknown> })._fontFamilies;
  for (const family of Object.values(families)) {
    const { font, subset, unicode } = family as {
      font?: FontkitFont;
      subset?: { glyphs: number[] };
      unicode?: number[][];
    };
    if (!font?.characterSet || !subset || !unicode) continue;
    const characters = glyphCharacters(font);
    unicode.forEach((layoutPoints, gid) => {
      const own = characters.get(subset.glyphs[gid] ?? -1);
      const [first, ...more] = layoutPoints;
      if (!own || (first !== undefined && more.length === 0 && own.includes(first))) return;
      unicode[gid] = [own[0] as number];
    });
  }
}

/**
 * The PDF of a tax invoice (ใบกำกับภาษีเต็มรูป, Revenue Code s.86/4) or a receipt, in Thai, A4.
 * The same content gives the same bytes: the creation date is the issue date and the file id
 * follows from it.
 */
export function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const issued = new Date(`${content.issuedOn}T00:00:00+07:00`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: 'th-TH',
    info: {
      Title: `${TITLES[content.kind]} ${content.number}`,
      Author: content.shop.name,
      Creator: content.shop.name,
      Producer: 'PDFKit',
      CreationDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);

  const { shop, buyer } = content;
  doc.font('bold').fontSize(18).text(TITLES[content.kind], { align: 'center' });
  doc.font('regular').fontSize(10).text('ต้นฉบับ', { align: 'center' });
  doc.moveDown(0.5);

  const top = doc.y;
  const left = INNER * 0.6;
  doc.font('bold').fontSize(12).text(shop.name, PAGE.margin, top, { width: left });
  doc.font('regular').fontSize(10);
  doc.text(shop.address, { width: left });
  doc.text(`เลขประจำตัวผู้เสียภาษีอากร ${shop.taxId}`, { width: left });
  doc.text(branchText(shop.branch), { width: left });
  const afterShop = doc.y;

  const right = { x: PAGE.margin + left + 10, width: INNER - left - 10 };
  doc.text(`เลขที่ ${content.number}`, right.x, top, { width: right.width });
  doc.text(`วันที่ ${thaiDate(content.issuedOn)}`, right.x, doc.y, { width: right.width });
  doc.text(`คำสั่งซื้อ ${content.orderNumber}`, right.x, doc.y, { width: right.width });

  doc.y = Math.max(afterShop, doc.y) + 12;
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + INNER, doc.y)
    .lineWidth(0.5)
    .stroke();
  doc.y += 8;
  doc.font('bold').text('ผู้ซื้อ', PAGE.margin, doc.y);
  doc.font('regular').text(buyer.name, { width: INNER });
  doc.text(buyer.address, { width: INNER });
  if (buyer.taxId) doc.text(`เลขประจำตัวผู้เสียภาษีอากร ${buyer.taxId}`, { width: INNER });
  if (buyer.branch) doc.text(branchText(buyer.branch), { width: INNER });
  doc.y += 12;

  const row = (cells: [string, string, string, string, string], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(10);
    const y = doc.y;
    const heights = [
      doc.heightOfString(cells[1], { width: COLUMNS.name.width - 6 }),
      doc.heightOfString(cells[0], { width: COLUMNS.index.width }),
    ];
    doc.text(cells[0], COLUMNS.index.x, y, { width: COLUMNS.index.width, align: 'center' });
    doc.text(cells[1], COLUMNS.name.x, y, { width: COLUMNS.name.width - 6 });
    doc.text(cells[2], COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
    doc.text(cells[3], COLUMNS.unitPrice.x, y, { width: COLUMNS.unitPrice.width, align: 'right' });
    doc.text(cells[4], COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: 'right' });
    doc.y = y + Math.max(...heights) + 4;
    doc
      .moveTo(PAGE.margin, doc.y - 2)
      .lineTo(PAGE.margin + INNER, doc.y - 2)
      .lineWidth(0.25)
      .stroke();
  };
  row(['ลำดับ', 'รายการ', 'จำนวน', 'ราคาต่อหน่วย (บาท)', 'จำนวนเงิน (บาท)'], 'bold');
  content.lines.forEach((line, index) => {
    row(
      [String(index + 1), line.name, String(line.quantity), bahtText(line.unitPrice), bahtText(line.amount)],
      'regular',
    );
  });

  doc.y += 6;
  const sum = (label: string, satang: number, font: 'regular' | 'bold' = 'regular') => {
    doc.font(font).fontSize(10);
    const y = doc.y;
    doc.text(label, PAGE.margin + INNER * 0.35, y, { width: INNER * 0.45, align: 'right' });
    doc.text(`${bahtText(satang)} บาท`, COLUMNS.amount.x - 30, y, {
      width: COLUMNS.amount.width + 30,
      align: 'right',
    });
  };
  sum('รวมเป็นเงิน', content.subtotal);
  if (content.discount > 0) sum('ส่วนลด', -content.discount);
  sum('มูลค่าสินค้าก่อนภาษีมูลค่าเพิ่ม', content.priceBeforeTax);
  sum('ภาษีมูลค่าเพิ่ม 7%', content.vat);
  sum('จำนวนเงินรวมทั้งสิ้น', content.total, 'bold');

  doc.y += 16;
  doc.font('regular').fontSize(9).text('ราคาสินค้ารวมภาษีมูลค่าเพิ่มแล้ว ได้รับชำระเงินครบถ้วนแล้ว', PAGE.margin, doc.y, {
    width: INNER,
  });

  mapGlyphsToTheirCharacters(doc);
  doc.end();
  return done;
}
