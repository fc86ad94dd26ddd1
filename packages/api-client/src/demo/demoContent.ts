// The demo shop's content that the server's seed writes and the story fixtures show alike.
import { INSTALMENT_PLAN } from '../shopTerms.ts';

/** The texts that tell shoppers delivery is free on every order. */
export const freeDelivery = {
  banner: { th: 'ส่งฟรีทั่วไทย ทุกคำสั่งซื้อ', en: 'Free delivery anywhere in Thailand on every order' },
  card: {
    th: 'ทุกคำสั่งซื้อ ไม่มีขั้นต่ำ แพ็กกันกระแทกอย่างดีทุกกล่อง',
    en: 'On every order, with no minimum; every box packed to survive the trip.',
  },
  promotion: { th: 'ทุกคำสั่งซื้อ ไม่มีขั้นต่ำ', en: 'On every order, with no minimum' },
};

/** The instalment plan as the content names it: the one the checkout names too. */
export const instalmentOffer = {
  th: `ผ่อน ${INSTALMENT_PLAN.ratePercent}% นาน ${INSTALMENT_PLAN.months} เดือน กับบัตรเครดิตที่ร่วมรายการ`,
  en: `${INSTALMENT_PLAN.ratePercent}% instalments over ${INSTALMENT_PLAN.months} months with participating credit cards`,
};

/** A shortcut of the home page's menu: its picture is named after its key. */
export const shortcut = (key: string, th: string, en: string, link: string) => ({
  key: `shortcut-${key}`,
  image: `/images/home/shortcut-${key}.svg`,
  title: { th, en },
  link,
});

/** The first shortcuts of the home page's menu: the part categories, the sets and the builder. */
export const partShortcuts = [
  shortcut('cpu', 'ซีพียู', 'CPU', '/category/อุปกรณ์คอมพิวเตอร์/ซีพียู'),
  shortcut('gpu', 'การ์ดจอ', 'Graphics Card', '/category/อุปกรณ์คอมพิวเตอร์/การ์ดจอ'),
  shortcut('motherboard', 'เมนบอร์ด', 'Motherboard', '/category/อุปกรณ์คอมพิวเตอร์/เมนบอร์ด'),
  shortcut('ram', 'แรม', 'Memory (RAM)', '/category/อุปกรณ์คอมพิวเตอร์/แรม'),
  shortcut('storage', 'SSD และฮาร์ดดิสก์', 'Storage (SSD & HDD)', '/category/อุปกรณ์คอมพิวเตอร์/SSD และฮาร์ดดิสก์'),
  shortcut('monitor', 'จอมอนิเตอร์', 'Monitor', '/category/อุปกรณ์ต่อพ่วงและเกมมิ่งเกียร์/จอมอนิเตอร์'),
  shortcut('comset', 'คอมประกอบ', 'Computer sets', '/comset'),
  shortcut('spec', 'จัดสเปกคอม', 'PC builder', '/spec'),
];

/** The "why ProBuild" card on free delivery. */
export const freeDeliveryCard = {
  _id: 'delivery',
  image: '/images/home/why-delivery.svg',
  title: { th: 'ส่งฟรีทั่วไทย', en: 'Free delivery' },
  description: freeDelivery.card,
};

/** The home tail's card on the instalment plan. */
export const instalmentPromoCard = {
  _id: 'promo-installment',
  image: '/images/home/promo-installment.svg',
  description: instalmentOffer,
  button: { text: { th: 'ดูเงื่อนไข', en: 'See the terms' }, link: '/terms' },
};

/** The carriers the about page shows, with their logos. */
export const deliveryCarriers = [
  { _id: 'kerry', imageUrl: '/images/delivery/kerry.svg', altText: 'Kerry Express', name: 'Kerry Express' },
  { _id: 'flash', imageUrl: '/images/delivery/flash.svg', altText: 'Flash Express', name: 'Flash Express' },
  { _id: 'thaipost', imageUrl: '/images/delivery/thaipost.svg', altText: 'ไปรษณีย์ไทย', name: 'Thailand Post' },
];
