import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { type products, promotionProducts, promotions } from '../db/schema/index.ts';
import { updateFromExcluded } from '../db/upsert.ts';
import { freeDelivery } from './content/shared.ts';

type ProductRow = typeof products.$inferInsert;
type PromotionRow = typeof promotions.$inferInsert;

const effectivePrice = (row: ProductRow) => row.salePrice ?? row.price;
const discount = (row: ProductRow) =>
  row.salePrice === null || row.salePrice === undefined ? 0 : row.price - row.salePrice;
const inStock = (row: ProductRow) => (row.stock ?? 0) > 0;
const byBiggestDiscount = (a: ProductRow, b: ProductRow) =>
  discount(b) - discount(a) || a.sku.localeCompare(b.sku);
const byPrice = (a: ProductRow, b: ProductRow) =>
  effectivePrice(a) - effectivePrice(b) || a.sku.localeCompare(b.sku);
const isBestSeller = (row: ProductRow) => row.tags?.some((tag) => tag.name.en === 'Best seller') ?? false;

interface PromotionSeed extends Omit<PromotionRow, 'sortOrder' | 'image' | 'link'> {
  /** The products of the promotion's list page, in display order. */
  choose(rows: ProductRow[]): ProductRow[];
}

/** The shop's promotions; `songkran` has ended and stays for the record. */
const promotionSeeds: PromotionSeed[] = [
  {
    key: 'gaming-week',
    kind: 'sale',
    titleTh: 'สัปดาห์เกมมิ่ง ลดสูงสุด 20%',
    titleEn: 'Gaming week, up to 20% off',
    subTitleTh: 'การ์ดจอและจอมอนิเตอร์ราคาพิเศษ',
    subTitleEn: 'Graphics cards and monitors at special prices',
    status: 'active',
    categoryKeys: ['gpu', 'monitor'],
    choose: (rows) =>
      rows
        .filter((row) => ['gpu', 'monitor'].includes(row.categoryKey) && discount(row) > 0)
        .sort(byBiggestDiscount)
        .slice(0, 16),
  },
  {
    key: 'new-arrivals',
    kind: 'new-arrival',
    titleTh: 'สินค้าใหม่ล่าสุด',
    titleEn: 'New arrivals',
    subTitleTh: 'ซีพียู การ์ดจอ และเมนบอร์ดรุ่นใหม่ล่าสุด',
    subTitleEn: 'The latest processors, graphics cards and motherboards',
    status: 'active',
    categoryKeys: ['cpu', 'gpu', 'motherboard'],
    choose: (rows) =>
      rows
        .filter((row) => row.isNew && ['cpu', 'gpu', 'motherboard'].includes(row.categoryKey))
        .sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime())
        .slice(0, 20),
  },
  {
    key: 'am5-build',
    kind: 'bundle',
    titleTh: 'จัดสเปก AM5 คุ้มกว่า',
    titleEn: 'Build on AM5 for less',
    subTitleTh: 'ซีพียู Ryzen เมนบอร์ด AM5 และแรม DDR5 ในราคาพิเศษ',
    subTitleEn: 'Ryzen processors, AM5 boards and DDR5 memory at special prices',
    status: 'active',
    categoryKeys: ['cpu', 'motherboard', 'ram'],
    choose: (rows) => [
      ...rows
        .filter((row) => row.categoryKey === 'cpu' && row.specs?.socket === 'AM5' && inStock(row))
        .sort(byPrice)
        .slice(0, 6),
      ...rows
        .filter((row) => row.categoryKey === 'motherboard' && row.specs?.socket === 'AM5' && inStock(row))
        .sort(byPrice)
        .slice(0, 6),
      ...rows
        .filter(
          (row) =>
            row.categoryKey === 'ram' && row.memoryType === 'DDR5' && row.capacity === '32GB' && inStock(row),
        )
        .sort(byPrice)
        .slice(0, 4),
    ],
  },
  {
    key: 'ssd-upgrade',
    kind: 'sale',
    titleTh: 'อัปเกรด SSD NVMe เร็วแรง',
    titleEn: 'Upgrade to a fast NVMe SSD',
    subTitleTh: 'SSD M.2 NVMe ความจุ 1TB ขึ้นไป',
    subTitleEn: 'M.2 NVMe SSDs from 1TB',
    status: 'active',
    categoryKeys: ['storage'],
    choose: (rows) =>
      rows
        .filter(
          (row) =>
            row.subcategoryKey === 'storage-ssd-nvme' &&
            typeof row.specs?.capacityGB === 'number' &&
            row.specs.capacityGB >= 1000,
        )
        .sort((a, b) => byBiggestDiscount(a, b) || byPrice(a, b))
        .slice(0, 12),
  },
  {
    key: 'gaming-gear',
    kind: 'sale',
    titleTh: 'เกมมิ่งเกียร์ราคาพิเศษ',
    titleEn: 'Gaming gear deals',
    subTitleTh: 'คีย์บอร์ด เมาส์ และหูฟังรุ่นขายดี',
    subTitleEn: 'Best-selling keyboards, mice and headsets',
    status: 'active',
    categoryKeys: ['keyboard', 'mouse', 'headset'],
    choose: (rows) =>
      rows
        .filter(
          (row) =>
            ['keyboard', 'mouse', 'headset'].includes(row.categoryKey) &&
            (discount(row) > 0 || isBestSeller(row)),
        )
        .sort(byBiggestDiscount)
        .slice(0, 12),
  },
  {
    key: 'free-shipping',
    kind: 'shipping',
    titleTh: 'ส่งฟรีทั่วไทย',
    titleEn: 'Free delivery',
    subTitleTh: freeDelivery.promotion.th,
    subTitleEn: freeDelivery.promotion.en,
    status: 'active',
    categoryKeys: [],
    choose: (rows) =>
      rows
        .filter((row) => isBestSeller(row) && effectivePrice(row) >= 100_000)
        .sort(byPrice)
        .slice(0, 20),
  },
  {
    key: 'songkran',
    kind: 'sale',
    titleTh: 'โปรสงกรานต์ คลายร้อน',
    titleEn: 'Songkran cool-down deals',
    subTitleTh: 'หมดเขตแล้ว',
    subTitleEn: 'Ended',
    status: 'inactive',
    categoryKeys: ['cooling', 'fancase'],
    choose: (rows) =>
      rows
        .filter((row) => ['cooling', 'fancase'].includes(row.categoryKey))
        .sort(byPrice)
        .slice(0, 8),
  },
];

