import type { components } from '@probuild/api-client/backoffice/schema';

type ProductInput = components['schemas']['ProductInput'];

let made = 0;

/** The card's price in satang. */
export const GRAPHICS_CARD_SATANG = 4_599_000;

/** A graphics card an editor could enter: every field, the builder's specs included; SKU unique per call. */
export function graphicsCardInput(overrides: Partial<ProductInput> = {}): ProductInput {
  made += 1;
  const sku = `GPU-TEST-RTX-${Date.now().toString(36).toUpperCase()}-${made}`;
  return {
    sku,
    categoryKey: 'gpu',
    subcategoryKey: 'gpu-nvidia',
    brandKey: 'asus',
    model: `GeForce RTX 5080 Editor Edition ${made}`,
    name: {
      th: `ASUS GeForce RTX 5080 Editor Edition ${made}`,
      en: `ASUS GeForce RTX 5080 Editor Edition ${made}`,
    },
    shortDescription: { th: 'การ์ดจอ RTX 5080 หน่วยความจำ 16GB', en: 'RTX 5080 graphics card, 16 GB' },
    longDescription: { th: 'การ์ดจอสำหรับเล่นเกม 4K', en: 'A graphics card for 4K gaming.' },
    price: '45990',
    salePrice: null,
    saleStartsAt: null,
    saleEndsAt: null,
    warrantyMonths: 36,
    colours: ['Black'],
    specs: {
      chipset: 'GeForce RTX 5080',
      chipsetVendor: 'NVIDIA',
      series: 'GeForce RTX 50 Series',
      memoryGB: 16,
      lengthMm: 304,
      tdpW: 360,
      color: 'Black',
    },
    bundles: [],
    relatedSkus: [],
    ...overrides,
  };
}
