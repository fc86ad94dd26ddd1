import type { components } from '@probuild/api-client/schema';
import { inArray } from 'drizzle-orm';
import { loadProductCards } from '../catalogue/product-cards.ts';
import type { AppDatabase } from '../db/open.ts';
import { brands } from '../db/schema/index.ts';
import { activeItems, type ContentPage } from './sections.ts';

type Schemas = components['schemas'];

/** Product cards of the SKUs of several items in one query, by SKU. */
async function productCardsOf(db: AppDatabase, skuLists: string[][]) {
  const cards = await loadProductCards(db, [...new Set(skuLists.flat())]);
  const bySku = new Map(cards.map((card) => [card.sku, card]));
  // A product taken out of the catalogue drops out of the content that named it.
  return (skus: string[]) => skus.flatMap((sku) => bySku.get(sku) ?? []);
}

/** A page's active list banners, each with the cards of its products. */
export async function listBanners(db: AppDatabase, page: ContentPage): Promise<Schemas['ListBanner'][]> {
  const banners = await activeItems(db, page, 'list-banner');
  const cardsOf = await productCardsOf(
    db,
    banners.map((banner) => banner.payload.productSkus),
  );
  return banners.map((banner) => {
    const { productSkus, ...payload } = banner.payload;
    return {
      _id: banner.key,
      ...payload,
      isActive: banner.isActive,
      order: banner.order,
      products: cardsOf(productSkus).map((product) => ({ product })),
    };
  });
}

/** A page's active product recommendations, each with the cards of its products. */
export async function productRecommendations(
  db: AppDatabase,
  page: ContentPage,
): Promise<Schemas['ProductRecommend'][]> {
  const blocks = await activeItems(db, page, 'product-recommend');
  const cardsOf = await productCardsOf(
    db,
    blocks.map((block) => block.payload.productSkus),
  );
  return blocks.map((block) => {
    const { productSkus, ...payload } = block.payload;
    return { _id: block.key, ...payload, listCard: cardsOf(productSkus) };
  });
}

/** Brands of the home page's scroller with their catalogue name and logo, in the content's order. */
export async function brandShortcuts(db: AppDatabase): Promise<Schemas['BrandShortcut'][]> {
  const shortcuts = await activeItems(db, 'home', 'brand-shortcut');
  const keys = shortcuts.map((shortcut) => shortcut.key);
  if (keys.length === 0) return [];
  const rows = await db.select().from(brands).where(inArray(brands.key, keys));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.flatMap((key) => {
    const brand = byKey.get(key);
    return brand ? [{ _id: brand.key, name: brand.name, image: brand.logo }] : [];
  });
}
