import { checkSerialPattern } from '../fulfilment/serial-pattern.ts';

/**
 * The shape of the serial numbers on the labels of a few brands' units; products of other brands
 * take any serial.
 */
const BRAND_SERIAL_PATTERNS: Record<string, string> = {
  // S, then 14 letters and digits (S6B0NX0T123456A).
  samsung: 'S[0-9A-Z]{14}',
  // WD- and 12 letters and digits (WD-WX12A3456789), or the 12 alone.
  'western-digital': '(WD-)?[0-9A-Z]{12}',
  // 8 letters and digits (ZA1B2C3D).
  seagate: '[0-9A-Z]{8}',
  // 12 or 15 letters and digits (N3M0KD012345678).
  asus: '[0-9A-Z]{12}([0-9A-Z]{3})?',
};

export function serialPatternOf(brandKey: string): string | null {
  const pattern = BRAND_SERIAL_PATTERNS[brandKey];
  return pattern === undefined ? null : checkSerialPattern(pattern);
}
