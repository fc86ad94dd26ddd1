// The home page of ProBuild Computer (โปรบิลด์ คอมพิวเตอร์), in Thai and English.
import {
  freeDeliveryCard,
  instalmentPromoCard,
  partShortcuts,
  shortcut,
} from '@probuild/api-client/demo-content';
import { section } from './define.ts';
import { budgetBuildVideo, freeDelivery, LINE_ID, LINE_URL, SHOP_PHONE, youtubeGuides } from './shared.ts';

/** The promotion strip; written out of order and with ended items, as an editor leaves them. */
export const topBanners = section('home', 'top-banner', [
  {
    key: 'rtx-50-series',
    order: 2,
    title: { th: 'การ์ดจอ GeForce RTX 50 Series พร้อมส่งทุกรุ่น', en: 'Every GeForce RTX 50 Series card in stock' },
    link: '/category/อุปกรณ์คอมพิวเตอร์/การ์ดจอ',
  },
  {
    key: 'free-shipping',
    order: 1,
    title: freeDelivery.banner,
    link: '/promotion/free-shipping',
  },
  {
    key: 'new-year-sale',
    order: 0,
    isActive: false,
    title: { th: 'ลดรับปีใหม่ สูงสุด 30%', en: 'New year sale, up to 30% off' },
    link: null,
  },
  {
    key: 'line-advice',
    order: 4,
    title: { th: `ปรึกษาจัดสเปกฟรีทาง LINE ${LINE_ID}`, en: `Free build advice on LINE ${LINE_ID}` },
    link: LINE_URL,
  },
  {
    key: 'gaming-week',
    order: 3,
    title: {
      th: 'สัปดาห์เกมมิ่ง การ์ดจอและจอมอนิเตอร์ลดสูงสุด 20%',
      en: 'Gaming week: graphics cards and monitors up to 20% off',
    },
    link: '/promotion/gaming-week',
  },
  {
    key: 'songkran-deals',
    order: 5,
    isActive: false,
    title: { th: 'โปรสงกรานต์ ลดร้อนแรงทั้งร้าน', en: 'Songkran deals across the store' },
    link: '/promotion/songkran',
  },
]);

/** The news panel of the account popup; two items are no longer shown. */
export const news = section('home', 'news', [
  {
    key: 'express-assembly',
    publishedAt: '2026-10-05T03:00:00Z',
    title: { th: 'บริการประกอบด่วน เสร็จภายใน 24 ชั่วโมง', en: 'Express assembly within 24 hours' },
    description: {
      th: 'สั่งจัดสเปกก่อน 12:00 น. ช่างประกอบ จัดสายไฟ และทดสอบเสร็จภายในวันถัดไป',
      en: 'Order your build before noon and our technicians assemble, tidy the cables and test it by the next day.',
    },
  },
  {
    key: 'ryzen-9000x3d',
    publishedAt: '2026-08-18T02:30:00Z',
    title: { th: 'Ryzen 9 9950X3D และ 9900X3D พร้อมส่ง', en: 'Ryzen 9 9950X3D and 9900X3D in stock' },
    description: {
      th: 'ซีพียูเกมมิ่งพร้อม 3D V-Cache สำหรับเมนบอร์ด AM5 สั่งพร้อมเมนบอร์ดรับส่วนลดเพิ่ม',
      en: 'Gaming processors with 3D V-Cache for AM5 boards; extra discount when bought with a motherboard.',
    },
  },
  {
    key: 'system-maintenance',
    isActive: false,
    publishedAt: '2026-07-02T16:00:00Z',
    title: { th: 'ปิดปรับปรุงระบบชั่วคราว', en: 'Scheduled maintenance' },
    description: {
      th: 'เว็บไซต์ปิดปรับปรุงคืนวันที่ 2 กรกฎาคม เวลา 23:00–02:00 น.',
      en: 'The website is down for maintenance on 2 July from 23:00 to 02:00.',
    },
  },
  {
    key: 'store-hours-songkran',
    publishedAt: '2026-04-08T02:00:00Z',
    title: { th: 'เวลาทำการช่วงสงกรานต์', en: 'Opening hours over Songkran' },
    description: {
      th: 'หน้าร้านปิด 13–15 เมษายน สั่งซื้อออนไลน์ได้ตามปกติ จัดส่งอีกครั้งวันที่ 16 เมษายน',
      en: 'The store is closed 13–15 April. Online orders stay open and ship again on 16 April.',
    },
  },
  {
    key: 'windows-10-end-of-support',
    publishedAt: '2025-10-01T02:00:00Z',
    title: { th: 'Windows 10 สิ้นสุดการสนับสนุน 14 ต.ค. 2568', en: 'Windows 10 support ends on 14 October 2025' },
    description: {
      th: 'อัปเกรดเป็น Windows 11 แท้ พร้อมติดตั้งฟรีเมื่อประกอบคอมกับโปรบิลด์',
      en: 'Move to a genuine Windows 11 licence, installed free with every ProBuild PC.',
    },
  },
  {
    key: 'black-friday-2025',
    isActive: false,
    publishedAt: '2025-11-28T01:00:00Z',
    title: { th: 'Black Friday ลดทั้งร้าน', en: 'Black Friday sale' },
    description: { th: 'แคมเปญนี้จบแล้ว', en: 'This campaign has ended.' },
  },
]);

