import { describe, expect, it } from 'vitest';
import { CategoryIndex, type CategoryRow } from '../src/catalogue/category-index.ts';
import {
  compact,
  editDistance,
  otherLayout,
  segmentThai,
  typosAllowed,
} from '../src/catalogue/search-index/normalise.ts';
import { bestOf, type IndexedProduct, ProductIndex } from '../src/catalogue/search-index/product-index.ts';
import { ShopVocabulary } from '../src/catalogue/search-index/vocabulary.ts';

const category = (key: string, level: number, parentKey: string | null, nameTh: string, nameEn: string) =>
  ({
    key,
    level,
    parentKey,
    nameTh,
    nameEn,
    sortOrder: 0,
    icon: null,
    builderRole: null,
    productCount: 0,
  }) as CategoryRow;

const vocabulary = new ShopVocabulary(
  new CategoryIndex([
    category('parts', 1, null, 'อุปกรณ์', 'Parts'),
    category('cpu', 2, 'parts', 'ซีพียู', 'Processor'),
    category('gpu', 2, 'parts', 'การ์ดจอ', 'Graphics Card'),
    category('psu', 2, 'parts', 'พาวเวอร์ซัพพลาย', 'Power Supply'),
  ]),
  {
    synonyms: { gpu: ['vga', 'graphics card'], psu: ['psu'] },
    words: { ryzen: ['ไรเซน'] },
  },
);

const product = (
  sku: string,
  nameEn: string,
  model: string,
  more: Partial<IndexedProduct> = {},
): IndexedProduct => ({
  sku,
  nameEn,
  model,
  searchText: `${sku} ${nameEn}`.toLowerCase(),
  brandKey: nameEn.split(' ')[0]?.toLowerCase() ?? '',
  categoryKey: sku.startsWith('GPU') ? 'gpu' : sku.startsWith('PSU') ? 'psu' : 'cpu',
  subcategoryKey: null,
  price: 1_000_000,
  inStock: true,
  bestSeller: false,
  createdAt: 0,
  memoryType: null,
  capacity: null,
  vram: null,
  cores: null,
  ...more,
});

function shop(products: IndexedProduct[]) {
  const index = new ProductIndex(vocabulary);
  for (const item of products) index.put(item);
  const skus = (query: string, count = 10) => {
    const match = index.match(query);
    return bestOf(match, 0, count).map((id) => index.product(id).sku);
  };
  return { index, skus };
}

describe('the search normaliser', () => {
  it('reads keys typed in the other keyboard layout, both ways', () => {
    expect(otherLayout('พะป')).toBe('rtx');
    expect(otherLayout('dkiNf0v')).toBe('การ์ดจอ');
    expect(otherLayout('ci,')).toBe('แรม');
    expect(otherLayout(otherLayout('ryzen 7') ?? '')).toBe('ryzen 7');
    expect(otherLayout('1234')).not.toBe('1234');
  });

  it('forgives typos by length: none below 4 letters, one from 4, two from 8', () => {
    expect([3, 4, 7, 8].map((length) => typosAllowed('x'.repeat(length)))).toEqual([0, 1, 1, 2]);
    expect(editDistance('ryzne', 'ryzen', 1)).toBe(1);
    expect(editDistance('cosair', 'corsair', 1)).toBe(1);
    expect(editDistance('thermalrigth', 'thermalright', 2)).toBe(1);
    expect(editDistance('asus', 'amd', 1)).toBe(2);
  });

  it('keeps the shop’s Thai words whole where the plain segmenter cuts them', () => {
    const plain = [...new Intl.Segmenter('th', { granularity: 'word' }).segment('พาวเวอร์ซัพพลาย')];
    expect(plain.length).toBeGreaterThan(1);
    expect(segmentThai('พาวเวอร์ซัพพลาย', vocabulary.thaiWords, vocabulary.longestThaiWord)).toEqual([
      'พาวเวอร์ซัพพลาย',
    ]);
    expect(vocabulary.wordsOf('แรมddr5 ไรเซน7')).toEqual(['แรม', 'ddr5', 'ไรเซน', '7']);
    expect(compact('RTX-5070 Ti')).toBe('rtx5070ti');
  });
});

