import { expect, it } from 'vitest';
import { activeByOrder, homeProductHref } from './homeContent.ts';

it('keeps only active items, sorted by order ascending', () => {
  const items = [
    { id: 'c', isActive: true, order: 3 },
    { id: 'hidden', isActive: false, order: 0 },
    { id: 'a', isActive: true, order: 1 },
    { id: 'b', isActive: true, order: 2 },
  ];
  expect(activeByOrder(items).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  expect(items[0]?.id).toBe('c');
});

it('links a home product card to its page with section=home, the SKU encoded', () => {
  expect(homeProductHref('CPU-AMD-R7-9800X3D')).toBe('/product/CPU-AMD-R7-9800X3D?section=home');
  expect(homeProductHref('A/B C')).toBe('/product/A%2FB%20C?section=home');
});
