import { expect, it } from 'vitest';
import { activeByOrder } from './homeContent.ts';

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
