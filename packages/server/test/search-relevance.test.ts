import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import { callSuccessfully } from './support/contract.ts';
import { relevanceByLanguage, relevanceSet } from './support/search-relevance.ts';

/** The figures the search must keep at least, over the whole set and in each language. */
const FLOOR = { mrr: 0.9, recallAt5: 0.9 };

describe('search relevance over the seeded shop', () => {
  const testApp = useTestApp();

  it(`keeps MRR ≥ ${FLOOR.mrr} and recall@5 ≥ ${FLOOR.recallAt5} in Thai and in English`, async () => {
    expect(relevanceSet.length).toBeGreaterThanOrEqual(60);
    const answers: string[][] = [];
    for (const { query } of relevanceSet) {
      const body = await callSuccessfully(testApp.app, 'searchProducts', {
        query: { q: query, limit: '10' },
      });
      answers.push(body.data.map((product) => product.sku));
    }
    const figures = relevanceByLanguage(answers);
    const misses = relevanceSet.filter(
      (query, index) => !answers[index]?.some((sku) => query.expect.includes(sku)),
    );
    console.info(
      'search relevance',
      JSON.stringify(figures),
      'missed:',
      misses.map((query) => query.query).join(' | '),
    );
    for (const [language, figure] of Object.entries(figures)) {
      expect(figure.mrr, `${language} MRR`).toBeGreaterThanOrEqual(FLOOR.mrr);
      expect(figure.recallAt5, `${language} recall@5`).toBeGreaterThanOrEqual(FLOOR.recallAt5);
    }
  });
});
