import type { Locale } from '@probuild/api-client';

/** Thai dates in the Buddhist calendar (year + 543), English ones in the Gregorian; shop time (Bangkok). */
const FORMAT_LOCALE: Record<Locale, string> = { th: 'th-TH-u-ca-buddhist', en: 'en-GB' };

function formatIn(locale: Locale, options: Intl.DateTimeFormatOptions, iso: string): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { ...options, timeZone: 'Asia/Bangkok' }).format(
    new Date(iso),
  );
}

export const formatDate = (iso: string, locale: Locale) => formatIn(locale, { dateStyle: 'long' }, iso);

export const formatDateTime = (iso: string, locale: Locale) =>
  formatIn(locale, { dateStyle: 'long', timeStyle: 'short' }, iso);
