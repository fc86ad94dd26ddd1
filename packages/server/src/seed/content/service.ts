// The about page and footer, and the customer-service texts.
import { deliveryCarriers } from '@probuild/api-client/demo-content';
import { section } from './define.ts';
import { LINE_ID, LINE_URL, SHOP_EMAIL, SHOP_PHONE } from './shared.ts';

/** The shop's address; a test checks it against the Thai address tables. */
export const SHOP_ADDRESS = {
  th: 'เลขที่ 88 อาคารโปรบิลด์ ชั้น 2 ถนนเพชรบุรี แขวงถนนเพชรบุรี เขตราชเทวี กรุงเทพมหานคร 10400',
  en: '2nd floor, ProBuild Building, 88 Phetchaburi Road, Thanon Phetchaburi, Ratchathewi, Bangkok 10400',
};

const MAP_QUERY = encodeURIComponent('ถนนเพชรบุรี แขวงถนนเพชรบุรี เขตราชเทวี กรุงเทพมหานคร 10400');

export const about = section('site', 'about', [
  {
    key: 'about',
    companyInfo: {
      name: { th: 'บริษัท โปรบิลด์ คอมพิวเตอร์ จำกัด', en: 'ProBuild Computer Co., Ltd.' },
      description: {
        th: 'โปรบิลด์ คอมพิวเตอร์ ร้านคอมพิวเตอร์และอุปกรณ์เกมมิ่งใจกลางกรุงเทพฯ จำหน่ายชิ้นส่วนคอมพิวเตอร์ของแท้ประกันศูนย์ไทย รับจัดสเปกและประกอบคอมโดยช่างผู้ชำนาญ ทดสอบทุกเครื่องก่อนส่ง พร้อมบริการหลังการขายที่ลูกค้าไว้วางใจ',
        en: 'ProBuild Computer is a computer and gaming hardware store in central Bangkok. We sell genuine parts with Thai warranties, plan and assemble PCs by experienced technicians, test every machine before it ships, and look after our customers long after the sale.',
      },
      phone: SHOP_PHONE,
      email: SHOP_EMAIL,
      line: LINE_ID,
      address: SHOP_ADDRESS,
      googleMap: `https://maps.google.com/maps?q=${MAP_QUERY}&z=16&output=embed`,
    },
    brandLogos: { all: deliveryCarriers },
    socialMedia: [
      {
        _id: 'facebook',
        icon: 'facebook',
        platform: 'facebook',
        name: 'ProBuild Computer',
        url: 'https://www.facebook.com/probuild.th',
      },
      { _id: 'line', icon: 'line', platform: 'line', name: LINE_ID, url: LINE_URL },
      {
        _id: 'youtube',
        icon: 'youtube',
        platform: 'youtube',
        name: 'ProBuild Channel',
        url: 'https://www.youtube.com/@probuild.th',
      },
      {
        _id: 'tiktok',
        icon: 'tiktok',
        platform: 'tiktok',
        name: '@probuild.th',
        url: 'https://www.tiktok.com/@probuild.th',
      },
      {
        _id: 'instagram',
        icon: 'instagram',
        platform: 'instagram',
        name: 'probuild.th',
        url: 'https://www.instagram.com/probuild.th',
      },
    ],
  },
]);

export const afterSales = section('site', 'after-sales', [
  {
    key: 'after-sales',
    warranty: {
      title: { th: 'การรับประกันสินค้า', en: 'Warranty' },
      description: {
        th: [
          'สินค้าทุกชิ้นเป็นของแท้ รับประกันโดยศูนย์บริการในประเทศไทยตามระยะเวลาที่ผู้ผลิตกำหนด และคอมประกอบจากโปรบิลด์รับประกันทั้งเครื่อง 2 ปี',
          `หากสินค้ามีปัญหา ติดต่อทีมงานทาง LINE ${LINE_ID} หรือโทร ${SHOP_PHONE} พร้อมหมายเลขคำสั่งซื้อและหมายเลขซีเรียล นำส่งเคลมได้ที่หน้าร้านหรือส่งพัสดุมาที่ร้าน ทีมช่างจะตรวจเช็กและแจ้งผลภายใน 3 วันทำการ`,
          'การรับประกันไม่ครอบคลุมความเสียหายจากการตกหล่น น้ำหรือของเหลว ไฟกระชาก การดัดแปลงหรือซ่อมโดยผู้อื่น และสติกเกอร์รับประกันหรือหมายเลขซีเรียลที่ถูกแกะหรือลบ',
        ].join('\n\n'),
        en: [
          'Every product is genuine and guaranteed by its maker’s service centre in Thailand for the maker’s warranty period; PCs assembled by ProBuild carry a 2-year warranty on the whole machine.',
          `If something goes wrong, contact us on LINE ${LINE_ID} or call ${SHOP_PHONE} with your order number and the serial number. Bring the item to the store or post it to us; our technicians check it and tell you the result within 3 working days.`,
          'The warranty does not cover damage from drops, water or other liquids, power surges, modification or repair by others, or warranty stickers and serial numbers that have been removed or altered.',
        ].join('\n\n'),
      },
    },
    refund: {
      title: { th: 'การคืนสินค้าและคืนเงิน', en: 'Returns and refunds' },
      description: {
        th: [
          'คืนสินค้าได้ภายใน 7 วันหลังได้รับสินค้า สินค้าต้องอยู่ในสภาพเดิม ไม่มีรอยใช้งาน พร้อมกล่อง อุปกรณ์ และของแถมครบ',
          `แจ้งคืนสินค้าทาง LINE ${LINE_ID} หรืออีเมล ${SHOP_EMAIL} พร้อมหมายเลขคำสั่งซื้อ เมื่อได้รับและตรวจสอบสินค้าแล้ว ร้านจะคืนเงินเข้าช่องทางเดิมที่ชำระภายใน 7–14 วันทำการ`,
          'ซอฟต์แวร์ที่เปิดใช้งานแล้วและสินค้าสั่งพิเศษไม่รับคืน เว้นแต่สินค้าชำรุดจากการผลิต',
        ].join('\n\n'),
        en: [
          'Returns are accepted within 7 days of receipt. The item must be in its original condition, unused, with its box, accessories and any free gifts.',
          `Tell us on LINE ${LINE_ID} or at ${SHOP_EMAIL} with your order number. Once the item has arrived and been checked, we refund to the original payment method within 7–14 working days.`,
          'Activated software and special orders cannot be returned unless they are faulty from the factory.',
        ].join('\n\n'),
      },
    },
  },
]);
