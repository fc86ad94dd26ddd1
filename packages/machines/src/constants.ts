/** The shop's timers, limits and fixed values that the machines own. */

// Shell
export const ROUTE_LOADING_BAR_MS = 2_000;
export const ROUTE_LOADING_BAR_STEP_MS = 50;
export const SEARCH_DEBOUNCE_MS = 300;
export const PROMOTION_ROTATION_MS = 3_000;
/** The promotion banner's title when an item has none in any language. */
export const PROMOTION_FALLBACK_TITLE = 'Promotion';
export const HERO_AUTO_ADVANCE_MS = 10_000;
export const COOKIE_DIALOG_DELAY_MS = 1_000;
export const COOKIE_BANNER_MS = 5_000;

// Spec builder
export const SPEC_CATEGORY_SWITCH_MS = 300;
export const COPIED_STATE_MS = 2_000;

// Comparison
export const COMPARE_MAX_PRODUCTS = 4;
export const COMPARE_CATEGORY_NOTICE_MS = 3_000;
export const COMPARE_PAGE_SIZES = [4, 8, 12, 16, 20] as const;
export const COMPARE_DEFAULT_PAGE_SIZE = 4;
export const COMPARE_DEFAULT_SORT = 'price_asc';

// Cart, checkout and product page
export const MESSAGE_AUTO_CLEAR_MS = 3_000;

// Account and service
export const ACCOUNT_TABS = ['personal-info', 'address', 'order-history'] as const;
export const DEFAULT_ACCOUNT_TAB = 'personal-info';
export const DEFAULT_ADDRESS_PREFIX = 'mr';
export const ADDRESS_SEARCH_MIN_CHARS = 2;
export const POSTCODE_LENGTH = 5;
export const POSTCODE_MODAL_CLOSE_MS = 1_000;
