import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, desc, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { productSearch, products } from '../db/schema/index.ts';
import { seedDataDir } from '../paths.ts';
import type { CategoryIndex } from './category-index.ts';

/** A category word of the query (`การ์ดจอ`) or a word to find in product text (`5070`). */
export interface QueryTerm {
  text: string;
  /** Level-2 or level-3 category keys the word names; empty for plain text. */
  categoryKeys: string[];
}

export const normaliseQuery = (query: string) => query.trim().toLowerCase().replaceAll(/\s+/g, ' ');

/** Shoppers' words per category key, from data/search-synonyms.json. */
function readSynonyms(): Record<string, string[]> {
  return JSON.parse(readFileSync(join(seedDataDir, 'search-synonyms.json'), 'utf8')).synonyms;
}

/** Lower-case words and phrases that name categories, each with the keys it names. */
export class CategoryVocabulary {
  private readonly keysByTerm = new Map<string, Set<string>>();

  constructor(index: CategoryIndex, synonyms: Record<string, string[]> = readSynonyms()) {
    const add = (term: string, key: string) => {
      const normalised = normaliseQuery(term);
      if (!this.keysByTerm.has(normalised)) this.keysByTerm.set(normalised, new Set());
      this.keysByTerm.get(normalised)?.add(key);
    };
    // Level-1 groups are too broad to stand for a search word ("Peripherals & Gaming Gear").
    for (const row of index.rows.filter((category) => category.level > 1)) {
      add(row.key, row.key);
      add(row.nameTh, row.key);
      add(row.nameEn, row.key);
    }
    for (const [key, words] of Object.entries(synonyms)) {
      if (index.get(key)) for (const word of words) add(word, key);
    }
  }

  private keysOf(matches: (term: string) => boolean): string[] {
    const keys = new Set<string>();
    for (const [term, termKeys] of this.keysByTerm)
      if (matches(term)) for (const key of termKeys) keys.add(key);
    return [...keys];
  }

  /**
   * Splits a normalised query into terms: category phrases found whole (`power supply`), then
   * words; a word that begins a category term names that category (`การ์ด` → gpu), and a Thai
   * word glued to the rest (`แรมddr5`) is cut after the category word.
   */
  parse(query: string): QueryTerm[] {
    let rest = ` ${query} `;
    const terms: QueryTerm[] = [];
    const phrases = [...this.keysByTerm.keys()].filter((term) => term.includes(' '));
    for (const phrase of phrases.sort((a, b) => b.length - a.length)) {
      if (rest.includes(` ${phrase} `)) {
        terms.push({ text: phrase, categoryKeys: this.keysOf((term) => term === phrase) });
        rest = rest.replace(` ${phrase} `, ' ');
      }
    }
    for (const word of rest.split(' ').filter(Boolean)) terms.push(...this.parseWord(word));
    return terms;
  }

  private parseWord(word: string): QueryTerm[] {
    if (word.length < 2) return [{ text: word, categoryKeys: [] }];
    const named = this.keysOf((term) => term.startsWith(word));
    if (named.length > 0) return [{ text: word, categoryKeys: named }];
    const lead = [...this.keysByTerm.keys()]
      .filter((term) => term.length >= 2 && !term.includes(' ') && word.startsWith(term))
      .sort((a, b) => b.length - a.length)[0];
    if (lead) {
      return [
        { text: lead, categoryKeys: this.keysOf((term) => term === lead) },
        ...this.parseWord(word.slice(lead.length)),
      ];
    }
    return [{ text: word, categoryKeys: [] }];
  }
}

/** pg_trgm word similarity from which a misspelt word counts as found (`cosair` → corsair: 0.5). */
const CLOSE_SPELLING = 0.5;

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replaceAll(/[\\%_]/g, (character) => `\\${character}`);

const textHas = (text: string): SQL => sql`${productSearch.searchText} like ${`%${escapeLike(text)}%`}`;

function termMatches(term: QueryTerm): SQL {
  if (term.categoryKeys.length === 0) return textHas(term.text);
  return or(
    inArray(productSearch.categoryKey, term.categoryKeys),
    inArray(productSearch.subcategoryKey, term.categoryKeys),
    textHas(term.text),
  ) as SQL;
}

/** Columns of a search result. */
const resultColumns = {
  sku: products.sku,
  nameTh: products.nameTh,
  nameEn: products.nameEn,
  images: products.images,
  price: products.price,
  salePrice: products.salePrice,
  stock: products.stock,
};

export type SearchRow = { [K in keyof typeof resultColumns]: (typeof products.$inferSelect)[K] };

/** How one search orders its matches before stock and name: each absent part is the same for all. */
interface Ranking {
  /** 0 for the exact SKU or model, up to 3 for a match through category words alone. */
  tier?: SQL;
  /** How many of the query's words the text has. */
  hits?: SQL;
  /** Trigram word similarity, for close spellings. */
  closeness?: SQL;
}

