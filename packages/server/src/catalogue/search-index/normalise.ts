/** Thai letters, vowels and tone marks (the Thai block without its digits). */
const THAI = /[\u0e01-\u0e4e]/;
/** Runs of Thai, or of Latin letters and digits; anything else separates words. */
const RUNS = /[\u0e01-\u0e4e]+|[a-z0-9]+/g;

/** Lower case, compatibility forms folded (full-width letters, ligatures). */
export const foldCase = (text: string) => text.normalize('NFKC').toLowerCase();

export const isThai = (word: string) => THAI.test(word);
export const hasDigit = (word: string) => /[0-9]/.test(word);

/** The Thai and the Latin-and-digit runs of a text, lower case, in order. */
export const runsOf = (text: string): string[] => foldCase(text).match(RUNS) ?? [];

/** `14400f` → `14400`, `f`; `rtx5070` → `rtx`, `5070`: a word cut where letters and digits meet. */
export const partsOf = (word: string): string[] => word.match(/[a-z]+|[0-9]+/g) ?? [word];

/** Letters and digits only: `RTX 5070`, `rtx-5070` and `rtx5070` are all `rtx5070`. */
export const compact = (text: string) => runsOf(text).join('');

/** Keys of the Thai Kedmanee layout and what they type on the US QWERTY layout. */
const KEDMANEE_KEYS: Array<[string, string]> = [
  ["`1234567890-=qwertyuiop[]\\asdfghjkl;'zxcvbnm,./", '_ๅ/-ภถุึคตจขชๆไำพะัีรนยบลฃฟหกดเ้่าสวงผปแอิืทมใฝ'],
  ['~!@#$%^&*()_+QWERTYUIOP{}|ASDFGHJKL:"ZXCVBNM<>?', '%+๑๒๓๔ู฿๕๖๗๘๙๐"ฎฑธํ๊ณฯญฐ,ฅฤฆฏโฌ็๋ษศซ.()ฉฮฺ์?ฒฬฦ'],
];
const thaiOfKey = new Map<string, string>();
const keyOfThai = new Map<string, string>();
for (const [keys, thai] of KEDMANEE_KEYS) {
  [...keys].forEach((key, index) => {
    const letter = [...thai][index] as string;
    thaiOfKey.set(key, letter);
    if (THAI.test(letter)) keyOfThai.set(letter, key);
  });
}

/**
 * What a word typed with the keyboard in the other language meant: Thai letters read as the QWERTY
 * keys under them (`พะป` → `rtx`), anything else as the Kedmanee letters (`dkiNf0v` → `การ์ดจอ`).
 * Case matters: a capital is a shifted key. Undefined when the word does not change.
 */
export function otherLayout(word: string): string | undefined {
  const thai = isThai(word);
  const converted = [...word]
    .map((character) => (thai ? keyOfThai.get(character) : thaiOfKey.get(character)) ?? character)
    .join('');
  return converted === word ? undefined : converted;
}

/** How many typos a word of this length may have: one from 4 letters, two from 8, none below. */
export const typosAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/**
 * Edits between two words (insert, delete, replace, swap two neighbours), or `limit + 1` once it
 * is clear they differ by more than `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

const thaiWords = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * Thai text cut into words: the longest word of the shop's vocabulary at each point (so that
 * `พาวเวอร์ซัพพลาย` stays whole), and `Intl.Segmenter` for the stretches between them.
 */
export function segmentThai(text: string, vocabulary: ReadonlySet<string>, longest: number): string[] {
  const words: string[] = [];
  let unknown = '';
  const flush = () => {
    for (const { segment, isWordLike } of thaiWords.segment(unknown)) if (isWordLike) words.push(segment);
    unknown = '';
  };
  let at = 0;
  while (at < text.length) {
    let length = Math.min(longest, text.length - at);
    while (length > 1 && !vocabulary.has(text.slice(at, at + length))) length--;
    if (length > 1 || vocabulary.has(text.slice(at, at + 1))) {
      flush();
      words.push(text.slice(at, at + length));
      at += length;
    } else {
      unknown += text[at];
      at++;
    }
  }
  flush();
  return words;
}
