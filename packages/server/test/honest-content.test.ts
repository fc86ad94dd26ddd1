// What the seeded shop says of its computer sets and of its terms is what the sets hold and what the
// checkout does: every processor, graphics chip, core count and processor family a set's text names is
// checked against the set's parts, and every delivery and instalment text against the checkout's rules.
import { INSTALMENT_PLAN } from '@probuild/api-client';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMSET_ROOT_CATEGORY } from '../src/catalogue/category-index.ts';
import { contentItems, productDetails, products, promotions } from '../src/db/schema/index.ts';
import { useTestApp } from './support/app.ts';
import { addToCart, newShopper, orderRequest } from './support/checkout.ts';
import { callSuccessfully } from './support/contract.ts';
import { addTestProduct } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

/** The parts a set's texts may speak of: its standard processor and graphics card, and every processor on offer. */
interface SetParts {
  standardCpus: string[];
  standardGpus: string[];
  cpus: Array<{ model: string; cores: number; series: string }>;
}

/** Processors and graphics chips as a text names them: "9800X3D", "RTX 5070 Ti". */
interface PartNames {
  cpus: string[];
  gpus: string[];
}

const numberWords: Record<string, number> = {
  four: 4,
  six: 6,
  eight: 8,
  ten: 10,
  twelve: 12,
  fourteen: 14,
  sixteen: 16,
  twenty: 20,
  'twenty-four': 24,
};
const count = (word: string) => numberWords[word.toLowerCase()] ?? Number(word);

/** "Ryzen 7 9800X3D" → "9800X3D"; "GeForce RTX 5060 Ti" → "RTX 5060 Ti". */
const cpuName = (model: string) => model.replace(/^(?:Ryzen \d|Core (?:Ultra \d|i\d))[\s-]*/, '');
const gpuName = (chipset: string) => chipset.replace(/^(?:GeForce|Radeon)\s+/, '');

/** The names a text uses, longest first, so "RTX 5070 Ti" is not also read as "RTX 5070". */
function namesIn(text: string, candidates: string[]): string[] {
  let rest = text;
  const found: string[] = [];
  for (const name of [...candidates].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'g');
    if (pattern.test(rest)) {
      found.push(name);
      rest = rest.replace(pattern, ' ');
    }
  }
  return found;
}

/** What a text claims of the sets it speaks of that their parts do not bear out. */
function falseClaims(text: string, sets: SetParts[], names: PartNames): string[] {
  const wrong: string[] = [];
  const standardCpus = sets.flatMap((set) => set.standardCpus.map(cpuName));
  const standardGpus = sets.flatMap((set) => set.standardGpus.map(gpuName));
  for (const cpu of namesIn(text, names.cpus)) {
    if (!standardCpus.includes(cpu)) wrong.push(`names the ${cpu}; the sets hold ${standardCpus.join(', ')}`);
  }
  for (const gpu of namesIn(text, names.gpus)) {
    if (!standardGpus.includes(gpu)) wrong.push(`names the ${gpu}; the sets hold ${standardGpus.join(', ')}`);
  }
  const cpus = sets.flatMap((set) => set.cpus);
  const cores = cpus.map((cpu) => cpu.cores);
  const [fewest, most] = [Math.min(...cores), Math.max(...cores)];
  const coreWord = `(\\d+|${Object.keys(numberWords).join('|')})`;
  const claims: Array<[RegExp, (match: RegExpExecArray) => boolean]> = [
    [
      new RegExp(`${coreWord} to ${coreWord} (?:CPU )?cores`, 'gi'),
      (m) => count(m[1] ?? '') === fewest && count(m[2] ?? '') === most,
    ],
    [/(\d+)\s*[–-]\s*(\d+)\s*คอร์/g, (m) => Number(m[1]) === fewest && Number(m[2]) === most],
    [new RegExp(`up to ${coreWord} (?:CPU )?cores`, 'gi'), (m) => count(m[1] ?? '') === most],
    [/สูงสุด\s*(\d+)\s*คอร์/g, (m) => Number(m[1]) === most],
    [new RegExp(`${coreWord}(?:\\+| or more) (?:CPU )?cores`, 'gi'), (m) => count(m[1] ?? '') === fewest],
    [/(\d+)\+?\s*คอร์(?:ขึ้นไป)?/g, (m) => !/ขึ้นไป|\+/.test(m[0]) || Number(m[1]) === fewest],
  ];
  for (const [pattern, holds] of claims) {
    for (const match of text.matchAll(pattern)) {
      if (!holds(match)) wrong.push(`says "${match[0]}"; the processors have ${fewest} to ${most} cores`);
    }
  }
  // A family named without a model ("Ryzen 9 processors") speaks of every processor on offer.
  const families = [...new Set(cpus.map((cpu) => cpu.series))];
  const named = [...text.matchAll(/\b(Ryzen \d|Core (?:Ultra \d|i\d))\b(?![\s-]*\d{3,})/g)].map((m) => m[1]);
  if (named.length > 0 && [...new Set(named)].sort().join() !== [...families].sort().join()) {
    wrong.push(
      `names the families ${[...new Set(named)].join(', ')}; the processors on offer are ${families.join(', ')}`,
    );
  }
  return wrong;
}

async function partNames(): Promise<PartNames> {
  const rows = await db()
    .select({ category: products.categoryKey, model: products.model, specs: products.specs })
    .from(products)
    .where(inArray(products.categoryKey, ['cpu', 'gpu']));
  return {
    cpus: [...new Set(rows.filter((row) => row.category === 'cpu').map((row) => cpuName(row.model)))],
    gpus: [
      ...new Set(
        rows.filter((row) => row.category === 'gpu').map((row) => gpuName(String(row.specs.chipset ?? ''))),
      ),
    ].filter(Boolean),
  };
}

