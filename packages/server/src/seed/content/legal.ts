// The legal pages: terms (/terms), privacy policy (/privacy-policy) and cookie policy (/privacy).
import { section } from './define.ts';
import { SHOP_ADDRESS } from './service.ts';
import { LINE_ID, SHOP_EMAIL, SHOP_PHONE } from './shared.ts';

/** The date the current terms and privacy policy took effect. */
export const LEGAL_EFFECTIVE_DATE = '2024-12-15';

const contact = {
  heading: { th: 'ติดต่อเรา', en: 'Contact us' },
  body: {
    th: `บริษัท โปรบิลด์ คอมพิวเตอร์ จำกัด ${SHOP_ADDRESS.th} โทร ${SHOP_PHONE} อีเมล ${SHOP_EMAIL} LINE ${LINE_ID}`,
    en: `ProBuild Computer Co., Ltd., ${SHOP_ADDRESS.en}. Phone ${SHOP_PHONE}, email ${SHOP_EMAIL}, LINE ${LINE_ID}.`,
  },
};

const liability = {
  heading: { th: 'การจำกัดความรับผิด', en: 'Limitation of liability' },
  body: {
    th: 'ความรับผิดทั้งหมดของบริษัทต่อผู้ใช้บริการ ไม่ว่าด้วยเหตุใด จำกัดไม่เกินจำนวนเงินที่ผู้ใช้บริการได้ชำระให้แก่บริษัทในช่วง 12 เดือนก่อนเกิดเหตุแห่งความรับผิด ทั้งนี้ไม่ตัดสิทธิ์ตามกฎหมายคุ้มครองผู้บริโภคที่ไม่อาจยกเว้นได้',
    en: 'The company’s total liability to a user, for any cause, is limited to the amount the user paid the company in the 12 months before the event giving rise to the liability. This does not remove rights under consumer protection law that cannot be excluded.',
  },
};

