import { describe, expect, it } from 'vitest';
import {
  type ApiError,
  addToCartErrorMessage,
  type ClientMessage,
  compareAddToCartErrorMessage,
  errorCodeMessage,
  holdingLimitMessage,
  loginErrorMessage,
  registerErrorMessage,
  tooManyMessagesMessage,
} from '../src/index.ts';
import { clientMessages, messageFormatter } from './support/messageFormatter.ts';

const format = messageFormatter(clientMessages);

/** An answer of our server: the contract's error body always has a code. */
function http(status: number, message: string, code = 'SOME_CODE'): ApiError {
  return { kind: 'http', status, message, code };
}
/** A failed answer without the contract's body: only the status text is known. */
function bare(status: number, statusText: string): ApiError {
  return { kind: 'http', status, message: statusText };
}
const network: ApiError = { kind: 'network', message: 'fetch failed' };
const timeout: ApiError = { kind: 'timeout', message: 'No answer within 10000 ms' };
const aborted: ApiError = { kind: 'aborted', message: 'This operation was aborted' };

type Case = [name: string, error: ApiError, th: string, en: string];

/** Each case's message, rendered from the catalogues, is the exact text a person reads. */
function check(describeError: (error: ApiError) => ClientMessage, cases: Case[]) {
  it.each(cases)('%s', (_name, error, th, en) => {
    expect(format(describeError(error), 'th')).toBe(th);
    expect(format(describeError(error), 'en')).toBe(en);
  });
}

describe('loginErrorMessage', () => {
  check(loginErrorMessage, [
    [
      '401 is always invalid credentials',
      http(401, 'Token expired'),
      'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
      'Invalid email or password',
    ],
    [
      '422 shows its code’s text, never the server’s words',
      http(422, 'Bad mail', 'MALFORMED_IDENTIFIER'),
      'รูปแบบอีเมลไม่ถูกต้อง',
      'Invalid email format',
    ],
    ['422 with a code this client does not know', http(422, 'Some prose'), 'ข้อมูลไม่ถูกต้อง', 'Invalid data'],
    ['422 with only a status text', bare(422, 'Unprocessable Entity'), 'ข้อมูลไม่ถูกต้อง', 'Invalid data'],
    ['500', http(500, 'boom'), 'เซิร์ฟเวอร์ขัดข้อง กรุณาลองใหม่อีกครั้ง', 'Server error, please try again'],
    [
      '503 without a body',
      bare(503, 'Service Unavailable'),
      'เซิร์ฟเวอร์ขัดข้อง กรุณาลองใหม่อีกครั้ง',
      'Server error, please try again',
    ],
    [
      'network',
      network,
      'เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
      'Network error, please check your internet connection',
    ],
    [
      'timeout',
      timeout,
      'เซิร์ฟเวอร์ใช้เวลาตอบนานเกินไป กรุณาลองใหม่อีกครั้ง',
      'The server took too long to respond, please try again',
    ],
    [
      'other status shows its code’s text',
      http(429, 'Too many attempts', 'RATE_LIMITED'),
      'ทำรายการบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
      'Too many requests, please try again later',
    ],
    ['other status with an unknown code', http(429, 'Too many attempts'), 'เข้าสู่ระบบไม่ได้', 'Login failed'],
    ['other status without a server message', bare(403, 'Forbidden'), 'เข้าสู่ระบบไม่ได้', 'Login failed'],
    ['aborted', aborted, 'เข้าสู่ระบบไม่ได้', 'Login failed'],
  ]);
});

describe('registerErrorMessage', () => {
  check(registerErrorMessage, [
    [
      '400 shows its code’s text',
      http(400, 'body/email must match format "email"', 'VALIDATION_FAILED'),
      'ข้อมูลไม่ถูกต้อง',
      'Invalid data',
    ],
    ['400 with an unknown code', http(400, 'Some prose'), 'ข้อมูลไม่ถูกต้อง', 'Invalid data'],
    ['400 without a server message', bare(400, 'Bad Request'), 'ข้อมูลไม่ถูกต้อง', 'Invalid data'],
    [
      '409 is always email exists',
      http(409, 'Conflict', 'EMAIL_EXISTS'),
      'อีเมลนี้ถูกใช้งานแล้ว',
      'Email already exists',
    ],
    ['502', bare(502, 'Bad Gateway'), 'เซิร์ฟเวอร์ขัดข้อง กรุณาลองใหม่อีกครั้ง', 'Server error, please try again'],
    [
      'network',
      network,
      'เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
      'Network error, please check your internet connection',
    ],
    [
      'timeout',
      timeout,
      'เซิร์ฟเวอร์ใช้เวลาตอบนานเกินไป กรุณาลองใหม่อีกครั้ง',
      'The server took too long to respond, please try again',
    ],
    [
      '422 is not in the catalogue: registration failed',
      http(422, 'Invalid phone'),
      'สมัครสมาชิกไม่ได้',
      'Registration failed',
    ],
    [
      '401 is not in the catalogue: registration failed',
      http(401, 'Unauthorized'),
      'สมัครสมาชิกไม่ได้',
      'Registration failed',
    ],
    ['aborted', aborted, 'สมัครสมาชิกไม่ได้', 'Registration failed'],
    [
      '429 TOO_MANY_MESSAGES says mail is over its limits for now',
      http(429, 'We have sent as many emails…', 'TOO_MANY_MESSAGES'),
      'ส่งอีเมลและ SMS ครบจำนวนที่ทำได้ในตอนนี้แล้ว จึงยังไม่ได้ทำรายการนี้ กรุณาลองใหม่ภายหลัง',
      'We have sent as many emails and text messages as we can for now, so this was not done. Please try again later.',
    ],
  ]);
});