export const mainPictures = section('home', 'main-picture', [
  {
    key: 'hero-rtx-5090',
    image: { pc: '/images/home/hero-1-pc.svg', mobile: '/images/home/hero-1-mobile.svg' },
    mainText: { th: 'พลังเต็มขั้นกับ RTX 5090', en: 'Full power with the RTX 5090' },
    description: {
      th: 'ASUS GeForce RTX 5090 TUF GAMING 32GB การ์ดจอที่แรงที่สุดสำหรับเกม 4K และงาน AI',
      en: 'ASUS GeForce RTX 5090 TUF GAMING 32GB, the fastest card for 4K gaming and AI work.',
    },
    buttonText: { th: 'ดูสินค้า', en: 'Shop now' },
    buttonUrl: '/product/GPU-ASUS-RTX5090-TUF-GAMING-32G',
  },
  {
    key: 'hero-9800x3d',
    image: { pc: '/images/home/hero-2-pc.svg', mobile: '/images/home/hero-2-mobile.svg' },
    mainText: { th: 'ซีพียูเกมมิ่งที่เร็วที่สุด', en: 'The fastest gaming processor' },
    description: {
      th: 'AMD Ryzen 7 9800X3D 8 คอร์ 16 เธรด พร้อม 3D V-Cache เฟรมเรตนิ่งทุกเกม',
      en: 'AMD Ryzen 7 9800X3D: 8 cores, 16 threads and 3D V-Cache for steady frame rates.',
    },
    buttonText: { th: 'ดูสินค้า', en: 'Shop now' },
    buttonUrl: '/product/CPU-AMD-R7-9800X3D',
  },
  {
    key: 'hero-build',
    image: { pc: '/images/home/hero-3-pc.svg', mobile: '/images/home/hero-3-mobile.svg' },
    mainText: { th: 'จัดสเปกคอมในแบบของคุณ', en: 'Build the PC that fits you' },
    description: {
      th: 'เลือกชิ้นส่วนจากสินค้าจริง ระบบเช็กความเข้ากันได้ให้ทุกชิ้นอัตโนมัติ',
      en: 'Pick real parts; every one is checked for compatibility as you go.',
    },
    buttonText: { th: 'เริ่มจัดสเปก', en: 'Start building' },
    buttonUrl: '/spec',
  },
  {
    key: 'hero-songkran',
    order: 4,
    isActive: false,
    image: { pc: '/images/home/hero-2-pc.svg', mobile: '/images/home/hero-2-mobile.svg' },
    mainText: { th: 'โปรสงกรานต์', en: 'Songkran deals' },
    description: { th: 'แคมเปญนี้จบแล้ว', en: 'This campaign has ended.' },
    buttonText: { th: 'ดูโปรโมชัน', en: 'See the deals' },
    buttonUrl: '/promotion/songkran',
  },
]);

export const shortcutMenu = section('home', 'shortcut-menu', [
  ...partShortcuts,
  shortcut('compare', 'เปรียบเทียบสินค้า', 'Compare products', '/compare'),
  shortcut('promotion', 'โปรโมชัน', 'Promotions', '/promotion/gaming-week'),
  { ...shortcut('headset', 'หูฟัง', 'Headsets', '/category/อุปกรณ์ต่อพ่วงและเกมมิ่งเกียร์/หูฟัง'), isActive: false },
]);

