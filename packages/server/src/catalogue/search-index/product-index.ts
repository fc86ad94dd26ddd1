import {
  compact,
  editDistance,
  hasDigit,
  isThai,
  otherLayout,
  partsOf,
  runsOf,
  typosAllowed,
} from './normalise.ts';
import type { ShopVocabulary } from './vocabulary.ts';

/** What the index keeps of a product: the text searched, and what results are ranked and counted by. */
export interface IndexedProduct {
  sku: string;
  nameEn: string;
  model: string;
  /** SKU, names, brand and model. */
  searchText: string;
  brandKey: string;
  categoryKey: string;
  subcategoryKey: string | null;
  /** What the shopper pays, in satang. */
  price: number;
  inStock: boolean;
  bestSeller: boolean;
  /** Milliseconds since the epoch. */
  createdAt: number;
  memoryType: string | null;
  capacity: string | null;
  vram: number | null;
  cores: number | null;
}

/** How a product matched a word of the query, best first. */
enum Kind {
  /** The word itself, or the English word a Thai spelling stands for. */
  Exact = 0,
  /** The last word of the query as the start of a word. */
  Prefix = 1,
  /** A word naming the product's category. */
  Category = 2,
  /** A word one or two edits away. */
  Fuzzy = 3,
}

/** How well a product matches the whole query, best first. */
export enum Tier {
  /** The query is the product's SKU or its model (or the end of it: `9800x3d`). */
  ExactModel = 0,
  /** The product's name has the query's words in a row (`ryzen 7` in AMD Ryzen 7 9800X3D). */
  NamePhrase = 1,
  /** As above, but the words end inside a name word or before a variant (`rtx 5070` in RTX 5070 Ti). */
  NamePhrasePart = 2,
  /** Every word is in the product's text. */
  AllWords = 3,
  /** Only category words matched. */
  CategoryOnly = 4,
  Fuzzy = 5,
}

/** Words that make a different product of the model number before them. */
const VARIANT_WORDS = new Set(['ti', 'xt', 'xtx', 'super', 'gre', 'x3d']);

/** Products whose text has a word, found one way. */
interface Posting {
  kind: Kind;
  docs: ReadonlySet<number>;
  /** The word of the product's text (the English word for a Thai spelling). */
  text: string;
}

/** One word or phrase of the query and the products it matches. */
interface Clause {
  postings: Posting[];
  size: number;
}

interface Doc {
  product: IndexedProduct;
  /** Words and joined neighbours (`rtx5070`): matched whole, or by the query's last word as a prefix. */
  words: string[];
  /** Letter and digit parts of words (`14400`, `f` of `14400f`): matched whole only. */
  parts: string[];
  nameWords: string[];
  /** The SKU and each end of the model, letters and digits only. */
  modelKeys: string[];
}

export interface Match {
  /** Matching products, and for each its rank key: lower is better. */
  ids: number[];
  keys: number[];
}

/** The bound (inclusive) of each price band in satang; the last band has no upper bound. */
export const PRICE_BANDS = [0, 100_000, 300_000, 500_000, 1_000_000, 2_000_000, 5_000_000];

export interface SearchFacets {
  categories: Map<string, number>;
  brands: Map<string, number>;
  /** Products per band, by band index of PRICE_BANDS. */
  priceBands: number[];
}

const addTo = (map: Map<string, Set<number>>, key: string, id: number) => {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(id);
};
const removeFrom = (map: Map<string, Set<number>>, key: string, id: number) => {
  const set = map.get(key);
  set?.delete(id);
  if (set?.size === 0) map.delete(key);
};

const RANK_SLOTS = 2 ** 21;

/** The products in any of the sets (the one set itself when there is one). */
function union(sets: Array<ReadonlySet<number> | undefined>): ReadonlySet<number> {
  const present = sets.filter((set): set is ReadonlySet<number> => set !== undefined);
  if (present.length === 1) return present[0] as ReadonlySet<number>;
  const all = new Set<number>();
  for (const set of present) for (const id of set) all.add(id);
  return all;
}