describe('tooManyMessagesMessage', () => {
  it('names mail and SMS over their limits, and nothing else', () => {
    const over = tooManyMessagesMessage(http(429, 'We have sent as many…', 'TOO_MANY_MESSAGES'));
    expect(over && format(over, 'th')).toBe(
      'ส่งอีเมลและ SMS ครบจำนวนที่ทำได้ในตอนนี้แล้ว จึงยังไม่ได้ทำรายการนี้ กรุณาลองใหม่ภายหลัง',
    );
    expect(over && format(over, 'en')).toBe(
      'We have sent as many emails and text messages as we can for now, so this was not done. Please try again later.',
    );
    expect(tooManyMessagesMessage(http(429, 'Too many requests', 'RATE_LIMITED'))).toBeUndefined();
    expect(tooManyMessagesMessage(network)).toBeUndefined();
  });
});

/** OUT_OF_STOCK as the server answers it: the product, its name in both languages, the units left. */
function outOfStock(unitsLeft: number): ApiError {
  return {
    kind: 'http',
    status: 409,
    message: `Only ${unitsLeft} left`,
    code: 'OUT_OF_STOCK',
    sku: 'GPU-RTX',
    productName: { th: 'การ์ดจอ RTX', en: 'RTX card' },
    unitsLeft,
  };
}

/** A refusal of a limit of what one customer may hold, as the server answers it. */
function limited(status: number, code: string, limit: number): ApiError {
  return { kind: 'http', status, message: 'You may hold at most …', code, limit };
}

const QUANTITY_LIMIT_TEXTS = [
  'สินค้าแต่ละรายการมีในตะกร้าและคำสั่งซื้อที่รอชำระเงินรวมกันได้ไม่เกิน 10 ชิ้น',
  'You can have at most 10 of one product in your cart and unpaid orders together.',
] as const;

describe('holdingLimitMessage', () => {
  check(
    (error) => holdingLimitMessage(error) ?? { id: 'text', values: { text: 'none' } },
    [
      [
        '422 QUANTITY_LIMIT names the most of one product',
        limited(422, 'QUANTITY_LIMIT', 10),
        ...QUANTITY_LIMIT_TEXTS,
      ],
      [
        '409 EMAIL_NOT_VERIFIED asks to verify the email first',
        limited(409, 'EMAIL_NOT_VERIFIED', 1),
        'ยืนยันอีเมลของคุณก่อนสั่งซื้อเพิ่ม: บัญชีที่ยังไม่ยืนยันอีเมลมีคำสั่งซื้อที่รอชำระเงินได้ครั้งละ 1 รายการ',
        'Verify your email before ordering again: until then you can have 1 unpaid order at a time.',
      ],
      [
        '409 TOO_MANY_UNPAID_ORDERS names how many',
        limited(409, 'TOO_MANY_UNPAID_ORDERS', 3),
        'คุณมีคำสั่งซื้อที่รอชำระเงินครบ 3 รายการแล้ว: ชำระเงินหรือรอให้คำสั่งซื้อหมดเวลาก่อนสั่งซื้อใหม่',
        'You have 3 unpaid orders: pay one of them, or wait until they lapse, before ordering again.',
      ],
      ['another code', http(409, 'Only 2 left', 'OUT_OF_STOCK'), 'none', 'none'],
      ['no answer', network, 'none', 'none'],
    ],
  );
});

