import { askedLists, handlers, listProductHandler } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { appHandlers, desktop, mobile, prepareStorage, withApp } from '../../shell/storySupport.tsx';
import ComsetPage from './ComsetPage.tsx';

const meta = {
  title: 'Pages/Computer sets',
  component: ComsetPage,
  decorators: [withApp],
  parameters: { route: '/comset', msw: { handlers: [listProductHandler, ...appHandlers] } },
  beforeEach() {
    prepareStorage();
    askedLists.length = 0;
  },
} satisfies Meta<typeof ComsetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sets by use under their tabs, each card a Buy Now into the product in computer-set mode. */
export const SetsByUseThaiDesktop: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    const tabs = await canvas.findByRole('navigation', { name: 'ประเภทคอมเซ็ต' });
    await expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['คอมเล่นเกม', 'คอมสตรีมเมอร์', 'คอมทำงาน']);
    const gaming = canvas.getByRole('region', { name: 'คอมเล่นเกม' });
    const links = within(gaming)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(links).toContain('/product/COMSET-GAMER-STARTER?section=comset');
    // The filter drawer is for phones: the wide page has none.
    await expect(canvas.queryByRole('button', { name: 'กรองสินค้า' })).toBeNull();
  },
};

/** On a phone the drawer counts the sets a choice leaves, and opens their list with the same filters. */
export const FilterDrawerEnglishPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Filter products' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Filter Products' }));
    await expect(await drawer.findByRole('button', { name: 'Show 4 sets' })).toBeEnabled();
    await expect(askedLists.at(-1)).toMatchObject({ type: 'category', dataFilter: 'comset' });
    await userEvent.click(drawer.getByRole('button', { name: 'Category' }));
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Gaming PCs (2)' }));
    await expect(await drawer.findByRole('button', { name: 'Show 2 sets' })).toBeEnabled();
    await expect(askedLists.at(-1)).toMatchObject({ categories: ['comset-gamer'] });
  },
};

/** Its button leads to the list page of the chosen sets, the filters in the address. */
export const FilterOpensTheList: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'กรองสินค้า' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'กรองสินค้า' }));
    await userEvent.click(await drawer.findByRole('button', { name: 'หมวดหมู่' }));
    await userEvent.click(drawer.getByRole('checkbox', { name: 'คอมทำงาน (1)' }));
    await userEvent.click(await drawer.findByRole('button', { name: 'ดูคอมเซ็ต 1 รายการ' }));
    await expect(await canvas.findByText('พบสินค้า 1 รายการ')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'คอมเซ็ต ProBuild Office' })).toBeVisible();
    // The list checks its cached answer again; the picture waits for it.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
};

export const Loading: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    msw: { handlers: [handlers.comsetSections.loading, handlers.comsetBanners.loading, ...appHandlers] },
  },
  play: async ({ canvas }) => {
    const sets = await canvas.findByRole('region', { name: 'คอมเซ็ตตามการใช้งาน' });
    await expect(within(sets).getByRole('status')).toBeVisible();
  },
};

export const NoSetsYet: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { msw: { handlers: [handlers.comsetSections.empty, ...appHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No computer sets yet')).toBeVisible();
  },
};

export const SetsFailWithRetry: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: { msw: { handlers: [handlers.comsetSections.error, ...appHandlers] } },
  play: async ({ canvas }) => {
    const sets = await canvas.findByRole('region', { name: 'คอมเซ็ตตามการใช้งาน' });
    await waitFor(() => expect(within(sets).getByRole('button')).toBeVisible());
  },
};
