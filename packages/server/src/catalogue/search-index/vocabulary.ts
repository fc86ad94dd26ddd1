import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedDataDir } from '../../paths.ts';
import type { CategoryIndex } from '../category-index.ts';
import { isThai, runsOf, segmentThai } from './normalise.ts';

/** data/search-synonyms.json: shoppers' words per category key, and Thai spellings of English words. */
interface SynonymData {
  synonyms: Record<string, string[]>;
  words: Record<string, string[]>;
}

const readSynonyms = (): SynonymData =>
  JSON.parse(readFileSync(join(seedDataDir, 'search-synonyms.json'), 'utf8'));

/**
 * The shop's own words: category names and shoppers' words for categories (one or more words,
 * Thai or English), Thai spellings of English words (`ไรเซน` → `ryzen`), and every Thai word of
 * these, by which Thai text is cut into words.
 */
export class ShopVocabulary {
  /** Category terms as their words joined by a space, with the category keys each names. */
  readonly categoryKeys = new Map<string, string[]>();
  /** Terms of two words or more, as word lists, longest first. */
  readonly phrases: string[][] = [];
  /** What a Thai word stands for: English terms, each as its words (`คูลเลอร์มาสเตอร์` → cooler master). */
  readonly meanings = new Map<string, string[][]>();
  readonly thaiWords = new Set<string>();
  readonly longestThaiWord: number;

  constructor(index: CategoryIndex, data: SynonymData = readSynonyms()) {
    const keysByTerm = new Map<string, Set<string>>();
    const add = (term: string, key: string) => {
      const words = runsOf(term);
      for (const word of words) if (isThai(word)) this.thaiWords.add(word);
      const text = words.join(' ');
      if (text === '') return;
      if (!keysByTerm.has(text)) keysByTerm.set(text, new Set());
      keysByTerm.get(text)?.add(key);
    };
    // Level-1 groups are too broad to stand for a search word ("Peripherals & Gaming Gear").
    for (const row of index.rows.filter((category) => category.level > 1)) {
      add(row.key, row.key);
      add(row.nameTh, row.key);
      add(row.nameEn, row.key);
    }
    for (const [key, words] of Object.entries(data.synonyms)) {
      if (index.get(key)) for (const word of words) add(word, key);
    }
    for (const [term, keys] of keysByTerm) {
      // A word naming a category and one of its subcategories (ฮาร์ดดิสก์) means the subcategory.
      const named = [...keys].filter(
        (key) => ![...keys].some((other) => other !== key && index.get(other)?.parentKey === key),
      );
      this.categoryKeys.set(term, named);
      if (term.includes(' ')) this.phrases.push(term.split(' '));
    }
    this.phrases.sort((a, b) => b.length - a.length);
    for (const [english, spellings] of Object.entries(data.words)) {
      for (const spelling of spellings) {
        const word = runsOf(spelling).join('');
        this.thaiWords.add(word);
        this.meanings.set(word, [...(this.meanings.get(word) ?? []), runsOf(english)]);
      }
    }
    this.longestThaiWord = Math.max(1, ...[...this.thaiWords].map((word) => word.length));
  }

  /** The words of a text: Latin-and-digit runs as they are, Thai runs cut with the vocabulary. */
  wordsOf(text: string): string[] {
    return runsOf(text).flatMap((run) =>
      isThai(run) ? segmentThai(run, this.thaiWords, this.longestThaiWord) : [run],
    );
  }

  /** Category keys of the terms equal to `word`, or (`asPrefix`) beginning with it. */
  categoriesOf(word: string, asPrefix: boolean): string[] {
    const keys = new Set<string>();
    for (const [term, termKeys] of this.categoryKeys) {
      if (term === word || (asPrefix && term.startsWith(word))) for (const key of termKeys) keys.add(key);
    }
    return [...keys];
  }
}
