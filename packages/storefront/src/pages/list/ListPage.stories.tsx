import {
  askedLists as asked,
  envelope,
  listAnswer,
  listProductHandler as listHandler,
  mswPath,
  serverErrorBody,
} from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { appHandlers, desktop, mobile, prepareStorage, withApp } from '../../shell/storySupport.tsx';
import ListPage from './ListPage.tsx';

const meta = {
  title: 'Pages/List',
  component: ListPage,
  decorators: [withApp],
  parameters: {
    route: `/category/${encodeURIComponent('อุปกรณ์คอมพิวเตอร์')}/${encodeURIComponent('ซีพียู')}`,
    msw: { handlers: [listHandler, ...appHandlers] },
  },
  beforeEach() {
    prepareStorage();
    asked.length = 0;
  },
} satisfies Meta<typeof ListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (canvas: HTMLElement, list: string) =>
  within(within(canvas).getByRole('list', { name: list }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

export const CategoryThaiDesktop: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('พบสินค้า 4 รายการ')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'ซีพียู' })).toBeVisible();
    // The server is asked for the category path as the address names it, price low to high, page 1.
    await expect(asked.at(-1)).toMatchObject({
      type: 'category_subcategory',
      dataFilter: 'อุปกรณ์คอมพิวเตอร์/ซีพียู',
      sort: 'price_asc',
      page: 1,
    });
    const names = cardNames(canvasElement, 'ซีพียู');
    await expect(names).toEqual([
      'AMD Ryzen 5 7600X',
      'Intel Core i5-14600K',
      'Intel Core Ultra 7 265K',
      'AMD Ryzen 7 9800X3D',
    ]);
    // The section tabs are the children of the category, by their names in the language shown.
    const sections = canvas.getByRole('navigation', { name: 'หมวดหมู่ย่อย' });
    await expect(within(sections).getByRole('link', { name: 'AMD' })).toHaveAttribute(
      'href',
      `/category/${encodeURIComponent('อุปกรณ์คอมพิวเตอร์')}/${encodeURIComponent('ซีพียู')}/AMD`,
    );
    await expect(within(sections).getAllByRole('link')).toHaveLength(2);
  },
};

export const BrandFilterAndPriceOrder: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('4 products')).toBeVisible();
    // The first group (the category) is open from the start; the brands open on demand.
    await expect(canvas.getByRole('checkbox', { name: 'CPU (4)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Brand' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Intel (2)' }));
    await waitFor(() => expect(asked.at(-1)?.brands).toEqual(['intel']));
    await expect(await canvas.findByText('2 products')).toBeVisible();
    await expect(cardNames(canvasElement, 'CPU')).toEqual([
      'Intel Core i5-14600K',
      'Intel Core Ultra 7 265K',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Price: low to high' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: 'price_desc', brands: ['intel'] }));
    await waitFor(() =>
      expect(cardNames(canvasElement, 'CPU')).toEqual(['Intel Core Ultra 7 265K', 'Intel Core i5-14600K']),
    );
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const BrandEnglishPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: { route: '/brand/ASUS' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ASUS' })).toBeVisible();
    await expect(await canvas.findByText('3 products')).toBeVisible();
    await expect(asked.at(-1)).toMatchObject({ type: 'brand', dataFilter: 'ASUS' });
    // On a phone the filters open in a drawer.
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter Products' });
    await expect(within(drawer).getByRole('button', { name: 'Brand' })).toBeVisible();
    // Its button closes it on the results the filters leave.
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Show 3 products' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('3 products')).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        http.post(mswPath('/list-product'), async () => {
          await delay('infinite');
          return HttpResponse.json(
            envelope(listAnswer({ type: 'category', dataFilter: 'cpu', page: 1, pageSize: 20 })),
          );
        }),
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('กำลังโหลดสินค้า…');
    await expect(canvas.queryByText(/พบสินค้า/)).toBeNull();
  },
};

export const EmptyAfterFilters: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    // A shared link with a filter that leaves nothing.
    route: `/category/${encodeURIComponent('อุปกรณ์คอมพิวเตอร์')}/${encodeURIComponent('ซีพียู')}?brand=asus`,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('ไม่พบสินค้า')).toBeVisible();
    await expect(canvas.getByText('ไม่มีสินค้าที่ตรงกับตัวกรอง ลองเปลี่ยนหรือล้างตัวกรอง')).toBeVisible();
    const [clear] = canvas.getAllByRole('button', { name: 'ล้างตัวกรอง' });
    await userEvent.click(clear as HTMLElement);
    await expect(await canvas.findByText('พบสินค้า 4 รายการ')).toBeVisible();
    await expect(asked.at(-1)?.brands).toBeUndefined();
  },
};

export const LoadErrorWithRetry: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.post(mswPath('/list-product'), () => HttpResponse.json(serverErrorBody, { status: 500 }), {
          once: true,
        }),
        listHandler,
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Could not load the products')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('4 products')).toBeVisible();
  },
};

export const UnknownCategory: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { route: '/category/no-such-category' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  },
};

export const SearchResultsThaiPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: { route: '/search?q=RTX' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ผลการค้นหา “RTX”' })).toBeVisible();
    await expect(await canvas.findByText('พบสินค้า 3 รายการ')).toBeVisible();
    await expect(asked.at(-1)).toMatchObject({
      type: 'search',
      dataFilter: 'RTX',
      sort: 'price_asc',
      page: 1,
    });
    await expect(cardNames(canvasElement, 'ผลการค้นหา “RTX”')).toHaveLength(3);
    // The same filters as any list, in a drawer on a phone.
    await userEvent.click(canvas.getByRole('button', { name: 'ตัวกรอง' }));
    const drawer = await screen.findByRole('dialog', { name: 'กรองสินค้า' });
    await expect(within(drawer).getByRole('button', { name: 'แบรนด์' })).toBeVisible();
  },
};

export const SearchResultsEnglishDesktop: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { route: '/search?q=RTX&sort=price_desc' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('3 products')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results for “RTX”' })).toBeVisible();
    // The order of a shared link is kept, and the term stays with every change.
    await expect(asked.at(-1)).toMatchObject({ type: 'search', dataFilter: 'RTX', sort: 'price_desc' });
    await expect(cardNames(canvasElement, 'Results for “RTX”')[0]).toBe(
      'ASUS GeForce RTX 5090 TUF GAMING 32GB',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Brand' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'MSI (1)' }));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ type: 'search', dataFilter: 'RTX', brands: ['msi'] }),
    );
    await expect(await canvas.findByText('1 product')).toBeVisible();
  },
};

export const SearchNoResultsEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { route: '/search?q=zzzz' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results for “zzzz”')).toBeVisible();
    await expect(canvas.getByText(/Check the spelling/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See computer sets' })).toHaveAttribute('href', '/comset');
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
};

export const SearchNoResultsThaiPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: { route: `/search?q=${encodeURIComponent('ไม่มีสินค้านี้')}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ไม่พบสินค้าสำหรับ “ไม่มีสินค้านี้”')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ดูคอมเซ็ต' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'ตัวกรอง' })).toBeNull();
  },
};
