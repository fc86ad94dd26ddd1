import { expect, it } from 'vitest';
import { termOf } from '../listing/listQuery.ts';
import {
  brandLink,
  categoryLink,
  categoryPathLink,
  productLink,
  promotionLink,
  searchLink,
} from './links.ts';

it('links a product by its SKU, encoded, told where it was opened from when known', () => {
  expect(productLink('CPU-AMD-R7-9800X3D')).toBe('/product/CPU-AMD-R7-9800X3D');
  expect(productLink('CPU-AMD-R7-9800X3D', 'home')).toBe('/product/CPU-AMD-R7-9800X3D?section=home');
  expect(productLink('A/B C', 'comset')).toBe('/product/A%2FB%20C?section=comset');
});

it('links a category by the names of its trail in the reader’s language', () => {
  const trail = [
    { name: { th: 'อุปกรณ์คอมพิวเตอร์', en: 'Computer parts' } },
    { name: { th: 'ซีพียู', en: 'CPU / Processor' } },
  ];
  expect(categoryLink(trail, 'en')).toBe('/category/Computer%20parts/CPU%20%2F%20Processor');
  expect(categoryLink(trail, 'th')).toBe(
    `/category/${encodeURIComponent('อุปกรณ์คอมพิวเตอร์')}/${encodeURIComponent('ซีพียู')}`,
  );
  expect(categoryPathLink(['comset'])).toBe('/category/comset');
});

it('links brands, promotions and search results with their parts encoded', () => {
  expect(brandLink('Cooler Master')).toBe('/brand/Cooler%20Master');
  expect(promotionLink('gaming-week')).toBe('/promotion/gaming-week');
  const results = searchLink(' การ์ดจอ ');
  expect(results).toBe('/search?q=%E0%B8%81%E0%B8%B2%E0%B8%A3%E0%B9%8C%E0%B8%94%E0%B8%88%E0%B8%AD');
  expect(termOf(results.slice('/search'.length))).toBe('การ์ดจอ');
});