/** Brand keys of the catalogue; the answer takes each brand's name and logo from there. */
export const brandShortcuts = section(
  'home',
  'brand-shortcut',
  [
    'asus',
    'msi',
    'gigabyte',
    'amd',
    'intel',
    'corsair',
    'samsung',
    'western-digital',
    'kingston',
    'logitech',
    'razer',
    'lian-li',
    'nzxt',
    'thermalright',
  ].map((key) => ({ key })),
);

export const listBanners = section('home', 'list-banner', [
  {
    key: 'new-graphics-cards',
    title: { th: 'การ์ดจอรุ่นใหม่', en: 'New graphics cards' },
    description: {
      th: 'GeForce RTX 50 Series และ Radeon RX 9000 Series พร้อมส่ง รับประกันศูนย์ไทย 3 ปี',
      en: 'GeForce RTX 50 Series and Radeon RX 9000 Series in stock with a 3-year Thai warranty.',
    },
    image: '/images/home/list-banner-gpu.svg',
    section: null,
    productSkus: [
      'GPU-ASUS-RTX5090-TUF-GAMING-32G',
      'GPU-MSI-RTX5080-GAMING-TRIO-OC-16G',
      'GPU-ASUS-RTX5070TI-TUF-GAMING-OC-16G',
      'GPU-MSI-RTX5070-GAMING-TRIO-OC-12G',
      'GPU-GIGABYTE-RTX5060TI-WINDFORCE-OC-16G',
      'GPU-SAPPHIRE-RX9070XT-PULSE-16G',
      'GPU-SAPPHIRE-RX9060XT-PULSE-16G',
      'GPU-INTEL-ARCB580-LIMITED-EDITION-12G',
    ],
  },
  {
    key: 'upgrade',
    title: { th: 'อัปเกรดเครื่องให้แรงขึ้น', en: 'Upgrade your PC' },
    description: {
      th: 'ซีพียู แรม DDR5 และ SSD NVMe รุ่นยอดนิยม เปลี่ยนแล้วเห็นผลทันที',
      en: 'Popular processors, DDR5 memory and NVMe SSDs that make a difference straight away.',
    },
    image: '/images/home/list-banner-upgrade.svg',
    section: null,
    productSkus: [
      'CPU-AMD-R7-9800X3D',
      'CPU-AMD-R5-9600X',
      'CPU-INTEL-U7-265K',
      'CPU-INTEL-I5-14600K',
      'RAM-CORSAIR-VENGEANCE-RGB-D5-6000-2X16-CL36',
      'RAM-KINGSTON-FURY-BEAST-D5-6000-2X16-CL30',
      'SSD-SAMSUNG-990-PRO-2TB',
      'SSD-WD-BLACK-SN850X-1TB',
    ],
  },
  {
    key: 'gaming-gear',
    title: { th: 'เกมมิ่งเกียร์', en: 'Gaming gear' },
    description: {
      th: 'จอ เมาส์ คีย์บอร์ด และหูฟังที่โปรเพลเยอร์เลือกใช้',
      en: 'The monitors, mice, keyboards and headsets pro players choose.',
    },
    image: null,
    section: null,
    productSkus: [
      'MON-ASUS-ROG-STRIX-XG27ACS',
      'MON-LG-ULTRAGEAR-27GR83Q-B',
      'MS-LOGITECH-G-PRO-BK',
      'MS-RAZER-DEATHADDER-V3-PRO-BK',
      'KB-STEELSERIES-APEX-PRO-TKL-2023',
      'HS-HYPERX-CLOUD-III-WIRELESS-BK',
    ],
  },
  {
    key: 'songkran-clearance',
    isActive: false,
    title: { th: 'ล้างสต็อกสงกรานต์', en: 'Songkran clearance' },
    description: { th: 'แคมเปญนี้จบแล้ว', en: 'This campaign has ended.' },
    image: null,
    section: null,
    productSkus: ['CPU-AMD-R5-5600', 'GPU-ZOTAC-RTX3060-GAMING-TWIN-EDGE-12G'],
  },
]);

