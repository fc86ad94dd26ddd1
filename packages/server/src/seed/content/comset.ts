// The computer-set page (/comset): sets by use, each a row of the parts that make it.
import { readCatalogueItems } from '../catalogue-file.ts';
import { comsetPartFacts } from '../comsets.ts';
import { section } from './define.ts';
import { budgetBuildVideo, youtubeGuides } from './shared.ts';

export const comsetMainPictures = section('comset', 'main-picture', [
  {
    key: 'comset-hero-gaming',
    image: { pc: '/images/comset/hero-1-pc.svg', mobile: '/images/comset/hero-1-mobile.svg' },
    mainText: { th: 'คอมเซ็ตพร้อมเล่น ประกอบเสร็จ ทดสอบแล้ว', en: 'Ready-to-play sets, built and tested' },
    description: {
      th: 'เลือกชุดตามการใช้งาน แกะกล่องแล้วเสียบปลั๊กใช้งานได้ทันที',
      en: 'Choose a set for what you do; unbox it, plug it in and start.',
    },
    buttonText: { th: 'ดูชุดเล่นเกม', en: 'See gaming sets' },
    buttonUrl: '/comset',
  },
  {
    key: 'comset-hero-creator',
    image: { pc: '/images/comset/hero-2-pc.svg', mobile: '/images/comset/hero-2-mobile.svg' },
    mainText: { th: 'คอมสำหรับครีเอเตอร์', en: 'PCs for creators' },
    description: {
      th: 'สตรีม ตัดต่อวิดีโอ และงานกราฟิก ด้วยซีพียูหลายคอร์และแรมความจุสูง',
      en: 'Stream, edit video and design with many-core processors and plenty of memory.',
    },
    buttonText: { th: 'ดูชุดครีเอเตอร์', en: 'See creator sets' },
    buttonUrl: '/comset',
  },
]);

export const comsetSections = section('comset', 'comset-section', [
  { key: 'gamer', title: { th: 'คอมเล่นเกม', en: 'Gaming PCs' } },
  { key: 'streamer', title: { th: 'คอมสตรีมเมอร์', en: 'Streaming PCs' } },
  { key: 'graphic', title: { th: 'คอมงานกราฟิก', en: 'Graphic design PCs' } },
  { key: 'vdo', title: { th: 'คอมตัดต่อวิดีโอ', en: 'Video editing PCs' } },
  { key: 'work', title: { th: 'คอมทำงาน', en: 'Office PCs' } },
]);

// What a banner says of a set's processors and graphics cards is read from the set's parts.
const catalogue = readCatalogueItems();
const gamer = comsetPartFacts('SET-PROBUILD-GAMER-1440P', catalogue);
const starter = comsetPartFacts('SET-PROBUILD-GAMER-STARTER', catalogue);
const streamer = comsetPartFacts('SET-PROBUILD-STREAMER-PRO', catalogue);
const graphic = comsetPartFacts('SET-PROBUILD-GRAPHIC-STUDIO', catalogue);
const video = comsetPartFacts('SET-PROBUILD-VIDEO-EDITOR', catalogue);
const coreRange = ({ min, max }: { min: number; max: number }, to: string) =>
  min === max ? `${min}` : `${min}${to}${max}`;

