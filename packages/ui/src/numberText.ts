// Numbers are written out here rather than with Intl.NumberFormat. The first number or date format a
// page creates makes the browser build its list of locales, tens of milliseconds on a phone's core,
// inside the first render. Thai and English both group digits by three with a comma.

/** A whole number with its thousands grouped: 1234567 → "1,234,567", -1234 → "-1,234". */
export function formatCount(count: number): string {
  const whole = Math.round(count);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/** Whole baht as typed by a shopper (a price bound, not an amount): 2500 → "฿2,500". */
export function formatWholeBaht(baht: number): string {
  return `฿${formatCount(baht)}`;
}

/** Integer satang as Thai baht: 9659000 → "฿96,590", 123456 → "฿1,234.56", -5000 → "-฿50". */
export function formatBaht(satang: number): string {
  const amount = Math.abs(Math.round(satang));
  const baht = formatCount(Math.floor(amount / 100));
  const rest = amount % 100;
  const sign = satang < 0 && amount > 0 ? '-' : '';
  return rest === 0 ? `${sign}฿${baht}` : `${sign}฿${baht}.${String(rest).padStart(2, '0')}`;
}

let compactBaht: Intl.NumberFormat | undefined;

/** Integer satang as a short Thai baht text for a chart's axis: 1250000 → "฿12.5K", 0 → "฿0". */
export function formatBahtCompact(satang: number): string {
  compactBaht ??= new Intl.NumberFormat('th-TH', {
    style: 'currency',
    currency: 'THB',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  return compactBaht.format(satang / 100);
}
