// The spec landing page (/spec): how building a PC with ProBuild works.
import { section } from './define.ts';
import { youtubeGuides } from './shared.ts';

export const specMainPictures = section('spec', 'main-picture', [
  {
    key: 'spec-hero',
    image: { pc: '/images/spec/hero-pc.svg', mobile: '/images/spec/hero-mobile.svg' },
    mainText: { th: 'จัดสเปกคอมออนไลน์ ง่ายในไม่กี่คลิก', en: 'Build your PC online in a few clicks' },
    description: {
      th: 'เลือกซีพียู เมนบอร์ด การ์ดจอ และชิ้นส่วนอื่น ๆ ระบบเช็กให้ว่าทุกชิ้นใช้ด้วยกันได้',
      en: 'Choose a processor, motherboard, graphics card and the rest; we check that every part works together.',
    },
    buttonText: { th: 'เริ่มจัดสเปก', en: 'Start building' },
    buttonUrl: '/specAdd',
  },
  {
    key: 'spec-hero-budget',
    image: { pc: '/images/spec/hero-budget-pc.svg', mobile: '/images/spec/hero-budget-mobile.svg' },
    mainText: { th: 'สเปกคุ้มในงบที่คุณกำหนด', en: 'The best build for your budget' },
    description: {
      th: 'ดูราคารวมทุกชิ้นแบบเรียลไทม์ ปรับเปลี่ยนได้จนพอดีงบ',
      en: 'See the total of every part as you go and adjust until it fits your budget.',
    },
    buttonText: { th: 'เริ่มจัดสเปก', en: 'Start building' },
    buttonUrl: '/specAdd',
  },
]);

export const specContentFirst = section('spec', 'content-first', [
  {
    key: 'spec-compatibility',
    image: '/images/home/feature-compatibility.svg',
    title: { th: 'เช็กความเข้ากันได้อัตโนมัติ', en: 'Automatic compatibility check' },
    description: {
      th: 'ซ็อกเก็ตซีพียูกับเมนบอร์ด ชนิดแรม DDR4/DDR5 ขนาดเมนบอร์ดกับเคส ความยาวการ์ดจอ และกำลังไฟที่เพียงพอ',
      en: 'CPU socket and motherboard, DDR4/DDR5 memory, board size and case, graphics card length and enough power.',
    },
    button: { text: { th: 'ลองจัดสเปก', en: 'Try the builder' }, link: '/specAdd' },
  },
  {
    key: 'spec-compare',
    image: '/images/spec/compare.svg',
    title: { th: 'เทียบสเปกก่อนตัดสินใจ', en: 'Compare before you decide' },
    description: {
      th: 'เปรียบเทียบสินค้าได้สูงสุด 4 รุ่น ดูราคาและสเปกแบบตารางเดียว',
      en: 'Compare up to four products side by side, prices and specifications in one table.',
    },
    button: { text: { th: 'เปรียบเทียบสินค้า', en: 'Compare products' }, link: '/compare' },
  },
]);

export const specContentSecond = section('spec', 'content-second', [
  {
    key: 'spec-steps',
    title: { th: 'จัดสเปกกับโปรบิลด์ใน 4 ขั้นตอน', en: 'Four steps to your ProBuild PC' },
    listCard: [
      {
        _id: 'step-cpu',
        image: '/images/home/shortcut-cpu.svg',
        title: { th: '1. เลือกซีพียู', en: '1. Choose a processor' },
        description: {
          th: 'เริ่มจากซีพียูที่เหมาะกับงาน ระบบจะกรองเมนบอร์ดที่ใช้ได้ให้',
          en: 'Start with the processor for your work; the boards that fit are filtered for you.',
        },
      },
      {
        _id: 'step-parts',
        image: '/images/home/shortcut-motherboard.svg',
        title: { th: '2. เลือกชิ้นส่วนที่เหลือ', en: '2. Add the other parts' },
        description: {
          th: 'เมนบอร์ด แรม การ์ดจอ SSD พาวเวอร์ซัพพลาย เคส และชุดระบายความร้อน',
          en: 'Motherboard, memory, graphics card, SSD, power supply, case and cooler.',
        },
      },
      {
        _id: 'step-assembly',
        image: '/images/home/why-assembly.svg',
        title: { th: '3. เลือกการประกอบ', en: '3. Choose assembly' },
        description: {
          th: 'ให้ร้านประกอบและทดสอบฟรี หรือรับชิ้นส่วนไปประกอบเอง',
          en: 'Have the shop assemble and test it for free, or take the parts and build it yourself.',
        },
      },
      {
        _id: 'step-delivery',
        image: '/images/home/why-delivery.svg',
        title: { th: '4. รอรับเครื่อง', en: '4. Receive your PC' },
        description: {
          th: 'จัดส่งทั่วประเทศพร้อมประกันการขนส่ง หรือรับเองที่หน้าร้าน',
          en: 'Insured delivery anywhere in Thailand, or pick it up at the store.',
        },
      },
    ],
  },
]);

export const specProductRecommend = section('spec', 'product-recommend', [
  {
    key: 'spec-recommended-parts',
    title: { th: 'ชิ้นส่วนยอดนิยมสำหรับจัดสเปก', en: 'Popular parts for your build' },
    imagesMain: { imagePc: '/images/spec/recommend-main.svg' },
    images: { image2: '/images/home/recommend-2.svg', image3: '/images/home/recommend-3.svg' },
    productSkus: [
      'CPU-AMD-R5-7600',
      'MB-MSI-MAG-B650-TOMAHAWK-WIFI',
      'RAM-KINGSTON-FURY-BEAST-D5-6000-2X16-CL30',
      'GPU-ASUS-RTX5060TI-DUAL-OC-16G',
      'SSD-WD-BLACK-SN770-1TB',
      'PSU-MSI-MAG-A750GL-PCIE5',
      'CASE-NZXT-H5-FLOW-2024-BK',
      'COOL-DEEPCOOL-AK620',
    ],
  },
]);

export const specSocialPresentations = section('spec', 'social', [
  {
    key: 'spec-youtube',
    type: 'youtube',
    title: { th: 'ดูวิธีประกอบคอมทีละขั้นตอน', en: 'Watch a PC being built step by step' },
    linkList: youtubeGuides,
  },
  {
    key: 'spec-tiktok',
    type: 'tiktok',
    title: { th: 'เบื้องหลังการประกอบเครื่องลูกค้า', en: 'Behind the scenes of customer builds' },
    linkList: [
      'https://www.tiktok.com/@probuild.th/video/7430012345678901605',
      '7431122334455667606',
      '7432233445566778607',
    ],
  },
]);

export const specSubContent = section('spec', 'sub-content', [
  {
    key: 'spec-let-us-build',
    image: '/images/home/spotlight.svg',
    title: { th: 'ให้ทีมงานจัดสเปกให้', en: 'Let our team build it for you' },
    description: {
      th: 'บอกงบประมาณและเกมหรือโปรแกรมที่ใช้ ทีมงานจะจัดสเปกพร้อมใบเสนอราคาให้ภายในวันเดียว',
      en: 'Tell us your budget and the games or programs you use; we send a build and a quote the same day.',
    },
    button: { text: { th: 'ติดต่อทีมงาน', en: 'Contact our team' }, link: '/about' },
  },
]);
