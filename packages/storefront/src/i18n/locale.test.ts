import { describe, expect, it } from 'vitest';
import { startLocale } from './locale.ts';

/** A Storage of a map, as the app reads and writes it. */
function storageWith(language?: string) {
  const values = new Map<string, string>(language ? [['language', language]] : []);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('the language the app starts in', () => {
  it('is the one the address asks for, kept as the shopper’s choice', () => {
    const storage = storageWith('th');
    expect(startLocale(storage, '?section=home&lang=en')).toBe('en');
    expect(storage.values.get('language')).toBe('en');
    expect(startLocale(storage, '?lang=th')).toBe('th');
    expect(storage.values.get('language')).toBe('th');
  });

  it('is the stored one when the address asks for none or for one the shop lacks', () => {
    expect(startLocale(storageWith('en'), '')).toBe('en');
    expect(startLocale(storageWith('en'), '?lang=fr')).toBe('en');
    expect(startLocale(storageWith(), '?lang=')).toBe('th');
  });

  it('still opens in the language asked for when storage refuses to keep it', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(startLocale(refusing, '?lang=en')).toBe('en');
  });
});