export const contentFirst = section('home', 'content-first', [
  {
    key: 'build-your-pc',
    image: '/images/home/content-build.svg',
    title: { th: 'จัดสเปกคอมด้วยตัวเอง', en: 'Build your own PC' },
    description: {
      th: 'เลือกชิ้นส่วนทีละขั้นจากสินค้าจริงในร้าน ระบบเช็กซ็อกเก็ต แรม ขนาดเคส และกำลังไฟให้ครบ',
      en: 'Pick part by part from real stock; socket, memory, case size and power are all checked for you.',
    },
    button: { text: { th: 'เริ่มจัดสเปก', en: 'Start building' }, link: '/spec' },
  },
  {
    key: 'computer-sets',
    image: '/images/home/content-comset.svg',
    title: { th: 'คอมประกอบพร้อมใช้', en: 'Ready-built computer sets' },
    description: {
      th: 'ชุดคอมที่ทีมงานจัดให้แล้ว สำหรับเล่นเกม สตรีม งานกราฟิก ตัดต่อวิดีโอ และงานออฟฟิศ',
      en: 'Sets our team has put together for gaming, streaming, graphics, video editing and office work.',
    },
    button: { text: { th: 'ดูคอมเซ็ต', en: 'See the sets' }, link: '/comset' },
  },
]);

export const contentSecond = section('home', 'content-second', [
  {
    key: 'why-probuild',
    title: { th: 'ทำไมต้องโปรบิลด์', en: 'Why ProBuild' },
    listCard: [
      freeDeliveryCard,
      {
        _id: 'warranty',
        image: '/images/home/why-warranty.svg',
        title: { th: 'รับประกันสินค้า 2 ปี', en: '2-year warranty' },
        description: {
          th: 'เคลมง่ายที่หน้าร้านหรือส่งพัสดุ ดูแลโดยทีมเทคนิคของเราเอง',
          en: 'Easy claims at the store or by post, handled by our own technicians.',
        },
      },
      {
        _id: 'assembly',
        image: '/images/home/why-assembly.svg',
        title: { th: 'ประกอบฟรี', en: 'Free assembly' },
        description: {
          th: 'จัดสายไฟเรียบร้อย ลงวินโดวส์ อัปเดตไบออส และทดสอบความเสถียรก่อนส่ง',
          en: 'Tidy cabling, Windows installed, BIOS updated and a stability test before shipping.',
        },
      },
    ],
  },
]);

export const productRecommend = section('home', 'product-recommend', [
  {
    key: 'recommended',
    title: { th: 'สินค้าแนะนำประจำสัปดาห์', en: 'Picks of the week' },
    imagesMain: { imagePc: '/images/home/recommend-main.svg' },
    images: { image2: '/images/home/recommend-2.svg', image3: '/images/home/recommend-3.svg' },
    productSkus: [
      'MON-ASUS-TUF-GAMING-VG27AQ',
      'MON-MSI-MAG-275QF',
      'KB-RK-RK61',
      'MS-LOGITECH-G305-LIGHTSPEED-BK',
      'HS-HYPERX-CLOUD-II-BK',
      'COOL-TR-PEERLESS-ASSASSIN-120-SE',
    ],
  },
]);

export const socialPresentations = section('home', 'social', [
  {
    key: 'tiktok-store',
    order: 2,
    type: 'tiktok',
    title: { th: 'คลิปสั้นจากหน้าร้าน', en: 'Short clips from the store' },
    linkList: [
      'https://www.tiktok.com/@probuild.th/video/7421983065512345601',
      'https://www.tiktok.com/@probuild.th/video/7423120987654321602',
      '7425511223344556603',
      '7427788990011223604',
    ],
  },
  {
    key: 'youtube-guides',
    order: 1,
    type: 'youtube',
    title: { th: 'รีวิวและสอนประกอบคอม', en: 'Reviews and build guides' },
    linkList: youtubeGuides,
  },
  {
    key: 'youtube-unboxing-2024',
    order: 3,
    isActive: false,
    type: 'youtube',
    title: { th: 'แกะกล่องปี 2024', en: 'Unboxings of 2024' },
    linkList: [budgetBuildVideo],
  },
]);

