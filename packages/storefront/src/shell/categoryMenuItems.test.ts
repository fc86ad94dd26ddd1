import { expect, it } from 'vitest';
import { categoryMenuItems } from './categoryMenuItems.ts';

const tree = [
  {
    _id: 'computer-parts',
    key: 'computer-parts',
    level: 1,
    order: 1,
    icon: 'computer-parts',
    name: { th: 'อุปกรณ์คอมพิวเตอร์', en: 'Computer Parts' },
    children: [
      {
        _id: 'gpu',
        key: 'gpu',
        level: 2,
        order: 3,
        icon: 'gpu',
        name: { th: 'การ์ดจอ', en: 'Graphics Card' },
        children: [
          {
            _id: 'gpu-nvidia',
            key: 'gpu-nvidia',
            level: 3,
            order: 1,
            icon: null,
            name: { th: 'NVIDIA' },
            children: [],
          },
        ],
      },
    ],
  },
];

it('links each node to /category/{main}/{sub}/{leaf} with names in the current language', () => {
  const [th] = categoryMenuItems(tree, 'th');
  expect(th?.label).toBe('อุปกรณ์คอมพิวเตอร์');
  expect(th?.children[0]?.children[0]?.href).toBe(
    `/category/${encodeURIComponent('อุปกรณ์คอมพิวเตอร์')}/${encodeURIComponent('การ์ดจอ')}/NVIDIA`,
  );
  const [en] = categoryMenuItems(tree, 'en');
  expect(en?.children[0]?.href).toBe('/category/Computer%20Parts/Graphics%20Card');
  expect(en?.children[0]?.children[0]?.label).toBe('NVIDIA');
});