/** The order of a ranking's columns: the ranking, then in stock before sold out, then by name. */
const bestFirst = (columns: Record<keyof Ranking | 'inStock' | 'nameEn', SQLWrapper>) => [
  asc(columns.tier),
  desc(columns.hits),
  desc(columns.closeness),
  desc(columns.inStock),
  asc(columns.nameEn),
];

/**
 * The best `limit` matches, as result rows: ranked on the narrow search rows, and only the page of
 * results joined to the wide product rows, in one statement.
 */
function bestMatches(db: AppDatabase, where: SQL | undefined, ranking: Ranking, limit: number) {
  const ranked = db
    .select({
      sku: productSearch.sku,
      tier: sql<number>`${ranking.tier ?? sql`0`}`.as('tier'),
      hits: sql<number>`${ranking.hits ?? sql`0`}`.as('hits'),
      closeness: sql<number>`${ranking.closeness ?? sql`0`}`.as('closeness'),
      inStock: productSearch.inStock,
      nameEn: productSearch.nameEn,
    })
    .from(productSearch)
    .where(where)
    .orderBy(
      ...bestFirst({
        tier: sql`tier`,
        hits: sql`hits`,
        closeness: sql`closeness`,
        inStock: productSearch.inStock,
        nameEn: productSearch.nameEn,
      }),
    )
    .limit(limit)
    .as('ranked');
  return db
    .select(resultColumns)
    .from(ranked)
    .innerJoin(products, eq(products.sku, ranked.sku))
    .orderBy(...bestFirst(ranked));
}

/** Which search rows a query matches, and how they rank. */
interface SearchMatch {
  where: SQL | undefined;
  ranking: Ranking;
}

/**
 * Products matching every term of the query, best first: the exact SKU or model; then a word that
 * begins with the query; then text that contains it; then products whose words all match; and
 * last those found through a category word; in stock before sold out, then by name. A query of one
 * character matches the start of words. When nothing matches, close spellings are tried (trigram
 * word similarity). Every test is a LIKE on the lower-case search text of the narrow search rows.
 */
async function matchOf(db: AppDatabase, vocabulary: CategoryVocabulary, query: string): Promise<SearchMatch> {
  const whole = normaliseQuery(query);
  const pattern = escapeLike(whole);
  const text = productSearch.searchText;

  if (whole.length < 2) {
    return { where: sql`(${text} like ${`${pattern}%`} or ${text} like ${`% ${pattern}%`})`, ranking: {} };
  }

  const terms = vocabulary.parse(whole);
  // The search text starts with the SKU and ends with the model (see searchTextOf).
  const tier = sql`case
    when ${text} not like ${`%${pattern}%`} then 3
    when ${text} like ${`${pattern} %`} or ${text} like ${`% ${pattern}`} then 0
    when ${text} like ${`% ${pattern}%`} then 1
    else 2 end`;
  const hits =
    terms.length > 1
      ? sql.join(
          terms.map((term) => sql`(${textHas(term.text)})::int`),
          sql` + `,
        )
      : undefined;
  const exact: SearchMatch = { where: and(...terms.map(termMatches)), ranking: { tier, hits } };
  if (whole.length < 3) return exact;
  const [found] = await db.select({ sku: productSearch.sku }).from(productSearch).where(exact.where).limit(1);
  if (found) return exact;

  // Close spellings: each word of three letters or more may instead be near a word of the text.
  const nearly = (term: QueryTerm): SQL =>
    term.text.length < 3
      ? termMatches(term)
      : (or(termMatches(term), sql`word_similarity(${term.text}, ${text}) >= ${CLOSE_SPELLING}`) as SQL);
  return {
    where: and(...terms.map(nearly)),
    ranking: { closeness: sql`word_similarity(${whole}, ${text})` },
  };
}

/**
 * The best `limit` matches of a query (see matchOf), as result rows, and how many products match
 * in all: ranked on the narrow search rows, and only the page of results joined to the wide
 * product rows.
 */
export async function searchProducts(
  db: AppDatabase,
  vocabulary: CategoryVocabulary,
  query: string,
  limit: number,
): Promise<{ rows: SearchRow[]; total: number }> {
  const { where, ranking } = await matchOf(db, vocabulary, query);
  const [rows, [counted]] = await Promise.all([
    bestMatches(db, where, ranking, limit),
    db.select({ total: sql<number>`count(*)::int` }).from(productSearch).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * The products a query matches, as a condition on the product rows, for a list of search results
 * that filters, sorts and pages them as any list does.
 */
export async function searchCondition(
  db: AppDatabase,
  vocabulary: CategoryVocabulary,
  query: string,
): Promise<SQL> {
  const { where } = await matchOf(db, vocabulary, query);
  return inArray(products.sku, db.select({ sku: productSearch.sku }).from(productSearch).where(where));
}