export const chatLinks = section('home', 'chat', [
  {
    key: 'messenger',
    order: 2,
    title: { th: 'แชทผ่าน Messenger', en: 'Chat on Messenger' },
    link: 'https://m.me/probuild.th',
    image: '/images/chat/messenger.svg',
  },
  {
    key: 'line',
    order: 1,
    title: { th: `แชทผ่าน LINE ${LINE_ID}`, en: `Chat on LINE ${LINE_ID}` },
    link: LINE_URL,
    image: '/images/chat/line.svg',
  },
  {
    key: 'phone',
    order: 3,
    // Links in content are internal paths or http(s) only: the number is shown, the link opens the contact page.
    title: { th: `โทร ${SHOP_PHONE}`, en: `Call ${SHOP_PHONE}` },
    link: '/about',
    image: '/images/chat/phone.svg',
  },
]);

export const homeBanner = section('home', 'home-banner', [
  {
    key: 'home-banner',
    images: { pc: '/images/home/banner-spec-pc.svg', mobile: '/images/home/banner-spec-mobile.svg' },
    title: { th: 'จัดสเปกคอมในแบบของคุณ', en: 'Build the PC that fits you' },
    description: {
      th: 'เลือกชิ้นส่วนทีละขั้น ระบบรวมราคาและคำนวณกำลังไฟให้ทันที พร้อมประกอบและทดสอบก่อนส่ง',
      en: 'Pick part by part; the price and power draw add up as you go, and we assemble and test it before shipping.',
    },
    button: { text: { th: 'เริ่มจัดสเปก', en: 'Start building' }, color: '#B42487', link: '/specAdd' },
  },
]);

export const homeTailSections = section('home', 'tail-sections', [
  {
    key: 'tail-sections',
    promoCards: [
      instalmentPromoCard,
      {
        _id: 'promo-bundle',
        image: '/images/home/promo-bundle.svg',
        description: {
          th: 'ซื้อซีพียู Ryzen พร้อมเมนบอร์ด AM5 และแรม DDR5 คุ้มกว่าซื้อแยก',
          en: 'A Ryzen processor with an AM5 board and DDR5 memory costs less than buying them apart',
        },
        button: { text: { th: 'ดูชุดสุดคุ้ม', en: 'See the bundle' }, link: '/promotion/am5-build' },
      },
    ],
    imagePair: ['/images/home/pair-1.svg', '/images/home/pair-2.svg'],
    featureCards: [
      {
        _id: 'feature-compatibility',
        image: '/images/home/feature-compatibility.svg',
        title: { th: 'เช็กความเข้ากันได้', en: 'Compatibility check' },
        description: {
          th: 'ซ็อกเก็ตซีพียู ชนิดแรม ขนาดเคส ความยาวการ์ดจอ และกำลังไฟ',
          en: 'CPU socket, memory type, case size, graphics card length and power',
        },
      },
      {
        _id: 'feature-share',
        image: '/images/home/feature-share.svg',
        title: { th: 'แชร์สเปกได้', en: 'Share your build' },
        description: {
          th: 'ส่งลิงก์ให้เพื่อนหรือทีมงานเปิดดูสเปกเดียวกันได้ทันที',
          en: 'Send a link that opens exactly the same build for a friend or our team',
        },
      },
      {
        _id: 'feature-assembly',
        image: '/images/home/feature-assembly.svg',
        title: { th: 'ประกอบโดยช่างมืออาชีพ', en: 'Assembled by professionals' },
        description: {
          th: 'ทดสอบความร้อนและความเสถียรทุกเครื่องก่อนส่งถึงมือ',
          en: 'Every PC is temperature- and stability-tested before it ships',
        },
      },
    ],
    spotlight: {
      title: { th: 'ไม่แน่ใจว่าจะเลือกอะไร?', en: 'Not sure what to pick?' },
      image: '/images/home/spotlight.svg',
      description: {
        th: 'บอกงบประมาณและการใช้งาน ทีมงานโปรบิลด์จัดสเปกที่คุ้มที่สุดให้ฟรี',
        en: 'Tell us your budget and what you do; the ProBuild team puts together the best-value build for free.',
      },
      button: { text: { th: 'ติดต่อทีมงาน', en: 'Contact our team' }, link: '/afterSale' },
    },
  },
]);
