export type Locale = 'th' | 'en';
export interface LocalizedText {
  th: string;
  en?: string;
}

/** Server text in the current language, falling back to Thai, then to an empty string. */
export function localize(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  return (locale === 'en' ? text.en : undefined) || text.th || '';
}
