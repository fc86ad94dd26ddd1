import { CARRIERS, type Carrier } from '@probuild/api-client/backoffice/enums';
import { DomainError } from '../domain-error.ts';

export { CARRIERS, type Carrier };

interface CarrierInfo {
  name: { th: string; en: string };
  /** The shape of its tracking numbers (upper case), where it is known. */
  pattern: RegExp;
  /** Its public tracking page for a number, where it has one. */
  trackingUrl?: (trackingNumber: string) => string;
}

/** Any carrier's number: letters, digits and dashes. */
const GENERIC = /^[A-Z0-9-]{6,40}$/;

export const CARRIER_INFO: Record<Carrier, CarrierInfo> = {
  // UPU S10: two letters, eight digits and a check digit, TH.
  thailand_post: {
    name: { th: 'ไปรษณีย์ไทย', en: 'Thailand Post' },
    pattern: /^[A-Z]{2}\d{9}TH$/,
    trackingUrl: (n) => `https://track.thailandpost.co.th/?trackNumber=${encodeURIComponent(n)}`,
  },
  kerry_express: {
    name: { th: 'เคอรี่ เอ็กซ์เพรส', en: 'Kerry Express' },
    pattern: GENERIC,
    trackingUrl: (n) => `https://th.kerryexpress.com/th/track/?track=${encodeURIComponent(n)}`,
  },
  // TH and 10 to 12 more letters or digits.
  flash_express: {
    name: { th: 'แฟลช เอ็กซ์เพรส', en: 'Flash Express' },
    pattern: /^TH[A-Z0-9]{10,12}$/,
    trackingUrl: (n) => `https://www.flashexpress.co.th/fle/tracking?se=${encodeURIComponent(n)}`,
  },
  jt_express: {
    name: { th: 'เจแอนด์ที เอ็กซ์เพรส', en: 'J&T Express' },
    pattern: GENERIC,
  },
  dhl: {
    name: { th: 'ดีเอชแอล', en: 'DHL' },
    pattern: GENERIC,
    trackingUrl: (n) => `https://www.dhl.com/th-en/home/tracking.html?tracking-id=${encodeURIComponent(n)}`,
  },
  scg_express: { name: { th: 'เอสซีจี เอ็กซ์เพรส', en: 'SCG Express' }, pattern: GENERIC },
  nim_express: { name: { th: 'นิ่ม เอ็กซ์เพรส', en: 'Nim Express' }, pattern: GENERIC },
  best_express: { name: { th: 'เบสท์ เอ็กซ์เพรส', en: 'Best Express' }, pattern: GENERIC },
};

/** A tracking number as stored: trimmed, upper case, inner spaces gone; refused when not in the carrier's shape. */
export function normaliseTrackingNumber(carrier: Carrier, typed: string): string {
  const trackingNumber = typed.replace(/\s+/g, '').toUpperCase();
  if (!CARRIER_INFO[carrier].pattern.test(trackingNumber))
    throw new DomainError(
      'invalid',
      'INVALID_TRACKING_NUMBER',
      `This is not a ${CARRIER_INFO[carrier].name.en} tracking number`,
      {
        issues: [
          { path: '/body/trackingNumber', message: `not a ${CARRIER_INFO[carrier].name.en} tracking number` },
        ],
      },
    );
  return trackingNumber;
}

export function trackingUrlOf(carrier: Carrier, trackingNumber: string): string | null {
  return CARRIER_INFO[carrier].trackingUrl?.(trackingNumber) ?? null;
}
