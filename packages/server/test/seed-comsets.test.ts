import { type BuildPart, buildIssues, isBuilderCategory } from '@probuild/catalogue-rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMSET_ROOT_CATEGORY } from '../src/catalogue/category-index.ts';
import { products } from '../src/db/schema/index.ts';
import { comsetDefinitions } from '../src/seed/comsets.ts';
import { productRows } from '../src/seed/products.ts';
import { useTestApp } from './support/app.ts';
import { callSuccessfully } from './support/contract.ts';

const catalogue = new Map(productRows().map((row) => [row.sku, row]));

function partOf(sku: string): BuildPart {
  const row = catalogue.get(sku);
  if (!row) throw new Error(`${sku} is not in the catalogue`);
  if (!isBuilderCategory(row.categoryKey)) throw new Error(`${sku} is a ${row.categoryKey}, not a part`);
  return { sku, category: row.categoryKey, quantity: 1, specs: row.specs as BuildPart['specs'] };
}

/** Every way to fill the four chosen groups of a set: 3 × 3 × 3 × 3 builds. */
function* everyBuild(set: (typeof comsetDefinitions)[number]) {
  for (const cpu of set.cpu)
    for (const gpu of set.gpu)
      for (const ram of set.ram) for (const storage of set.storage) yield [cpu, gpu, ram, storage];
}

describe('the seeded computer sets', () => {
  it('fit together in every configuration a shopper can choose, without a warning', () => {
    const clashes: string[] = [];
    for (const set of comsetDefinitions) {
      const fixed = Object.values(set.fixed).map(partOf);
      for (const chosen of everyBuild(set)) {
        const issues = buildIssues([...fixed, ...chosen.map(partOf)]);
        for (const issue of issues) clashes.push(`${set.sku} ${chosen.join(' ')}: ${issue.message.en}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('offer extras of the group they are listed in', () => {
    for (const set of comsetDefinitions) {
      for (const [group, skus] of Object.entries(set.extras)) {
        expect(skus.map((sku) => catalogue.get(sku)?.categoryKey)).toEqual(skus.map(() => group));
      }
    }
  });

  describe('in the shop', () => {
    const testApp = useTestApp();

    it('are listed under "Computer sets" with stock no higher than their standard parts', async () => {
      const { data } = await callSuccessfully(testApp.app, 'listProducts', {
        payload: { type: 'category', dataFilter: COMSET_ROOT_CATEGORY, pageSize: 50 },
      });
      expect(data.items.map((item) => item.sku).sort()).toEqual(
        comsetDefinitions.map((set) => set.sku).sort(),
      );
      for (const set of comsetDefinitions) {
        const standard = [...Object.values(set.fixed), set.cpu[0], set.gpu[0], set.ram[0], set.storage[0]];
        const [stored] = await testApp.database.db
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.sku, set.sku));
        expect(stored?.stock).toBe(Math.min(...standard.map((sku) => catalogue.get(sku)?.stock ?? 0)));
      }
    });

    it('offer three levels, each dearer than the last and cheaper than its parts bought alone', async () => {
      const listed = await callSuccessfully(testApp.app, 'listProducts', {
        payload: { type: 'category', dataFilter: COMSET_ROOT_CATEGORY, pageSize: 50 },
      });
      for (const set of comsetDefinitions) {
        const { data } = await callSuccessfully(testApp.app, 'getComsetOptions', {
          params: { sku: set.sku },
        });
        // The card's price is what the standard configuration costs.
        const card = listed.data.items.find((item) => item.sku === set.sku);
        expect(data.levels[0]?.price).toBe(card?.price);
        expect(data.levels.map((level) => level.key)).toEqual(['default', 'normal', 'hiend']);
        const prices = data.levels.map((level) => level.price);
        expect([...prices].sort((a, b) => a - b)).toEqual(prices);
        for (const level of data.levels) expect(level.price).toBeLessThan(level.normalPrice);
        expect(data.extras.map((group) => group.key)).toEqual(['monitor', 'keyboard', 'mouse']);
        expect(data.cpu.map((part) => part.sku)).toEqual(set.cpu);
      }
    });
  });
});
