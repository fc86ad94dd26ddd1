import type { components } from '@probuild/api-client';
import { envelope, getHandler, getVariants } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { appHandlers, desktop, mobile, prepareStorage, withApp } from '../../shell/storySupport.tsx';
import LegalPage from './LegalPage.tsx';

type LegalPageData = components['schemas']['LegalPage'];

const terms: LegalPageData = {
  slug: 'terms',
  title: { th: 'ข้อกำหนดและเงื่อนไขการใช้บริการ', en: 'Terms and conditions' },
  effectiveDate: '2024-12-15',
  sections: [
    {
      heading: { th: 'การสั่งซื้อสินค้า', en: 'Ordering' },
      body: {
        th: 'คำสั่งซื้อจะสมบูรณ์เมื่อร้านได้รับชำระเงินครบถ้วน\n\nราคาสินค้าเป็นไปตามที่แสดงในวันที่สั่งซื้อ',
        en: 'An order is complete once the shop has been paid in full.\n\nPrices are those shown on the day of the order.',
      },
    },
    {
      heading: { th: 'ข้อจำกัดความรับผิด', en: 'Limitation of liability' },
      body: {
        th: 'ความรับผิดของร้านไม่เกินยอดที่ลูกค้าชำระในระยะเวลา 12 เดือนล่าสุด',
        en: 'The shop’s liability is limited to the payments of the last 12 months.',
      },
    },
  ],
};

const legalVariants = getVariants('/pages/legal/{slug}', envelope(terms));

const meta = {
  title: 'Pages/Legal',
  component: LegalPage,
  decorators: [withApp],
  parameters: { route: '/terms', msw: { handlers: [legalVariants.ok, ...appHandlers] } },
  beforeEach() {
    prepareStorage();
  },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TermsThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'ข้อกำหนดและเงื่อนไขการใช้บริการ' }),
    ).toBeVisible();
    await expect(canvas.getByText('มีผลตั้งแต่วันที่ 15 ธันวาคม 2567')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ข้อจำกัดความรับผิด' })).toHaveAttribute('href', '#terms-2');
    await expect(canvas.getByText('ราคาสินค้าเป็นไปตามที่แสดงในวันที่สั่งซื้อ')).toBeVisible();
  },
};

export const CookiePolicyEnglishPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: {
    route: '/privacy',
    msw: {
      handlers: [
        getHandler('/pages/legal/{slug}', ({ params }) =>
          HttpResponse.json(
            envelope({
              ...terms,
              slug: 'privacy',
              title: { th: 'นโยบายคุกกี้', en: `Cookie policy (${String(params.slug)})` },
            }),
          ),
        ),
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    // The route asks for the cookie policy.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Cookie policy (privacy)' }),
    ).toBeVisible();
    await expect(canvas.getByText('In effect from 15 December 2024')).toBeVisible();
  },
};

const cookiePolicy = getHandler('/pages/legal/{slug}', () =>
  HttpResponse.json(envelope({ ...terms, slug: 'privacy', title: { th: 'นโยบายคุกกี้', en: 'Cookie policy' } })),
);

export const CookiePolicyResetsTheChoice: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: { route: '/privacy', msw: { handlers: [cookiePolicy, ...appHandlers] } },
  play: async ({ canvas, userEvent }) => {
    const choice = await canvas.findByRole('region', { name: 'การตั้งค่าคุกกี้ของคุณ' });
    await expect(choice).toHaveTextContent('ขณะนี้คุณยอมรับการใช้คุกกี้');
    await userEvent.click(canvas.getByRole('button', { name: 'ล้างการตั้งค่าคุกกี้' }));
    await expect(localStorage.getItem('cookiesAccepted')).toBeNull();
    await expect(choice).toHaveTextContent('คุณยังไม่ได้เลือกการตั้งค่าคุกกี้');
    // As on a first visit, the consent dialog asks again; declining is remembered and shown here.
    const dialog = await screen.findByRole('dialog', { name: 'เว็บไซต์นี้ใช้คุกกี้' }, { timeout: 3_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ปฏิเสธ' }));
    await expect(localStorage.getItem('cookiesDeclined')).toBe('true');
    await waitFor(() => expect(choice).toHaveTextContent('ขณะนี้คุณปฏิเสธการใช้คุกกี้'));
  },
};

export const CookiePolicyChangeChoiceEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: { route: '/privacy', msw: { handlers: [cookiePolicy, ...appHandlers] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change my choice' }));
    const dialog = await screen.findByRole('dialog', { name: 'This site uses cookies' });
    await expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeVisible();
  },
};

export const LoadErrorWithRetry: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: { msw: { handlers: [legalVariants.error, ...appHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาดในการดึงข้อมูล');
    await expect(canvas.getByRole('button', { name: 'ลองใหม่' })).toBeEnabled();
  },
};
