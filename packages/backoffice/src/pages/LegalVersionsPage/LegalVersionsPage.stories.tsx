import { mswBackofficePath } from '@probuild/api-client/backoffice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { contentHandlers } from '../../contentStories.fixture.ts';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';
import { LegalVersionsPage } from './LegalVersionsPage.tsx';

const meta = {
  title: 'Back office/Legal versions',
  component: LegalVersionsPage,
  decorators: [withBackoffice],
  parameters: {
    route: '/content/legal',
    token: 'manager-token',
    msw: { handlers: [...contentHandlers, ...backofficeHandlers] },
  },
} satisfies Meta<typeof LegalVersionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VersionsThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ข้อกำหนดและนโยบาย' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'ข้อกำหนดและเงื่อนไข' });
    await within(table).findByText('มีผลอยู่');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('ตั้งเวลาไว้')).toBeVisible();
    await expect(within(table).getByText('ฉบับตั้งต้นของร้าน')).toBeVisible();
    // An earlier version stays readable in full.
    await userEvent.click(within(table).getByRole('button', { name: 'อ่าน 2024-12-15' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'ข้อกำหนดและเงื่อนไขการใช้บริการ' }));
    await expect(dialog.getByText('มีผลตั้งแต่ 15 ธันวาคม 2567')).toBeVisible();
    await expect(dialog.getByText('การจำกัดความรับผิด')).toBeVisible();
  },
};

export const PublishEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Terms and conditions' });
    await within(table).findByText('In effect');
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish a new version' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'A new version of the Terms and conditions' }),
    );
    // It starts from the text in effect.
    await expect(dialog.getByLabelText('Section 1 text (English)')).toHaveValue(
      'Using the site means accepting these terms (June)',
    );
    await userEvent.clear(dialog.getByLabelText('Section 2 text (English)'));
    await userEvent.clear(dialog.getByLabelText('Effective date'));
    await userEvent.type(dialog.getByLabelText('Effective date'), '2026-12-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expect(await dialog.findByText('Please enter the English text')).toBeVisible();
    await userEvent.type(
      dialog.getByLabelText('Section 2 text (English)'),
      'Limited to 12 months of payments.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expect(
      await dialog.findByText('A version already takes effect on this date; choose another date'),
    ).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Effective date'));
    await userEvent.type(dialog.getByLabelText('Effective date'), '2027-01-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Scheduled to take effect on Jan 1, 2027')).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/legal/terms/versions',
      body: expect.objectContaining({
        effectiveDate: '2027-01-01',
        title: { th: 'ข้อกำหนดและเงื่อนไขการใช้บริการ', en: 'Terms and conditions' },
      }),
    });
  },
};

export const WithdrawOnAPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'นโยบายคุกกี้' }));
    const table = await canvas.findByRole('table', { name: 'นโยบายคุกกี้' });
    await userEvent.click(await within(table).findByRole('button', { name: 'ถอนฉบับนี้ 2026-12-01' }));
    await expect(await canvas.findByText('ถอนฉบับที่ตั้งเวลาไว้แล้ว')).toBeVisible();
    await expect(sent.at(-1)).toEqual({ path: '/legal/privacy/versions/2026-12-01', body: null });
  },
};

export const VersionsFailEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswBackofficePath('/legal/{slug}/versions'), () => HttpResponse.error()),
        ...contentHandlers,
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Cannot connect. Please check the internet and try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
