import { readFileSync } from 'node:fs';

/** A query of the relevance set and the products a shopper expects at the top, in any order. */
export interface RelevanceQuery {
  query: string;
  kind: string;
  expect: string[];
}

/** The relevance set kept beside the tests. */
export const relevanceSet: RelevanceQuery[] = JSON.parse(
  readFileSync(new URL('../search-relevance.json', import.meta.url), 'utf8'),
).queries;

/** Which kinds of query count as Thai: typed in Thai, or Thai typed on the English layout. */
export const thaiKinds = new Set(['thai', 'mixed', 'layout-en']);

export interface Relevance {
  queries: number;
  /** Mean reciprocal rank of the first expected product within the answer. */
  mrr: number;
  /** Share of the expected products (at most five) found in the first five results. */
  recallAt5: number;
}

/** MRR and recall@5 of a set of queries, given each query's answer (SKUs, best first). */
export function relevanceOf(queries: RelevanceQuery[], answers: string[][]): Relevance {
  let reciprocalRanks = 0;
  let recall = 0;
  queries.forEach((query, index) => {
    const answer = answers[index] ?? [];
    const expected = new Set(query.expect);
    const rank = answer.findIndex((sku) => expected.has(sku));
    reciprocalRanks += rank < 0 ? 0 : 1 / (rank + 1);
    const found = answer.slice(0, 5).filter((sku) => expected.has(sku)).length;
    recall += found / Math.min(5, expected.size);
  });
  const n = queries.length;
  return { queries: n, mrr: reciprocalRanks / n, recallAt5: recall / n };
}

/** The figures of the whole set, of its Thai queries and of its English ones. */
export function relevanceByLanguage(answers: string[][]) {
  const split = (thai: boolean) => {
    const picked = relevanceSet.flatMap((query, index) =>
      thaiKinds.has(query.kind) === thai ? [{ query, answer: answers[index] ?? [] }] : [],
    );
    return relevanceOf(
      picked.map((entry) => entry.query),
      picked.map((entry) => entry.answer),
    );
  };
  return { all: relevanceOf(relevanceSet, answers), thai: split(true), english: split(false) };
}
