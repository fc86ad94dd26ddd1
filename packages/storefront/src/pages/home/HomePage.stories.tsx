import { getHandler, handlers, serverErrorBody } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { desktop, mobile, withStorefront } from '../../content/storySupport.tsx';
import HomePage from './HomePage.tsx';

/** The content calls of the home page (YouTube and TikTok share the social one). */
const homeCalls = [
  handlers.mainPictures,
  handlers.shortcutMenu,
  handlers.brandShortcuts,
  handlers.listBanners,
  handlers.socialPresentations,
  handlers.contentFirst,
  handlers.contentSecond,
  handlers.productRecommend,
  handlers.homeBanner,
  handlers.homeTailSections,
];
const SECTION_COUNT = 11;

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  decorators: [withStorefront],
  beforeEach({ msw }) {
    msw.use(...homeCalls.map((call) => call.ok));
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title of every section with content after the hero, in the spec's order of the home page. */
const thaiTitles = [
  'การ์ดจอรุ่นใหม่',
  'รีวิวและสอนประกอบคอม',
  'คลิปสั้นจากหน้าร้าน',
  'จัดสเปกคอมด้วยตัวเอง',
  'ทำไมต้องโปรบิลด์',
  'สินค้าแนะนำ',
  'จัดสเปกคอมในแบบของคุณ',
  'ไม่แน่ใจว่าจะเลือกอะไร?',
];
const englishTitles = [
  'New graphics cards',
  'Reviews and build guides',
  'Short clips from the store',
  'Build your own PC',
  'Why ProBuild',
  'Recommended',
  'Build the PC that fits you',
  'Not sure what to pick?',
];

/** Waits until every title is on the page, then checks they come in this order. */
async function expectSectionsInOrder(page: HTMLElement, titles: string[]) {
  await waitFor(() => {
    const headings = [...page.querySelectorAll('h1, h2, h3')].map((heading) => heading.textContent ?? '');
    const positions = titles.map((title) => headings.indexOf(title));
    expect(positions.filter((position) => position < 0)).toEqual([]);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
}

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/**
 * Every section after the hero in order, then the hero on its first slide. The hero advances by itself
 * every 10 s; choosing the first dot shows the first slide and restarts that wait, so the picture taken
 * right after the play function always shows slide 1.
 */
function expectHomePage(titles: string[], firstSlide: { dot: string; title: string }) {
  return async ({ canvas, canvasElement, userEvent }: PlayContext) => {
    await expectSectionsInOrder(canvasElement, titles);
    await userEvent.click(await canvas.findByRole('button', { name: firstSlide.dot }));
    await expect(canvas.getByRole('heading', { level: 2, name: firstSlide.title })).toBeVisible();
  };
}
const thaiHome = expectHomePage(thaiTitles, { dot: 'สไลด์ที่ 1 จาก 3', title: 'พลังเต็มขั้นกับ RTX 5090' });
const englishHome = expectHomePage(englishTitles, {
  dot: 'Slide 1 of 3',
  title: 'Full power with the RTX 5090',
});

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async (context) => {
    await thaiHome(context);
    // Each grid of cards (a picture and a title) fills its first row, leaving no empty columns.
    let grids = 0;
    for (const grid of context.canvasElement.querySelectorAll('ul')) {
      const cards = [...grid.children].filter((card) => card.querySelector(':scope > img + h3'));
      if (cards.length < 2) continue;
      grid.scrollIntoView();
      const top = cards[0]?.getBoundingClientRect().top;
      const firstRow = cards.filter((card) => card.getBoundingClientRect().top === top);
      const rowEnd = Math.max(...firstRow.map((card) => card.getBoundingClientRect().right));
      await expect(rowEnd).toBeGreaterThanOrEqual(grid.getBoundingClientRect().right - 1);
      grids += 1;
    }
    await expect(grids).toBeGreaterThan(0);
    window.scrollTo(0, 0);
    await expect(context.canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ProBuild Computer');
  },
};

export const DesktopEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: englishHome,
};

export const MobileThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: thaiHome,
};

export const MobileEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: englishHome,
};

/** Every call still on its way: each section shows its own loading state. */
export const Loading: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(...homeCalls.map((call) => call.loading));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(SECTION_COUNT));
    for (const status of canvas.getAllByRole('status')) await expect(status).toHaveTextContent('กำลังโหลด...');
  },
};

/** Every call fails: each section shows its own error, never the server's words. */
export const ServerErrors: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach({ msw }) {
    // The first handler that matches answers: the shortcut menu's own sentence comes before the others.
    msw.use(
      getHandler('/pages/home/shortcut-menu/active', () =>
        HttpResponse.json({ ...serverErrorBody, message: 'ปิดปรับปรุงเมนูชั่วคราว' }, { status: 500 }),
      ),
      ...homeCalls.map((call) => call.error),
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(SECTION_COUNT));
    const shortcuts = canvas.getByRole('region', { name: 'เมนูลัด' });
    await expect(shortcuts).toHaveTextContent('เกิดข้อผิดพลาดในการดึงข้อมูล');
    await expect(shortcuts).not.toHaveTextContent('ปิดปรับปรุงเมนูชั่วคราว');
    await expect(canvas.getByRole('region', { name: 'บริการของเรา' })).toHaveTextContent(
      'เกิดข้อผิดพลาดในการดึงข้อมูล',
    );
  },
};

/** One call gets no answer: only its section shows the error, the others render; its retry loads it. */
export const OneSectionFails: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(handlers.listBanners.networkError);
  },
  play: async ({ canvas, canvasElement, msw, userEvent }) => {
    const listBanners = canvas.getByRole('region', { name: 'สินค้าแนะนำตามหมวด' });
    await waitFor(() =>
      expect(listBanners.querySelector('[role="alert"]')).toHaveTextContent('ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้'),
    );
    await expectSectionsInOrder(
      canvasElement,
      thaiTitles.filter((title) => title !== 'การ์ดจอรุ่นใหม่'),
    );
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);

    msw.use(handlers.listBanners.ok);
    await userEvent.click(canvas.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await expect(await canvas.findByRole('heading', { name: 'การ์ดจอรุ่นใหม่' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The first slide for the picture (see expectHomePage).
    await userEvent.click(canvas.getByRole('button', { name: 'สไลด์ที่ 1 จาก 3' }));
  },
};
