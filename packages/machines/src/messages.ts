import type { Locale, LocalizedText } from '@probuild/api-client';

/**
 * Every text a machine produces, in Thai and English. Machines keep a `Message` (an id and its
 * values) so the text follows the current language; `formatMessage` renders it. The storefront can
 * merge `MESSAGES` into its react-intl catalogues (the `{name}` placeholders are ICU arguments).
 */
export const MESSAGES = {
  /** A text that comes as it is, from the server or from an injected error describer. */
  text: { th: '{text}', en: '{text}' },

  'session.credentialsRequired': { th: 'กรุณากรอกอีเมลและรหัสผ่าน', en: 'Please enter email and password' },
  'session.registerFieldsRequired': {
    th: 'กรุณากรอกข้อมูลให้ครบทุกช่อง',
    en: 'Please fill in all required fields',
  },
  'session.passwordsMismatch': { th: 'รหัสผ่านไม่ตรงกัน', en: 'Passwords do not match' },
  'session.termsRequired': {
    th: 'กรุณายอมรับข้อกำหนดและเงื่อนไข',
    en: 'Please accept terms and conditions',
  },
  'session.registered': {
    th: 'สมัครสมาชิกสำเร็จ กรุณาเข้าสู่ระบบ',
    en: 'Registration successful, please login',
  },

  'checkout.shippingAddressRequired': {
    th: 'กรุณาเลือกที่อยู่จัดส่งก่อนดำเนินการชำระเงิน',
    en: 'Please choose a shipping address before paying',
  },
  'checkout.paymentMethodRequired': {
    th: 'กรุณาเลือกช่องทางการชำระเงินก่อนดำเนินการ',
    en: 'Please choose a payment method first',
  },
  'checkout.paymentMethodInvalid': { th: 'ช่องทางการชำระเงินไม่ถูกต้อง', en: 'Invalid payment method' },
  'checkout.customerMissing': {
    th: 'ไม่พบข้อมูลลูกค้า กรุณาเข้าสู่ระบบ',
    en: 'Customer data not found, please log in',
  },
  'checkout.discountInvalid': { th: 'โค้ดส่วนลดไม่ถูกต้อง', en: 'Invalid discount code' },
  'checkout.discountCheckFailed': {
    th: 'ตรวจสอบโค้ดส่วนลดไม่สำเร็จ: {text}',
    en: 'Could not check the discount code: {text}',
  },
  'checkout.summaryFailed': {
    th: 'คำนวณยอดสั่งซื้อไม่สำเร็จ: {text}',
    en: 'Could not price the order: {text}',
  },
  'checkout.paymentFailed': { th: 'เกิดข้อผิดพลาดในการชำระเงิน: {text}', en: 'Payment error: {text}' },
  'checkout.orderFailed': {
    th: 'เกิดข้อผิดพลาดในการสร้าง order: {text}',
    en: 'Error creating the order: {text}',
  },
  'checkout.paid': {
    th: 'ชำระเงินสำเร็จ! หมายเลขออเดอร์: {orderNumber}',
    en: 'Payment successful! Order number: {orderNumber}',
  },

  'cart.productMissing': { th: 'ไม่พบสินค้า', en: 'Product not found' },
  'cart.quantityTooSmall': { th: 'จำนวนสินค้าต้องมากกว่า 0', en: 'Quantity must be greater than 0' },
  'cart.added': { th: 'เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว', en: 'Product added to cart successfully' },
  'cart.loginFirst': { th: 'กรุณาเข้าสู่ระบบก่อน', en: 'Please login first' },
  'cart.invalidData': { th: 'ข้อมูลไม่ถูกต้อง', en: 'Invalid data' },
  'cart.serverError': { th: 'เซิร์ฟเวอร์ขัดข้อง กรุณาลองใหม่อีกครั้ง', en: 'Server error, please try again' },
  'cart.networkError': {
    th: 'เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    en: 'Network error, please check your internet connection',
  },
  'cart.addFailed': { th: 'ไม่สามารถเพิ่มสินค้าลงตะกร้าได้', en: 'Failed to add product to cart' },
  'cart.addError': { th: 'เกิดข้อผิดพลาดในการเพิ่มสินค้าลงตะกร้า', en: 'Error adding product to cart' },
  'cart.noteFailed': { th: 'เกิดข้อผิดพลาดในการบันทึกหมายเหตุ', en: 'Error saving the note' },

  'address.provincesFailed': { th: 'ไม่สามารถดึงข้อมูลจังหวัดได้', en: 'Cannot fetch provinces' },
  'address.districtsFailed': { th: 'ไม่สามารถดึงข้อมูลอำเภอได้', en: 'Cannot fetch districts' },
  'address.tambonsFailed': { th: 'ไม่สามารถดึงข้อมูลตำบลได้', en: 'Cannot fetch sub-districts' },
  'address.postcodeFailed': { th: 'ไม่สามารถดึงรหัสไปรษณีย์ได้', en: 'Cannot fetch the postcode' },
  'address.searchFailed': { th: 'ไม่สามารถค้นหาที่อยู่ได้', en: 'Cannot search addresses' },
  'address.provincesNetwork': {
    th: 'เกิดข้อผิดพลาดในการดึงข้อมูลจังหวัด',
    en: 'Error fetching provinces',
  },
  'address.districtsNetwork': { th: 'เกิดข้อผิดพลาดในการดึงข้อมูลอำเภอ', en: 'Error fetching districts' },
  'address.tambonsNetwork': { th: 'เกิดข้อผิดพลาดในการดึงข้อมูลตำบล', en: 'Error fetching sub-districts' },
  'address.postcodeNetwork': {
    th: 'เกิดข้อผิดพลาดในการดึงรหัสไปรษณีย์',
    en: 'Error fetching the postcode',
  },
  'address.searchNetwork': { th: 'เกิดข้อผิดพลาดในการค้นหาที่อยู่', en: 'Error searching addresses' },
  'address.noResults': { th: 'ไม่พบผลลัพธ์สำหรับ "{query}"', en: 'No results for "{query}"' },
  'address.noData': { th: 'ไม่พบข้อมูล', en: 'No data found' },

  'addresses.customerMissing': { th: 'ไม่พบข้อมูลลูกค้า', en: 'Customer data not found' },
  'addresses.loadFailed': { th: 'ไม่สามารถดึงข้อมูลที่อยู่ได้', en: 'Cannot fetch address data' },
  'addresses.loadNetwork': {
    th: 'เกิดข้อผิดพลาดในการดึงข้อมูลที่อยู่',
    en: 'Error fetching address data',
  },
  'addresses.loadedForEdit': {
    th: 'โหลดข้อมูลที่อยู่เข้าสู่ฟอร์มแก้ไขแล้ว',
    en: 'Address data loaded into edit form',
  },
  'addresses.saved': { th: 'บันทึกที่อยู่เรียบร้อยแล้ว', en: 'Address saved' },
  'addresses.edited': { th: 'แก้ไขที่อยู่เรียบร้อยแล้ว', en: 'Address edited' },
  'addresses.saveFailed': {
    th: 'เกิดข้อผิดพลาดในการบันทึก กรุณาลองใหม่อีกครั้ง',
    en: 'Error saving, please try again',
  },
  'addresses.deleted': { th: 'ลบที่อยู่เรียบร้อยแล้ว', en: 'Deleted successfully' },
  'addresses.deleteFailed': { th: 'ไม่สามารถลบที่อยู่ได้', en: 'Cannot delete address' },
  'addresses.deleteNetwork': {
    th: 'เกิดข้อผิดพลาดในการลบ กรุณาลองใหม่อีกครั้ง',
    en: 'Error deleting, please try again',
  },
  'addresses.copied': { th: 'คัดลอกและสร้างที่อยู่ใหม่เรียบร้อยแล้ว', en: 'Copied and created' },
  'addresses.copyFailed': {
    th: 'ไม่สามารถคัดลอกและสร้างที่อยู่ได้',
    en: 'Cannot copy and create address',
  },

  'banner.fetchFailed': { th: 'ไม่สามารถดึงข้อมูลแบนเนอร์ได้', en: 'Failed to fetch banner data' },
  'banner.loadError': { th: 'เกิดข้อผิดพลาดในการโหลดข้อมูลแบนเนอร์', en: 'Error loading banner data' },

  'content.fetchFailed': { th: 'เกิดข้อผิดพลาดในการดึงข้อมูล', en: 'Error fetching data' },
  'content.connectionFailed': {
    th: 'ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้',
    en: 'Cannot connect to the server',
  },

  'specBuilder.noResults': { th: 'ไม่พบสินค้าที่ค้นหา', en: 'No matching products found' },
  'specBuilder.cleared': { th: 'ล้างรายการที่เลือกทั้งหมดแล้ว', en: 'All selections cleared' },

  'compare.limit': {
    th: 'เปรียบเทียบสินค้าได้สูงสุด {max} รายการ',
    en: 'You can compare up to {max} products',
  },
  'compare.categoryNotice': {
    th: 'แสดงเฉพาะสินค้าในหมวด {category}',
    en: 'Showing only products in {category}',
  },

  'warranty.serialRequired': { th: 'กรุณากรอก Serial Number', en: 'please enter Serial Number' },
  'warranty.notFound': {
    th: 'ไม่พบสินค้าในระบบ กรุณาตรวจสอบ Serial Number หรือติดต่อฝ่ายขาย',
    en: 'Product not found in system, check the serial number or contact sales',
  },
  'warranty.checkFailed': {
    th: 'เกิดข้อผิดพลาดในการตรวจสอบการรับประกัน',
    en: 'Error checking warranty',
  },

  'search.failed': { th: 'เกิดข้อผิดพลาดในการค้นหา', en: 'Search error' },
  'search.noResults': { th: 'ไม่พบผลการค้นหา', en: 'No search results found' },

  'orders.status.success': { th: 'จัดส่งแล้ว', en: 'Delivered' },
  'orders.status.inprogress': { th: 'กำลังจัดส่ง', en: 'Being delivered' },
  'orders.status.wait': { th: 'รอชำระเงิน', en: 'Awaiting payment' },
  'orders.status.unknown': { th: 'ERROR', en: 'ERROR' },

  'profile.loadFailed': { th: 'ไม่สามารถโหลดข้อมูลได้', en: 'Cannot load data' },
  'profile.updateFailed': { th: 'ไม่สามารถอัปเดตข้อมูลได้', en: 'Cannot update data' },
} as const satisfies Record<string, Required<LocalizedText>>;

export type MessageId = keyof typeof MESSAGES;

export interface Message {
  id: MessageId;
  values?: Record<string, string | number>;
}

export function message(id: MessageId, values?: Message['values']): Message {
  return values ? { id, values } : { id };
}

/** A message that is already text (a server message, an injected error description). */
export function textMessage(text: string): Message {
  return { id: 'text', values: { text } };
}

export function formatMessage({ id, values }: Message, locale: Locale): string {
  const template: string = MESSAGES[id][locale];
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    values && name in values ? String(values[name]) : placeholder,
  );
}
