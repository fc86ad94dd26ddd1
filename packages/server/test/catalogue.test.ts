import { describe, expect, it } from 'vitest';
import { COMSET_ROOT_CATEGORY } from '../src/catalogue/category-index.ts';
import { readCategoryFile } from '../src/seed/categories.ts';
import { useTestApp } from './support/app.ts';
import { callSuccessfully } from './support/contract.ts';

type Node = { key: string; level: number; order: number; icon: string | null; children: Node[] };

const isSortedByOrder = (nodes: Node[]) => {
  const orders = nodes.map((node) => node.order);
  return orders.every((order, i) => i === 0 || (orders[i - 1] ?? order) <= order);
};

describe('GET /api/v1/web/categories/tree', () => {
  const testApp = useTestApp();

  it("answers the catalogue's three level-1 groups and the shop's computer sets, in Thai and English", async () => {
    const { data } = await callSuccessfully(testApp.app, 'getCategoryTree');
    expect(data.map((node) => node.key)).toEqual(['computer-parts', 'peripherals', 'software', 'comset']);
    expect(data[0]?.name).toEqual({ th: 'อุปกรณ์คอมพิวเตอร์', en: 'Computer Parts' });
    for (const node of data) {
      expect(node.level).toBe(1);
      expect(node.name.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(node.name.en).toMatch(/^[\x20-\x7E]+$/);
    }
  });

  it('nests levels 2 and 3 sorted by order, with icons down to level 2', async () => {
    const { data } = await callSuccessfully(testApp.app, 'getCategoryTree');
    const levelTwo = data.flatMap((node) => node.children);
    const levelThree = levelTwo.flatMap((node) => node.children);
    expect([data.length, levelTwo.length, levelThree.length]).toEqual([4, 19, 36]);
    expect(isSortedByOrder(data)).toBe(true);
    for (const node of [...data, ...levelTwo]) expect(isSortedByOrder(node.children)).toBe(true);
    expect(levelTwo.every((node) => node.level === 2 && typeof node.icon === 'string')).toBe(true);
    expect(levelThree.every((node) => node.level === 3 && node.icon === null)).toBe(true);
    expect(levelThree.every((node) => node.children.length === 0)).toBe(true);

    expect(levelTwo.find((node) => node.key === 'gpu')?.builderRole).toBe('part');
    expect(levelTwo.find((node) => node.key === 'monitor')?.builderRole).toBe('addon');
    expect([...data, ...levelThree].some((node) => 'builderRole' in node)).toBe(false);

    const cpu = levelTwo.find((node) => node.key === 'cpu');
    expect(cpu?.children.map((node) => node.key)).toEqual(['cpu-amd', 'cpu-intel']);
    expect(cpu?.productCount).toBe(59);
  });

  it('keeps the order of the seed file at every level and counts a group as the sum of its categories', async () => {
    const { data: tree } = await callSuccessfully(testApp.app, 'getCategoryTree');
    const data = tree.filter((node) => node.key !== COMSET_ROOT_CATEGORY);
    const keysInFile = (nodes: ReturnType<typeof readCategoryFile>): unknown =>
      [...nodes].sort((a, b) => a.order - b.order).map((node) => [node.key, keysInFile(node.children ?? [])]);
    const keysInAnswer = (nodes: Node[]): unknown =>
      nodes.map((node) => [node.key, keysInAnswer(node.children)]);
    expect(keysInAnswer(data)).toEqual(keysInFile(readCategoryFile()));

    const parts = data.find((node) => node._id === 'computer-parts');
    const sum = parts?.children.reduce((total, child) => total + (child.productCount ?? 0), 0);
    expect(parts?.productCount).toBe(sum);
    expect(sum).toBeGreaterThan(0);

    const sets = tree.find((node) => node.key === COMSET_ROOT_CATEGORY);
    expect(sets?.children.map((node) => node.productCount)).toEqual([2, 1, 1, 1, 1]);
    expect(sets?.productCount).toBe(6);
  });
});