describe('addToCartErrorMessage (product detail page)', () => {
  check(addToCartErrorMessage, [
    [
      '422 QUANTITY_LIMIT in the language of the page',
      limited(422, 'QUANTITY_LIMIT', 10),
      ...QUANTITY_LIMIT_TEXTS,
    ],
    ['401 asks to log in', http(401, 'Token expired'), 'กรุณาเข้าสู่ระบบก่อน', 'Please login first'],
    [
      '422 shows its code’s text',
      http(422, 'This colour is not offered', 'INVALID_OPTION'),
      'ไม่สามารถเลือกตัวเลือกนี้ได้',
      'This option cannot be chosen',
    ],
    ['422 with an unknown code', http(422, 'This colour is not offered'), 'ข้อมูลไม่ถูกต้อง', 'Invalid data'],
    ['422 without a server message', bare(422, 'Unprocessable Entity'), 'ข้อมูลไม่ถูกต้อง', 'Invalid data'],
    [
      '500',
      http(500, 'Something went wrong'),
      'เซิร์ฟเวอร์ขัดข้อง กรุณาลองใหม่อีกครั้ง',
      'Server error, please try again',
    ],
    [
      'network',
      network,
      'เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
      'Network error, please check your internet connection',
    ],
    [
      'timeout',
      timeout,
      'เซิร์ฟเวอร์ใช้เวลาตอบนานเกินไป กรุณาลองใหม่อีกครั้ง',
      'The server took too long to respond, please try again',
    ],
    [
      '409 OUT_OF_STOCK names the product in the page’s language and the units left',
      outOfStock(2),
      'การ์ดจอ RTX เหลือในสต็อกเพียง 2 ชิ้น',
      'Only 2 units of RTX card are left in stock',
    ],
    [
      '409 OUT_OF_STOCK when none are left',
      outOfStock(0),
      'การ์ดจอ RTX หมดสต็อกแล้ว',
      'RTX card is out of stock',
    ],
    [
      '404 shows its code’s text',
      http(404, 'Product not found', 'PRODUCT_NOT_FOUND'),
      'ไม่พบสินค้า',
      'Product not found',
    ],
    [
      'an unknown code shows the fallback, never the server’s words',
      http(409, 'Only 2 left in stock', 'SOMETHING_NEW'),
      'ไม่สามารถเพิ่มสินค้าลงตะกร้าได้',
      'Failed to add product to cart',
    ],
    [
      'other status without a server message',
      bare(400, 'Bad Request'),
      'ไม่สามารถเพิ่มสินค้าลงตะกร้าได้',
      'Failed to add product to cart',
    ],
    ['aborted', aborted, 'ไม่สามารถเพิ่มสินค้าลงตะกร้าได้', 'Failed to add product to cart'],
  ]);
});

describe('compareAddToCartErrorMessage (comparison page)', () => {
  check(compareAddToCartErrorMessage, [
    [
      '422 QUANTITY_LIMIT in the language of the page',
      limited(422, 'QUANTITY_LIMIT', 10),
      ...QUANTITY_LIMIT_TEXTS,
    ],
  ]);

  check(compareAddToCartErrorMessage, [
    [
      '404 is product not found, in the current language',
      http(404, 'Product not found', 'PRODUCT_NOT_FOUND'),
      'ไม่พบสินค้า',
      'Product not found',
    ],
    [
      'a known code shows its text with the SKU when the name is missing',
      { kind: 'http', status: 409, message: 'Only 1 left', code: 'OUT_OF_STOCK', sku: 'CPU-X', unitsLeft: 1 },
      'CPU-X เหลือในสต็อกเพียง 1 ชิ้น',
      'Only 1 unit of CPU-X is left in stock',
    ],
    [
      'a code that says no more than its status shows the fallback',
      http(500, 'Something went wrong', 'INTERNAL_ERROR'),
      'เกิดข้อผิดพลาดในการเพิ่มสินค้าลงตะกร้า',
      'Error adding product to cart',
    ],
    [
      'an unknown code shows the fallback',
      http(500, 'Something went wrong'),
      'เกิดข้อผิดพลาดในการเพิ่มสินค้าลงตะกร้า',
      'Error adding product to cart',
    ],
    [
      'no server message',
      bare(502, 'Bad Gateway'),
      'เกิดข้อผิดพลาดในการเพิ่มสินค้าลงตะกร้า',
      'Error adding product to cart',
    ],
    [
      'network',
      network,
      'เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
      'Network error, please check your internet connection',
    ],
    [
      'timeout',
      timeout,
      'เซิร์ฟเวอร์ใช้เวลาตอบนานเกินไป กรุณาลองใหม่อีกครั้ง',
      'The server took too long to respond, please try again',
    ],
    ['aborted', aborted, 'เกิดข้อผิดพลาดในการเพิ่มสินค้าลงตะกร้า', 'Error adding product to cart'],
  ]);
});

describe('errorCodeMessage of the card vault', () => {
  const text = (error: ApiError) => {
    const found = errorCodeMessage(error);
    return found ? [format(found, 'th'), format(found, 'en')] : undefined;
  };
  it("says a refused card is the card's, in the shopper's language, never the vault's words", () => {
    expect(text(http(422, 'number is invalid', 'CARD_REFUSED'))).toEqual([
      'บัตรไม่ผ่านการตรวจสอบ กรุณาตรวจสอบหมายเลขบัตร วันหมดอายุ และรหัสความปลอดภัย หรือใช้บัตรอื่น',
      'The card was not accepted: check its number, expiry date and security code, or use another card',
    ]);
  });
  it('says a failed vault is a failed payment', () => {
    expect(text(http(502, 'authentication failed', 'CARD_VAULT_FAILED'))).toEqual([
      'การชำระเงินไม่สำเร็จ กรุณาลองใหม่หรือเลือกช่องทางอื่น',
      'The payment failed, please try again or choose another method',
    ]);
  });
  it('knows no other code beyond the contract', () => {
    expect(text(http(400, 'nope', 'SOME_CODE'))).toBeUndefined();
  });
});
