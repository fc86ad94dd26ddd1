import type { ApiError } from './apiError.ts';
import type { Locale } from './localize.ts';

/**
 * The fixed texts of the spec's error catalogues (login and register: part 1 §8; add to cart:
 * part 2 §8), in Thai and English. None of the failure texts contains the success words the
 * pages look for ('สำเร็จ' / 'success'), so a failure is never shown as a success.
 */
export const ERROR_TEXTS = {
  invalidCredentials: { th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง', en: 'Invalid email or password' },
  invalidData: { th: 'ข้อมูลไม่ถูกต้อง', en: 'Invalid data' },
  serverError: { th: 'เซิร์ฟเวอร์ขัดข้อง กรุณาลองใหม่อีกครั้ง', en: 'Server error, please try again' },
  networkError: {
    th: 'เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    en: 'Network error, please check your internet connection',
  },
  timeout: {
    th: 'เซิร์ฟเวอร์ใช้เวลาตอบนานเกินไป กรุณาลองใหม่อีกครั้ง',
    en: 'The server took too long to respond, please try again',
  },
  loginFailed: { th: 'เข้าสู่ระบบไม่ได้', en: 'Login failed' },
  emailExists: { th: 'อีเมลนี้ถูกใช้งานแล้ว', en: 'Email already exists' },
  registrationFailed: { th: 'สมัครสมาชิกไม่ได้', en: 'Registration failed' },
  pleaseLogin: { th: 'กรุณาเข้าสู่ระบบก่อน', en: 'Please login first' },
  addToCartFailed: { th: 'ไม่สามารถเพิ่มสินค้าลงตะกร้าได้', en: 'Failed to add product to cart' },
  addToCartError: { th: 'เกิดข้อผิดพลาดในการเพิ่มสินค้าลงตะกร้า', en: 'Error adding product to cart' },
  productNotFound: { th: 'ไม่พบสินค้า', en: 'Product not found' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ErrorTextKey = keyof typeof ERROR_TEXTS;

/**
 * The server's own message, when the server sent one. Every error body of the contract carries a
 * `code`; without it the message is only the HTTP status text (a proxy page, an empty body), which
 * the catalogues' "server message, else …" rules must not show.
 */
function serverMessage(error: ApiError): string | undefined {
  if (error.kind !== 'http' || error.code === undefined) return undefined;
  return error.message.trim() || undefined;
}

function isServerFailure(error: ApiError): boolean {
  return error.kind === 'http' && error.status >= 500 && error.status <= 599;
}

/** No answer at all: the connection failed or the server was too slow. */
function transportText(error: ApiError, locale: Locale): string | undefined {
  if (error.kind === 'network') return ERROR_TEXTS.networkError[locale];
  if (error.kind === 'timeout') return ERROR_TEXTS.timeout[locale];
  return undefined;
}

/** Login popup: 401, 422 (server message), 5xx, network; otherwise server message, else 'Login failed'. */
export function loginErrorText(error: ApiError, locale: Locale): string {
  if (error.kind === 'http' && error.status === 401) return ERROR_TEXTS.invalidCredentials[locale];
  if (error.kind === 'http' && error.status === 422) {
    return serverMessage(error) ?? ERROR_TEXTS.invalidData[locale];
  }
  if (isServerFailure(error)) return ERROR_TEXTS.serverError[locale];
  return transportText(error, locale) ?? serverMessage(error) ?? ERROR_TEXTS.loginFailed[locale];
}

/** Register form: 400 (server message), 409, 5xx, network; otherwise 'Registration failed'. */
export function registerErrorText(error: ApiError, locale: Locale): string {
  if (error.kind === 'http' && error.status === 400) {
    return serverMessage(error) ?? ERROR_TEXTS.invalidData[locale];
  }
  if (error.kind === 'http' && error.status === 409) return ERROR_TEXTS.emailExists[locale];
  if (isServerFailure(error)) return ERROR_TEXTS.serverError[locale];
  return transportText(error, locale) ?? ERROR_TEXTS.registrationFailed[locale];
}

/**
 * Add to cart on the product detail page: 401, 422 (server message), 5xx, network; otherwise server
 * message, else 'Failed to add product to cart'.
 */
export function addToCartErrorText(error: ApiError, locale: Locale): string {
  if (error.kind === 'http' && error.status === 401) return ERROR_TEXTS.pleaseLogin[locale];
  if (error.kind === 'http' && error.status === 422) {
    return serverMessage(error) ?? ERROR_TEXTS.invalidData[locale];
  }
  if (isServerFailure(error)) return ERROR_TEXTS.serverError[locale];
  return transportText(error, locale) ?? serverMessage(error) ?? ERROR_TEXTS.addToCartFailed[locale];
}

/**
 * Add to cart from the comparison page: an unknown product is 'Product not found'; otherwise the
 * server's message, the connection text, else 'Error adding product to cart'.
 */
export function compareAddToCartErrorText(error: ApiError, locale: Locale): string {
  if (error.kind === 'http' && error.status === 404) return ERROR_TEXTS.productNotFound[locale];
  return serverMessage(error) ?? transportText(error, locale) ?? ERROR_TEXTS.addToCartError[locale];
}