export const legalPages = section('legal', 'legal', [
  {
    key: 'terms',
    title: { th: 'ข้อกำหนดและเงื่อนไขการใช้บริการ', en: 'Terms and conditions' },
    effectiveDate: LEGAL_EFFECTIVE_DATE,
    sections: [
      {
        heading: { th: 'การยอมรับข้อกำหนด', en: 'Accepting these terms' },
        body: {
          th: 'การใช้งานเว็บไซต์และการสั่งซื้อสินค้ากับบริษัท โปรบิลด์ คอมพิวเตอร์ จำกัด ถือว่าท่านได้อ่านและยอมรับข้อกำหนดและเงื่อนไขฉบับนี้ ซึ่งมีผลตั้งแต่วันที่ 15 ธันวาคม 2567',
          en: 'By using this website or ordering from ProBuild Computer Co., Ltd. you accept these terms and conditions, in force from 15 December 2024.',
        },
      },
      {
        heading: { th: 'บัญชีผู้ใช้', en: 'Your account' },
        body: {
          th: 'ท่านต้องให้ข้อมูลที่ถูกต้องและเป็นปัจจุบัน และเก็บรักษารหัสผ่านไว้เป็นความลับ กิจกรรมที่เกิดขึ้นภายใต้บัญชีของท่านถือเป็นความรับผิดชอบของท่าน',
          en: 'Give accurate, current details and keep your password secret. You are responsible for what happens under your account.',
        },
      },
      {
        heading: { th: 'ราคาและการชำระเงิน', en: 'Prices and payment' },
        body: {
          th: 'ราคาสินค้าแสดงเป็นเงินบาทและรวมภาษีมูลค่าเพิ่ม 7% แล้ว คำสั่งซื้อจะยืนยันเมื่อชำระเงินสำเร็จ ราคาและโปรโมชันอาจเปลี่ยนแปลงได้โดยไม่ต้องแจ้งล่วงหน้า แต่จะไม่กระทบคำสั่งซื้อที่ชำระเงินแล้ว',
          en: 'Prices are in Thai baht and include 7% VAT. An order is confirmed once payment succeeds. Prices and promotions may change without notice but never affect orders already paid.',
        },
      },
      {
        heading: { th: 'การจัดส่ง', en: 'Delivery' },
        body: {
          th: 'บริษัทจัดส่งทั่วประเทศผ่านบริษัทขนส่งที่เลือก ระยะเวลาจัดส่งโดยประมาณ 1–3 วันทำการสำหรับสินค้าพร้อมส่ง และ 3–5 วันทำการสำหรับคอมประกอบ',
          en: 'We deliver anywhere in Thailand through our carriers: about 1–3 working days for items in stock and 3–5 working days for assembled PCs.',
        },
      },
      {
        heading: { th: 'การรับประกัน การคืนสินค้า และการคืนเงิน', en: 'Warranty, returns and refunds' },
        body: {
          th: 'การรับประกันเป็นไปตามเงื่อนไขของผู้ผลิตและหน้าบริการหลังการขาย ท่านคืนสินค้าได้ภายใน 7 วันหลังได้รับสินค้าตามเงื่อนไขที่กำหนด',
          en: 'Warranties follow the maker’s terms and our customer service page. You may return an item within 7 days of receipt on the conditions stated there.',
        },
      },
      liability,
      {
        heading: { th: 'กฎหมายที่ใช้บังคับ', en: 'Governing law' },
        body: {
          th: 'ข้อกำหนดนี้อยู่ภายใต้กฎหมายแห่งราชอาณาจักรไทย',
          en: 'These terms are governed by the laws of the Kingdom of Thailand.',
        },
      },
      contact,
    ],
  },
  {
    key: 'privacy-policy',
    title: { th: 'นโยบายความเป็นส่วนตัว', en: 'Privacy policy' },
    effectiveDate: LEGAL_EFFECTIVE_DATE,
    sections: [
      {
        heading: { th: 'ข้อมูลที่เราเก็บ', en: 'What we collect' },
        body: {
          th: 'ชื่อ อีเมล เบอร์โทรศัพท์ ที่อยู่จัดส่งและที่อยู่สำหรับใบกำกับภาษี ประวัติการสั่งซื้อ และข้อมูลการใช้งานเว็บไซต์ บริษัทไม่เก็บหมายเลขบัตรเครดิต ข้อมูลการชำระเงินดำเนินการโดยผู้ให้บริการชำระเงิน',
          en: 'Your name, email, phone number, delivery and tax-invoice addresses, order history and how you use the website. We never store card numbers; payments are handled by our payment provider.',
        },
      },
      {
        heading: { th: 'วัตถุประสงค์ในการใช้ข้อมูล', en: 'Why we use it' },
        body: {
          th: 'เพื่อจัดส่งสินค้า ออกใบกำกับภาษี ให้บริการหลังการขาย ติดต่อเกี่ยวกับคำสั่งซื้อ และปรับปรุงบริการ ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562',
          en: 'To deliver your orders, issue tax invoices, provide after-sales service, contact you about orders and improve our service, under the Personal Data Protection Act B.E. 2562 (2019).',
        },
      },
      {
        heading: { th: 'การเปิดเผยข้อมูล', en: 'Who we share it with' },
        body: {
          th: 'บริษัทเปิดเผยข้อมูลเท่าที่จำเป็นให้บริษัทขนส่ง ผู้ให้บริการชำระเงิน และหน่วยงานรัฐตามที่กฎหมายกำหนดเท่านั้น และไม่ขายข้อมูลส่วนบุคคลให้ผู้ใด',
          en: 'Only what is needed, with our carriers, our payment provider and public authorities where the law requires. We never sell personal data.',
        },
      },
      {
        heading: { th: 'สิทธิของเจ้าของข้อมูล', en: 'Your rights' },
        body: {
          th: 'ท่านมีสิทธิขอเข้าถึง แก้ไข ลบ หรือโอนย้ายข้อมูลของท่าน และถอนความยินยอมได้ทุกเมื่อ โดยติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคลตามช่องทางด้านล่าง',
          en: 'You may ask to see, correct, delete or move your data, and withdraw consent at any time, by contacting our data protection officer below.',
        },
      },
      {
        heading: { th: 'ระยะเวลาการเก็บรักษา', en: 'How long we keep it' },
        body: {
          th: 'ข้อมูลคำสั่งซื้อและใบกำกับภาษีเก็บไว้ตามที่กฎหมายบัญชีและภาษีกำหนด ข้อมูลอื่นเก็บไว้ตราบเท่าที่บัญชีของท่านยังใช้งาน',
          en: 'Order and tax-invoice records are kept as accounting and tax law requires; other data for as long as your account is open.',
        },
      },
      liability,
      contact,
    ],
  },
  {
    key: 'privacy',
    title: { th: 'นโยบายคุกกี้', en: 'Cookie policy' },
    effectiveDate: LEGAL_EFFECTIVE_DATE,
    sections: [
      {
        heading: { th: 'คุกกี้คืออะไร', en: 'What cookies are' },
        body: {
          th: 'คุกกี้และพื้นที่จัดเก็บในเบราว์เซอร์เป็นข้อมูลขนาดเล็กที่เว็บไซต์บันทึกไว้ในอุปกรณ์ของท่าน เพื่อจดจำการตั้งค่าและการเข้าสู่ระบบ',
          en: 'Cookies and browser storage are small pieces of data the website keeps on your device to remember your settings and sign-in.',
        },
      },
      {
        heading: { th: 'คุกกี้ที่จำเป็น', en: 'Necessary cookies' },
        body: {
          th: 'ใช้จดจำภาษาที่เลือก การเข้าสู่ระบบ และตะกร้าสินค้า เว็บไซต์ทำงานไม่ได้หากไม่มีคุกกี้กลุ่มนี้',
          en: 'They remember your language, your sign-in and your cart. The website cannot work without them.',
        },
      },
      {
        heading: { th: 'คุกกี้เพื่อการวิเคราะห์', en: 'Analytics cookies' },
        body: {
          th: 'ใช้เมื่อท่านยอมรับเท่านั้น เพื่อนับจำนวนผู้เข้าชมและหน้าที่ได้รับความนิยม โดยไม่ระบุตัวตน',
          en: 'Used only when you accept them, to count visits and popular pages without identifying you.',
        },
      },
      {
        heading: { th: 'การจัดการคุกกี้', en: 'Managing cookies' },
        body: {
          th: 'ท่านเลือกยอมรับหรือปฏิเสธได้จากแถบแจ้งเตือนคุกกี้ และเปลี่ยนใจได้ทุกเมื่อด้วยปุ่มจัดการ หรือลบคุกกี้ในการตั้งค่าเบราว์เซอร์',
          en: 'Accept or decline in the cookie banner, change your mind at any time with its Manage button, or clear cookies in your browser settings.',
        },
      },
      contact,
    ],
  },
]);