export const comsetListBanners = section('comset', 'list-banner', [
  {
    key: 'comset-gamer',
    section: 'gamer',
    title: { th: 'ชุดเล่นเกม 1440p ลื่นทุกเกม', en: 'Smooth 1440p gaming sets' },
    description: {
      th: `${gamer.cpu} คู่ ${gamer.gpu} หรือเลือกชุดประหยัดกับ ${starter.cpu} และ ${starter.gpu}`,
      en: `A ${gamer.cpu} with a ${gamer.gpu}, or save with a ${starter.cpu} and a ${starter.gpu}.`,
    },
    image: '/images/comset/gamer.svg',
    productSkus: ['SET-PROBUILD-GAMER-1440P', 'SET-PROBUILD-GAMER-STARTER'],
  },
  {
    key: 'comset-streamer',
    section: 'streamer',
    title: { th: 'ชุดสตรีมเกมพร้อมถ่ายทอดสด', en: 'Play and stream on one PC' },
    description: {
      th: `ซีพียู ${coreRange(streamer.cores, '–')} คอร์และการ์ดจอที่เข้ารหัสวิดีโอได้ในตัว เล่นและสตรีมพร้อมกันไม่กระตุก`,
      en: `${coreRange(streamer.cores, ' to ')} cores and a graphics card with a hardware encoder: play and stream without stutter.`,
    },
    image: '/images/comset/streamer.svg',
    productSkus: ['SET-PROBUILD-STREAMER-PRO'],
  },
  {
    key: 'comset-graphic',
    section: 'graphic',
    title: { th: 'ชุดงานกราฟิกและออกแบบ', en: 'Graphic design sets' },
    description: {
      th: `ซีพียู ${graphic.cpuSeries.join(' หรือ ')} แรม 64GB และ SSD 2TB สำหรับไฟล์ขนาดใหญ่`,
      en: `${graphic.cpuSeries.join(' or ')} processors, 64 GB of memory and 2 TB SSDs for large files.`,
    },
    image: '/images/comset/graphic.svg',
    productSkus: ['SET-PROBUILD-GRAPHIC-STUDIO'],
  },
  {
    key: 'comset-vdo',
    section: 'vdo',
    title: { th: 'ชุดตัดต่อวิดีโอ 4K', en: '4K video editing sets' },
    description: {
      th: `ซีพียูสูงสุด ${video.cores.max} คอร์ การ์ดจอหน่วยความจำ 16GB และ SSD สูงสุด 4TB สำหรับฟุตเทจ`,
      en: `Up to ${video.cores.max} cores, a 16 GB graphics card and up to 4 TB of SSD for footage.`,
    },
    image: '/images/comset/vdo.svg',
    productSkus: ['SET-PROBUILD-VIDEO-EDITOR'],
  },
  {
    key: 'comset-work',
    section: 'work',
    title: { th: 'ชุดทำงานและเรียนออนไลน์', en: 'Work and study sets' },
    description: {
      th: 'ซีพียูที่มีกราฟิกในตัว เงียบ ประหยัดไฟ อัปเกรดการ์ดจอได้ภายหลัง',
      en: 'Processors with built-in graphics; quiet, frugal, with room for a graphics card later.',
    },
    image: '/images/comset/work.svg',
    productSkus: ['SET-PROBUILD-OFFICE'],
  },
  {
    key: 'comset-student-2025',
    section: 'work',
    isActive: false,
    title: { th: 'ชุดนักศึกษา ปี 2025', en: 'Student sets 2025' },
    description: { th: 'แคมเปญนี้จบแล้ว', en: 'This campaign has ended.' },
    image: null,
    productSkus: ['CPU-AMD-R5-5600G'],
  },
]);

export const comsetSocialPresentations = section('comset', 'social', [
  {
    key: 'comset-youtube',
    type: 'youtube',
    title: { th: 'คลิปประกอบคอมเซ็ต', en: 'Computer sets being built' },
    linkList: [budgetBuildVideo, ...youtubeGuides.slice(0, 2)],
  },
  {
    key: 'comset-tiktok',
    type: 'tiktok',
    title: { th: 'รีวิวสั้นจากลูกค้า', en: 'Short reviews from customers' },
    linkList: [
      'https://www.tiktok.com/@probuild.th/video/7433344556677889608',
      '7434455667788990609',
      '7435566778899001610',
    ],
  },
]);

export const comsetContentFirst = section('comset', 'content-first', [
  {
    key: 'comset-custom',
    image: '/images/home/content-build.svg',
    title: { th: 'อยากปรับสเปกเอง?', en: 'Want to change a part?' },
    description: {
      th: 'ทุกชุดปรับเปลี่ยนซีพียู การ์ดจอ แรม และ SSD ได้ในหน้าสินค้า ราคาอัปเดตทันที',
      en: 'Every set lets you swap the processor, graphics card, memory and SSD on its page; the price updates at once.',
    },
    button: { text: { th: 'จัดสเปกเอง', en: 'Build your own' }, link: '/spec' },
  },
  {
    key: 'comset-warranty',
    image: '/images/home/why-warranty.svg',
    title: { th: 'รับประกันทั้งเครื่อง', en: 'Whole-PC warranty' },
    description: {
      th: 'คอมเซ็ตรับประกัน 2 ปีทั้งเครื่อง มีปัญหาส่งเคลมที่เดียวจบ',
      en: 'Sets carry a 2-year warranty on the whole PC: one place to send it if anything goes wrong.',
    },
    button: { text: { th: 'ดูเงื่อนไขการรับประกัน', en: 'See the warranty' }, link: '/afterSale' },
  },
]);

export const comsetProductRecommend = section('comset', 'product-recommend', [
  {
    key: 'comset-add-ons',
    title: { th: 'อุปกรณ์เสริมสำหรับคอมเซ็ต', en: 'Add-ons for your set' },
    imagesMain: { imagePc: '/images/comset/recommend-main.svg' },
    images: { image2: '/images/home/recommend-2.svg', image3: '/images/home/recommend-3.svg' },
    productSkus: [
      'MON-SAMSUNG-ODYSSEY-G50D',
      'MON-ASUS-TUF-GAMING-VG279QM',
      'KB-LOGITECH-G515-LIGHTSPEED',
      'MS-RAZER-DEATHADDER-V3-BK',
      'HS-STEELSERIES-ARCTIS-NOVA-5-BK',
    ],
  },
]);
