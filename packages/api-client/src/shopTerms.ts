/** The shop's name, as page titles and texts name it. */
export const SHOP_NAME = 'ProBuild Computer';

/**
 * The instalment plan offered with participating credit cards: the card issuer charges it, the shop
 * only names it (on the home page and at checkout), so both read it from here.
 */
export const INSTALMENT_PLAN = { months: 6, ratePercent: 0.89 } as const;