export function promotionRows(productRows: ProductRow[]): {
  promotions: PromotionRow[];
  products: Array<typeof promotionProducts.$inferInsert>;
} {
  return {
    promotions: promotionSeeds.map(({ choose: _choose, ...promotion }, index) => ({
      ...promotion,
      sortOrder: index + 1,
      image: promotion.status === 'active' ? `/images/promotions/${promotion.key}.svg` : null,
      link: promotion.status === 'active' ? `/promotion/${promotion.key}` : null,
    })),
    products: promotionSeeds.flatMap((promotion) =>
      promotion.choose(productRows).map((row, index) => ({
        promotionKey: promotion.key,
        sku: row.sku,
        sortOrder: index + 1,
      })),
    ),
  };
}

/** Upserts the promotions and replaces their product lists. */
export async function seedPromotions(db: AppDatabase, productRows: ProductRow[]): Promise<number> {
  const rows = promotionRows(productRows);
  await db
    .insert(promotions)
    .values(rows.promotions)
    .onConflictDoUpdate({ target: promotions.key, set: updateFromExcluded(promotions, ['key']) });
  const keys = rows.promotions.map((promotion) => promotion.key);
  await db.delete(promotionProducts).where(inArray(promotionProducts.promotionKey, keys));
  await db.insert(promotionProducts).values(rows.products);
  return rows.promotions.length;
}
