import { isProduction } from '../config.ts';

/** The shop's legal details printed on its tax invoices and receipts. */
export interface ShopDetails {
  name: string;
  address: string;
  /** The 13-digit tax identification number. */
  taxId: string;
  /** `00000` for the head office, else the 5-digit branch number. */
  branch: string;
}

/** The development shop: a made-up company whose tax id passes the checksum. */
export const developmentShopDetails: ShopDetails = {
  name: 'บริษัท โปรบิลด์ คอมพิวเตอร์ จำกัด',
  address: '99/9 ถนนพญาไท แขวงทุ่งพญาไท เขตราชเทวี กรุงเทพมหานคร 10400',
  taxId: '0105561000011',
  branch: '00000',
};

/**
 * Whether a 13-digit Thai tax id (or ID card number) has a right check digit: the first twelve
 * digits weighted 13 down to 2, and the last is (11 − sum mod 11) mod 10.
 */
export function isThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

/**
 * Reads SHOP_LEGAL_NAME, SHOP_LEGAL_ADDRESS, SHOP_TAX_ID (13 digits with a valid check digit) and
 * SHOP_BRANCH (5 digits, `00000` = head office, the default). Without NODE_ENV=production the
 * unset ones fall back to a made-up development shop; in production the first three are required,
 * since a tax invoice with another company's details is worthless.
 */
export function readShopDetails(env: NodeJS.ProcessEnv = process.env): ShopDetails {
  const name = env.SHOP_LEGAL_NAME?.trim();
  const address = env.SHOP_LEGAL_ADDRESS?.trim();
  const taxId = env.SHOP_TAX_ID?.trim();
  const branch = env.SHOP_BRANCH?.trim() || '00000';
  if (isProduction(env) && (!name || !address || !taxId)) {
    throw new Error(
      "NODE_ENV=production needs the shop's legal details for its tax invoices: set SHOP_LEGAL_NAME, SHOP_LEGAL_ADDRESS and SHOP_TAX_ID (and SHOP_BRANCH for a branch other than the head office, 00000).",
    );
  }
  const details = {
    name: name || developmentShopDetails.name,
    address: address || developmentShopDetails.address,
    taxId: taxId || developmentShopDetails.taxId,
    branch,
  };
  if (!isThaiTaxId(details.taxId)) {
    throw new Error(
      `SHOP_TAX_ID must be a 13-digit Thai tax id with a valid check digit, not "${details.taxId}".`,
    );
  }
  if (!/^\d{5}$/.test(details.branch)) {
    throw new Error(`SHOP_BRANCH must be 5 digits (00000 for the head office), not "${details.branch}".`);
  }
  return details;
}