/** A set's parts as the shop offers them (its configurator), with the catalogue's specs. */
async function setParts(sku: string): Promise<SetParts> {
  const { data } = await callSuccessfully(app(), 'getComsetOptions', { params: { sku } });
  const standard = data.levels[0]?.selection;
  const optionSku = (group: 'cpu' | 'gpu', id: string | undefined) =>
    data[group].find((option) => option.id === id)?.sku ?? '';
  const cpuRows = await db()
    .select({ model: products.model, specs: products.specs })
    .from(products)
    .where(
      inArray(
        products.sku,
        data.cpu.map((option) => option.sku),
      ),
    );
  const gpu = await db()
    .select({ specs: products.specs })
    .from(products)
    .where(inArray(products.sku, [optionSku('gpu', standard?.gpu)]));
  const [standardCpu] = await db()
    .select({ model: products.model })
    .from(products)
    .where(inArray(products.sku, [optionSku('cpu', standard?.cpu)]));
  return {
    standardCpus: standardCpu ? [standardCpu.model] : [],
    standardGpus: gpu.map((row) => String(row.specs.chipset)),
    cpus: cpuRows.map((row) => ({
      model: row.model,
      cores: Number(row.specs.cores),
      series: String(row.specs.series),
    })),
  };
}

describe('what the shop says of its computer sets', () => {
  it('names only the parts each set holds, and core counts and families its processors have', async () => {
    const names = await partNames();
    const listed = await callSuccessfully(app(), 'listProducts', {
      payload: { type: 'category', dataFilter: COMSET_ROOT_CATEGORY, pageSize: 50 },
    });
    const parts = new Map<string, SetParts>();
    for (const item of listed.data.items) parts.set(item.sku, await setParts(item.sku));
    expect(parts.size).toBeGreaterThan(0);

    const wrong: string[] = [];
    const check = (where: string, texts: Array<string | undefined>, sets: SetParts[]) => {
      for (const text of texts) {
        for (const claim of falseClaims(text ?? '', sets, names)) wrong.push(`${where} "${text}" ${claim}`);
      }
    };
    for (const item of listed.data.items) {
      const set = [parts.get(item.sku) as SetParts];
      check(item.sku, [item.name.th, item.name.en, item.shortDesc?.th, item.shortDesc?.en], set);
      const [page] = await db()
        .select({ th: productDetails.longDescTh, en: productDetails.longDescEn })
        .from(productDetails)
        .where(eq(productDetails.sku, item.sku));
      check(`${item.sku} page`, [page?.th, page?.en], set);
    }
    const banners = (await callSuccessfully(app(), 'getComsetListBanners')).data;
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) {
      const sets = banner.products.flatMap(({ product }) => parts.get(product.sku) ?? []);
      if (sets.length === 0) continue;
      check(
        `banner ${banner._id}`,
        [banner.title.th, banner.title.en, banner.description?.th, banner.description?.en],
        sets,
      );
    }
    expect(wrong).toEqual([]);
  });
});

describe('what the shop says of its terms is what the checkout does', () => {
  /** Every text of the seeded content and promotions, in both languages. */
  async function shopTexts(): Promise<string[]> {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : Array.isArray(value)
          ? value.flatMap(strings)
          : value && typeof value === 'object'
            ? Object.values(value).flatMap(strings)
            : [];
    const content = await db().select({ payload: contentItems.payload }).from(contentItems);
    const offers = await db().select().from(promotions);
    // Texts have words; ids, keys and links do not.
    return [...content.flatMap((row) => strings(row.payload)), ...offers.flatMap(strings)].filter((text) =>
      /\s/.test(text),
    );
  }

  it('ships a small order free, and no text sets a minimum for free delivery', async () => {
    const cheap = await addTestProduct(db(), { price: 69_000, stock: 5 });
    const shopper = await newShopper(app());
    await addToCart(app(), shopper, cheap.sku, 1);
    // The checkout's summary of a ฿690 order.
    const { data } = await callSuccessfully(app(), 'draftOrder', {
      headers: shopper.headers,
      payload: orderRequest(shopper),
    });
    expect(data.pricing).toMatchObject({ subtotal: 69_000, shipping: 0, total: 69_000 });

    const delivery = (await shopTexts()).filter((text) => /ส่งฟรี|free (?:delivery|shipping)/i.test(text));
    expect(delivery.length).toBeGreaterThan(0);
    const minimum = /[\d,]{3,}\s*(?:บาท|THB)|฿\s*[\d,]+|ครบ|over|from/i;
    expect(delivery.filter((text) => minimum.test(text))).toEqual([]);
  });

  it('names the instalment plan the checkout names', async () => {
    const instalments = (await shopTexts()).filter((text) =>
      /ผ่อน|\binstalments?\b|\binstallments?\b/i.test(text),
    );
    expect(instalments.length).toBeGreaterThan(0);
    for (const text of instalments) {
      expect(
        [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((m) => Number(m[1])),
        text,
      ).toEqual([INSTALMENT_PLAN.ratePercent]);
      expect(
        [...text.matchAll(/(\d+)\s*(?:เดือน|months?)/g)].map((m) => Number(m[1])),
        text,
      ).toEqual([INSTALMENT_PLAN.months]);
    }
  });
});
