/** Satang as baht with two decimals and thousands separators: 123456 → `1,234.56`. */
export function bahtText(satang: number): string {
  const sign = satang < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(satang) / 100);
  const cents = String(Math.abs(satang) % 100).padStart(2, '0');
  return `${sign}${whole.toLocaleString('en-US')}.${cents}`;
}

/** A YYYY-MM-DD day in Thai with the Buddhist year: `2026-11-29` → `29 พฤศจิกายน 2569`. */
export function thaiDate(day: string): string {
  return new Intl.DateTimeFormat('th-TH-u-ca-buddhist-nu-latn', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** `สำนักงานใหญ่` for branch 00000, else `สาขาที่ 00001`. */
export const branchText = (branch: string) => (branch === '00000' ? 'สำนักงานใหญ่' : `สาขาที่ ${branch}`);
