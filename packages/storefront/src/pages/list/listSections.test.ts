import type { components } from '@probuild/api-client';
import { expect, it } from 'vitest';
import { categoryPath, decodedSegment } from '../../listing/categoryPath.ts';
import { categorySections, promotionSections } from './listSections.ts';

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

const keysOf = (path: { trail: CategoryNode[]; whole: boolean }) => [
  path.trail.map((each) => each.key),
  path.whole,
];

it('follows a path by keys or names in either language', () => {
  expect(keysOf(categoryPath(tree, ['computer-parts', 'Graphics Card']))).toEqual([
    ['computer-parts', 'gpu'],
    true,
  ]);
  expect(keysOf(categoryPath(tree, ['อุปกรณ์คอมพิวเตอร์', 'nope']))).toEqual([['computer-parts'], false]);
  expect(keysOf(categoryPath(tree, ['nope']))).toEqual([[], false]);
});

it('starts a path at a category of any level, from the top of the tree', () => {
  expect(keysOf(categoryPath(tree, ['cpu']))).toEqual([['computer-parts', 'cpu'], true]);
  expect(keysOf(categoryPath(tree, ['การ์ดจอ', 'nvidia geforce']))).toEqual([
    ['computer-parts', 'gpu', 'gpu-nvidia'],
    true,
  ]);
  expect(keysOf(categoryPath(tree, ['NVIDIA GeForce']))).toEqual([
    ['computer-parts', 'gpu', 'gpu-nvidia'],
    true,
  ]);
  // A segment after a leaf names nothing, even the leaf's own name.
  expect(keysOf(categoryPath(tree, ['cpu', 'cpu']))).toEqual([['computer-parts', 'cpu'], false]);
});

it("offers a category's children, or a leaf's siblings with the leaf marked, in the current language", () => {
  const parts = categoryPath(tree, ['computer-parts']).trail;
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
  const cpu = categoryPath(tree, ['computer-parts', 'cpu']).trail;
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