/**
 * An in-memory inverted index of the catalogue: per word the products that have it, per category
 * its products. Products are added, replaced and removed one at a time.
 */
export class ProductIndex {
  readonly #docs: Array<Doc | undefined> = [];
  readonly #free: number[] = [];
  readonly #idOfSku = new Map<string, number>();
  readonly #words = new Map<string, Set<number>>();
  readonly #parts = new Map<string, Set<number>>();
  readonly #categories = new Map<string, Set<number>>();
  readonly #brands = new Map<string, Set<number>>();
  #sortedWords: string[] | undefined;
  /** Ids by name (then SKU), and each id's place in that order: the last tie-break. */
  #byName: number[] = [];
  #nameRank: Int32Array = new Int32Array(0);
  #namesChanged = false;
  /** One copy of each word: most products share most of their words. */
  readonly #strings = new Map<string, string>();
  readonly #intern = (text: string): string => {
    const kept = this.#strings.get(text);
    if (kept !== undefined) return kept;
    this.#strings.set(text, text);
    return text;
  };
  #stamp = new Uint32Array(0);
  #stampValue = 0;
  vocabulary: ShopVocabulary;

  constructor(vocabulary: ShopVocabulary) {
    this.vocabulary = vocabulary;
  }

  get size() {
    return this.#idOfSku.size;
  }

  /** Adds a product, or replaces the one with its SKU. */
  put(product: IndexedProduct): void {
    this.remove(product.sku);
    const id = this.#free.pop() ?? this.#docs.length;
    const tokens = runsOf(product.searchText).flatMap((run) =>
      isThai(run) ? [run, ...this.vocabulary.wordsOf(run)] : [run],
    );
    const words = new Set(tokens);
    const parts = new Set<string>();
    tokens.forEach((token, index) => {
      const next = tokens[index + 1];
      if (next && !isThai(token) && !isThai(next)) words.add(token + next);
      const pieces = partsOf(token);
      if (pieces.length > 1) for (const piece of pieces) parts.add(piece);
    });
    const modelWords = runsOf(product.model).map(this.#intern);
    const doc: Doc = {
      product,
      words: [...words].map(this.#intern),
      parts: [...parts].map(this.#intern),
      nameWords: runsOf(product.nameEn).map(this.#intern),
      modelKeys: [
        compact(product.sku),
        ...modelWords.map((_, index) => modelWords.slice(index).join('')),
      ].map(this.#intern),
    };
    this.#docs[id] = doc;
    this.#idOfSku.set(product.sku, id);
    for (const word of doc.words) {
      if (!this.#words.has(word)) this.#sortedWords = undefined;
      addTo(this.#words, word, id);
    }
    for (const part of doc.parts) addTo(this.#parts, part, id);
    addTo(this.#categories, product.categoryKey, id);
    if (product.subcategoryKey) addTo(this.#categories, product.subcategoryKey, id);
    addTo(this.#brands, product.brandKey, id);
    this.#byName.push(id);
    this.#namesChanged = true;
  }

  remove(sku: string): void {
    const id = this.#idOfSku.get(sku);
    const doc = id === undefined ? undefined : this.#docs[id];
    if (id === undefined || !doc) return;
    for (const word of doc.words) removeFrom(this.#words, word, id);
    for (const part of doc.parts) removeFrom(this.#parts, part, id);
    removeFrom(this.#categories, doc.product.categoryKey, id);
    if (doc.product.subcategoryKey) removeFrom(this.#categories, doc.product.subcategoryKey, id);
    removeFrom(this.#brands, doc.product.brandKey, id);
    this.#sortedWords = undefined;
    this.#docs[id] = undefined;
    this.#idOfSku.delete(sku);
    this.#free.push(id);
    this.#namesChanged = true;
  }

  product(id: number): IndexedProduct {
    return (this.#docs[id] as Doc).product;
  }

  /** Ids of the products of categories (level 2 or 3 keys). */
  inCategories(keys: string[]): number[] {
    return [...new Set(keys.flatMap((key) => [...(this.#categories.get(key) ?? [])]))];
  }

  ofBrand(key: string): number[] {
    return [...(this.#brands.get(key) ?? [])];
  }

  idOf(sku: string): number | undefined {
    return this.#idOfSku.get(sku);
  }

  /** Each id's place in the order of names: lower comes first. */
  nameRank(id: number): number {
    this.#refreshNames();
    return this.#nameRank[id] as number;
  }

  #refreshNames() {
    if (!this.#namesChanged) return;
    const docs = this.#docs;
    const live = [...new Set(this.#byName)].filter((id) => docs[id] !== undefined);
    live.sort((a, b) => {
      const x = (docs[a] as Doc).product;
      const y = (docs[b] as Doc).product;
      return x.nameEn < y.nameEn ? -1 : x.nameEn > y.nameEn ? 1 : x.sku < y.sku ? -1 : x.sku > y.sku ? 1 : 0;
    });
    this.#byName = live;
    this.#nameRank = new Int32Array(docs.length);
    live.forEach((id, rank) => {
      this.#nameRank[id] = rank;
    });
    this.#namesChanged = false;
  }

  #wordsStartingWith(prefix: string): string[] {
    this.#sortedWords ??= [...this.#words.keys()].sort();
    const sorted = this.#sortedWords;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let at = low; at < sorted.length && (sorted[at] as string).startsWith(prefix); at++) {
      found.push(sorted[at] as string);
    }
    return found;
  }

  /** Products with every one of `words` whole. */
  #withAll(words: string[]): Set<number> {
    const sets = words.map((word) => this.#words.get(word) ?? this.#parts.get(word) ?? new Set<number>());
    sets.sort((a, b) => a.size - b.size);
    const [smallest, ...rest] = sets;
    return new Set([...(smallest ?? [])].filter((id) => rest.every((set) => set.has(id))));
  }

  /** What one word of the query matches, best first: whole words, then prefix, then categories. */
  #clauseOf(word: string, isLast: boolean, alone: boolean): Clause {
    const postings: Posting[] = [];
    const add = (kind: Kind, docs: ReadonlySet<number> | undefined, text: string) => {
      if (docs && docs.size > 0) postings.push({ kind, docs, text });
    };
    add(Kind.Exact, this.#words.get(word), word);
    // A query of one character looks for the start of words, not for a letter inside a model.
    if (!(alone && word.length === 1)) add(Kind.Exact, this.#parts.get(word), word);
    for (const meaning of this.vocabulary.meanings.get(word) ?? []) {
      add(
        Kind.Exact,
        meaning.length === 1 ? this.#words.get(meaning[0] as string) : this.#withAll(meaning),
        meaning.join(''),
      );
    }
    if (isLast) {
      const longer = this.#wordsStartingWith(word).filter((other) => other !== word);
      add(Kind.Prefix, union(longer.map((other) => this.#words.get(other))), word);
    }
    if (word.length >= 2) {
      const keys = this.vocabulary.categoriesOf(word, true);
      add(Kind.Category, union(keys.map((key) => this.#categories.get(key))), '');
    }
    return { postings, size: postings.reduce((sum, posting) => sum + posting.docs.size, 0) };
  }

  /** Words of the products one or two edits from `word` (by its length); none for model numbers. */
  #fuzzyClauseOf(word: string): Clause {
    const allowed = isThai(word) || hasDigit(word) ? 0 : typosAllowed(word);
    const postings: Posting[] = [];
    if (allowed > 0) {
      const near: Array<Set<number>> = [];
      for (const [known, docs] of this.#words) {
        if (!hasDigit(known) && editDistance(word, known, allowed) <= allowed) near.push(docs);
      }
      const docs = union(near);
      if (docs.size > 0) postings.push({ kind: Kind.Fuzzy, docs, text: word });
    }
    return { postings, size: postings.reduce((sum, posting) => sum + posting.docs.size, 0) };
  }

  /** The clauses of the words of one typed word (`แรมddr5` → แรม, ddr5). */
  #clausesOf(typed: string, isLast: boolean, alone: boolean): Clause[] {
    const words = this.vocabulary.wordsOf(typed);
    return words.map((word, index) =>
      this.#clauseOf(word, isLast && index === words.length - 1, alone && words.length === 1),
    );
  }

  /**
   * The query as clauses: category phrases of several words (`power supply`), then each word.
   * A typed word that finds nothing, or only word starts, while the same keys in the other
   * keyboard layout find it whole, is read in that layout. A word still without a match is looked
   * for among words a typo or two away.
   */
  #parse(query: string): Clause[] | undefined {
    let typed = query.trim().split(/\s+/).filter(Boolean);
    const clauses: Clause[] = [];
    const lowered = typed.map((word) => runsOf(word).join(' '));
    for (const phrase of this.vocabulary.phrases) {
      for (let at = 0; at + phrase.length <= lowered.length; at++) {
        if (phrase.every((word, offset) => lowered[at + offset] === word)) {
          const postings: Posting[] = [];
          const withAll = this.#withAll(phrase);
          if (withAll.size > 0) postings.push({ kind: Kind.Exact, docs: withAll, text: phrase.join('') });
          for (const key of this.vocabulary.categoryKeys.get(phrase.join(' ')) ?? []) {
            const docs = this.#categories.get(key);
            if (docs) postings.push({ kind: Kind.Category, docs, text: '' });
          }
          clauses.push({ postings, size: postings.reduce((sum, posting) => sum + posting.docs.size, 0) });
          lowered.splice(at, phrase.length);
          typed = [...typed.slice(0, at), ...typed.slice(at + phrase.length)];
        }
      }
    }
    typed.forEach((word, index) => {
      const isLast = index === typed.length - 1;
      const alone = typed.length === 1 && clauses.length === 0;
      let found = this.#clausesOf(word, isLast, alone);
      const strength = (list: Clause[]) =>
        list.length === 0 || list.some((clause) => clause.size === 0)
          ? 0
          : list.every((clause) => clause.postings.some((posting) => posting.kind !== Kind.Prefix))
            ? 2
            : 1;
      const converted = otherLayout(word);
      if (converted !== undefined && strength(found) < 2) {
        const instead = this.#clausesOf(converted, isLast, alone);
        if (strength(instead) > strength(found)) found = instead;
      }
      const words = this.vocabulary.wordsOf(word);
      found = found.map((clause, at) => (clause.size > 0 ? clause : this.#fuzzyClauseOf(words[at] ?? '')));
      clauses.push(...found);
    });
    if (clauses.length === 0 || clauses.some((clause) => clause.size === 0)) return undefined;
    return clauses;
  }

  /** Every product matching the query, each with its rank key (see Tier; then in stock, best seller, name). */
  match(query: string): Match {
    const clauses = this.#parse(query);
    if (!clauses) return { ids: [], keys: [] };
    this.#refreshNames();
    const ordered = [...clauses].sort((a, b) => a.size - b.size);
    const [smallest] = ordered;
    if (!smallest) return { ids: [], keys: [] };
    if (this.#stamp.length < this.#docs.length) this.#stamp = new Uint32Array(this.#docs.length * 2);
    const stampValue = ++this.#stampValue;
    const ids: number[] = [];
    const keys: number[] = [];
    const texts: string[] = [];
    for (const first of smallest.postings) {
      for (const id of first.docs) {
        if (this.#stamp[id] === stampValue) continue;
        this.#stamp[id] = stampValue;
        let fuzzy = false;
        texts.length = 0;
        let matchesAll = true;
        for (const clause of clauses) {
          const posting = clause.postings.find((candidate) => candidate.docs.has(id));
          if (!posting) {
            matchesAll = false;
            break;
          }
          if (posting.kind === Kind.Fuzzy) fuzzy = true;
          if (posting.kind !== Kind.Category) texts.push(posting.text);
        }
        if (!matchesAll) continue;
        const doc = this.#docs[id] as Doc;
        const tier = fuzzy ? Tier.Fuzzy : tierOf(doc, texts.join(''));
        const { inStock, bestSeller } = doc.product;
        ids.push(id);
        keys.push(
          ((tier * 2 + (inStock ? 0 : 1)) * 2 + (bestSeller ? 0 : 1)) * RANK_SLOTS +
            (this.#nameRank[id] as number),
        );
      }
    }
    return { ids, keys };
  }

  /** Products per category, brand and price band among `ids`. */
  facetsOf(ids: Iterable<number>): SearchFacets {
    const facets: SearchFacets = {
      categories: new Map(),
      brands: new Map(),
      priceBands: PRICE_BANDS.map(() => 0),
    };
    for (const id of ids) {
      const { categoryKey, brandKey, price } = (this.#docs[id] as Doc).product;
      facets.categories.set(categoryKey, (facets.categories.get(categoryKey) ?? 0) + 1);
      facets.brands.set(brandKey, (facets.brands.get(brandKey) ?? 0) + 1);
      let band = PRICE_BANDS.length - 1;
      while (band > 0 && price < (PRICE_BANDS[band] as number)) band--;
      facets.priceBands[band] = (facets.priceBands[band] ?? 0) + 1;
    }
    return facets;
  }
}

/** How well a product's SKU, model and name match the query's words that are in its text. */
function tierOf(doc: Doc, query: string): Tier {
  if (query === '') return Tier.CategoryOnly;
  if (doc.modelKeys.includes(query)) return Tier.ExactModel;
  const words = doc.nameWords;
  let best: Tier = Tier.AllWords;
  for (let start = 0; start < words.length && best > Tier.NamePhrase; start++) {
    if (!query.startsWith((words[start] as string).slice(0, 1))) continue;
    let joined = '';
    let end = start;
    while (end < words.length && joined.length < query.length) joined += words[end++];
    if (joined === query) {
      best = VARIANT_WORDS.has(words[end] ?? '') ? Math.min(best, Tier.NamePhrasePart) : Tier.NamePhrase;
    } else if (joined.startsWith(query)) {
      best = Math.min(best, Tier.NamePhrasePart);
    }
  }
  return best;
}

/** The `count` best of a match, best first, from `offset`. */
export function bestOf(match: Match, offset: number, count: number): number[] {
  const wanted = offset + count;
  const order = match.ids.map((_, index) => index);
  if (match.ids.length > wanted * 8 && wanted < 500) {
    // Keep the `wanted` lowest keys without sorting every match.
    const kept: number[] = [];
    for (const index of order) {
      const key = match.keys[index] as number;
      if (kept.length === wanted && key >= (match.keys[kept[kept.length - 1] as number] as number)) continue;
      let at = kept.length;
      while (at > 0 && (match.keys[kept[at - 1] as number] as number) > key) at--;
      kept.splice(at, 0, index);
      if (kept.length > wanted) kept.pop();
    }
    return kept.slice(offset).map((index) => match.ids[index] as number);
  }
  order.sort((a, b) => (match.keys[a] as number) - (match.keys[b] as number));
  return order.slice(offset, wanted).map((index) => match.ids[index] as number);
}

/** A query's answer: its best `count` SKUs in order, every match's id, and their facets. */
export interface SearchAnswer {
  skus: string[];
  ids: number[];
  facets: SearchFacets;
}

export function searchIndex(index: ProductIndex, query: string, count: number): SearchAnswer {
  const match = index.match(query);
  return {
    skus: bestOf(match, 0, count).map((id) => index.product(id).sku),
    ids: match.ids,
    facets: index.facetsOf(match.ids),
  };
}
