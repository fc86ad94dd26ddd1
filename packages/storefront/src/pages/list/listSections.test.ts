import type { components } from '@probuild/api-client';
import { expect, it } from 'vitest';
import { categorySections, categoryTrail, decodedSegment, promotionSections } from './listSections.ts';

type CategoryNode = components['schemas']['CategoryNode'];
const node = (
  key: string,
  th: string,
  en: string,
  children: CategoryNode[] = [],
  level = 1,
): CategoryNode => ({
  _id: key,
  key,
  level,
  order: 0,
  name: { th, en },
  icon: null,
  children,
});
const tree = [
  node('computer-parts', 'อุปกรณ์คอมพิวเตอร์', 'Computer Parts', [
    node(
      'gpu',
      'การ์ดจอ',
      'Graphics Card',
      [node('gpu-nvidia', 'NVIDIA GeForce', 'NVIDIA GeForce', [], 3)],
      2,
    ),
    node('cpu', 'ซีพียู', 'CPU', [], 2),
  ]),
];

it('follows a path by keys or names in either language', () => {
  expect(categoryTrail(tree, ['computer-parts', 'Graphics Card']).map((each) => each.key)).toEqual([
    'computer-parts',
    'gpu',
  ]);
  expect(categoryTrail(tree, ['อุปกรณ์คอมพิวเตอร์', 'nope']).map((each) => each.key)).toEqual(['computer-parts']);
});

it("offers a category's children, or a leaf's siblings with the leaf marked, in the current language", () => {
  const parts = categoryTrail(tree, ['computer-parts']);
  expect(categorySections(parts, 'th')).toEqual([
    {
      href: `/category/${encodeURIComponent('อุปกรณ์คอมพิวเตอร์')}/${encodeURIComponent('การ์ดจอ')}`,
      label: 'การ์ดจอ',
      current: false,
    },
    {
      href: `/category/${encodeURIComponent('อุปกรณ์คอมพิวเตอร์')}/${encodeURIComponent('ซีพียู')}`,
      label: 'ซีพียู',
      current: false,
    },
  ]);
  const cpu = categoryTrail(tree, ['computer-parts', 'cpu']);
  expect(categorySections(cpu, 'en').map((link) => [link.label, link.current])).toEqual([
    ['Graphics Card', false],
    ['CPU', true],
  ]);
  expect(categorySections([], 'en')).toEqual([]);
});

it('lists only the running promotions', () => {
  const promotion = (key: string, status: 'active' | 'inactive') => ({
    _id: key,
    key,
    title: { th: key, en: key },
    subTitle: { th: '', en: '' },
    status,
    image: '/x.svg',
    link: `/promotion/${key}`,
  });
  expect(
    promotionSections(
      [promotion('a', 'active'), promotion('b', 'inactive'), promotion('c', 'active')],
      'c',
      'en',
    ),
  ).toEqual([
    { href: '/promotion/a', label: 'a', current: false },
    { href: '/promotion/c', label: 'c', current: true },
  ]);
});

it('reads a badly encoded segment as it came', () => {
  expect(decodedSegment('%E0%B8%81')).toBe('ก');
  expect(decodedSegment('%E0%A4')).toBe('%E0%A4');
});