describe('the product index', () => {
  const catalogue = [
    product('CPU-AMD-R5-7600', 'AMD Ryzen 5 7600', 'Ryzen 5 7600'),
    product('CPU-AMD-R7-7700', 'AMD Ryzen 7 7700', 'Ryzen 7 7700'),
    product('CPU-AMD-R7-9800X3D', 'AMD Ryzen 7 9800X3D', 'Ryzen 7 9800X3D'),
    product('CPU-INTEL-I5-14400F', 'Intel Core i5-14400F', 'Core i5-14400F'),
    product('CPU-INTEL-I5-14400', 'Intel Core i5-14400', 'Core i5-14400'),
    product('GPU-ASUS-RTX5070TI', 'ASUS GeForce RTX 5070 Ti', 'GeForce RTX 5070 Ti'),
    product('GPU-ASUS-RTX5070', 'ASUS GeForce RTX 5070', 'GeForce RTX 5070'),
    product('GPU-MSI-RTX5070', 'MSI GeForce RTX 5070', 'GeForce RTX 5070'),
    product('PSU-CORSAIR-RM850', 'Corsair RM850', 'RM850'),
  ];

  it('finds model numbers however they are spaced', () => {
    const { skus } = shop(catalogue);
    for (const query of ['14400f', '14400 F', 'i5-14400F', 'I5 14400f']) {
      expect(skus(query)[0], query).toBe('CPU-INTEL-I5-14400F');
    }
    expect(skus('rtx5070').slice(0, 2).sort()).toEqual(['GPU-ASUS-RTX5070', 'GPU-MSI-RTX5070']);
  });

  it('ranks the exact model first, then the words in a row, then all words; Ryzen 7 before Ryzen 5', () => {
    const { skus } = shop(catalogue);
    expect(skus('ryzen7')).toEqual(['CPU-AMD-R7-7700', 'CPU-AMD-R7-9800X3D']);
    expect(skus('ryzen 7')).toEqual(['CPU-AMD-R7-7700', 'CPU-AMD-R7-9800X3D', 'CPU-AMD-R5-7600']);
    expect(skus('9800x3d')).toEqual(['CPU-AMD-R7-9800X3D']);
    expect(skus('rtx 5070')).toEqual(['GPU-ASUS-RTX5070', 'GPU-MSI-RTX5070', 'GPU-ASUS-RTX5070TI']);
  });

  it('puts in-stock products before sold-out ones, then best sellers, at equal relevance', () => {
    const { skus, index } = shop(catalogue);
    index.put(product('GPU-ASUS-RTX5070', 'ASUS GeForce RTX 5070', 'GeForce RTX 5070', { inStock: false }));
    expect(skus('rtx 5070')).toEqual(['GPU-MSI-RTX5070', 'GPU-ASUS-RTX5070', 'GPU-ASUS-RTX5070TI']);
    index.put(product('CPU-AMD-R7-9800X3D', 'AMD Ryzen 7 9800X3D', 'Ryzen 7 9800X3D', { bestSeller: true }));
    expect(skus('ryzen 7')[0]).toBe('CPU-AMD-R7-9800X3D');
  });

  it('understands Thai category words and spellings, typos and the wrong keyboard layout', () => {
    const { skus } = shop(catalogue);
    expect(skus('การ์ดจอ').sort()).toEqual(['GPU-ASUS-RTX5070', 'GPU-ASUS-RTX5070TI', 'GPU-MSI-RTX5070']);
    expect(skus('พาวเวอร์ซัพพลาย')).toEqual(['PSU-CORSAIR-RM850']);
    expect(skus('ไรเซน 7')[0]).toBe('CPU-AMD-R7-7700');
    expect(skus('cosair')).toEqual(['PSU-CORSAIR-RM850']);
    expect(skus('พะป ถจึจ')).toEqual(skus('rtx 5070'));
    expect(skus('dkiNf0v').length).toBe(3);
    // No typo is forgiven in a short word or a model number.
    expect(skus('rtz')).toEqual([]);
    expect(skus('5071')).toEqual([]);
  });

  it('re-indexes one product at a time: renamed, removed', () => {
    const { skus, index } = shop(catalogue);
    index.put(product('PSU-X1', 'Acme Zorblax 850', 'Zorblax 850'));
    expect(skus('zorblax')).toEqual(['PSU-X1']);
    index.put(product('PSU-X1', 'Acme Quuxon 850', 'Quuxon 850'));
    expect(skus('quuxon')).toEqual(['PSU-X1']);
    expect(skus('zorblax')).toEqual([]);
    index.remove('PSU-X1');
    expect(skus('quuxon')).toEqual([]);
    expect(index.size).toBe(catalogue.length);
  });

  it('counts the matches per category, brand and price band', () => {
    const { index } = shop(catalogue);
    const facets = index.facetsOf(index.match('5070').ids);
    expect(facets.categories).toEqual(new Map([['gpu', 3]]));
    expect(facets.brands).toEqual(
      new Map([
        ['asus', 2],
        ['msi', 1],
      ]),
    );
    expect(facets.priceBands.reduce((sum, count) => sum + count, 0)).toBe(3);
  });
});
