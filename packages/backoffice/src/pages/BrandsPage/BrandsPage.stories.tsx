import { type BackofficeComponents, mswBackofficePath } from '@probuild/api-client/backoffice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, within } from 'storybook/test';
import {
  backofficeHandlers,
  desktop,
  mobile,
  ok,
  refused,
  sent,
  withBackoffice,
} from '../../storySupport.tsx';
import { BrandsPage } from './BrandsPage.tsx';
import fixture from './brands.fixture.json';

type Brand = BackofficeComponents['schemas']['Brand'];
const brands: Brand[] = fixture.brands;
// Colours as an editor types them (data, so kept out of the code's strings).
const { typed } = fixture;

// `nzxt` is listed as unused, but a product took it meanwhile: the server refuses its deletion.
const brandHandlers = [
  http.get(mswBackofficePath('/brands'), () => ok(brands)),
  http.post(mswBackofficePath('/brands'), async ({ request }) => {
    const body = (await request.json()) as { key: string; name: string; color: string };
    sent.push({ path: '/brands', body });
    if (body.key === 'asus') return refused(409, 'BRAND_KEY_EXISTS');
    return ok({ ...body, logo: `/images/brands/${body.key}.svg`, productCount: 0 }, 201);
  }),
  http.put(mswBackofficePath('/brands/{brandKey}'), async ({ request, params }) => {
    const body = (await request.json()) as { name: string; color: string };
    sent.push({ path: `/brands/${String(params.brandKey)}`, body });
    const brand = brands.find((item) => item.key === params.brandKey);
    return brand ? ok({ ...brand, ...body }) : refused(404, 'BRAND_NOT_FOUND');
  }),
  http.delete(mswBackofficePath('/brands/{brandKey}'), ({ params }) => {
    sent.push({ path: `/brands/${String(params.brandKey)}`, body: null });
    return params.brandKey === 'nzxt' ? refused(409, 'BRAND_IN_USE') : ok(null);
  }),
];

/** The colour a CSS colour value computes to in this browser. */
function computedColour(value: string) {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

const meta = {
  title: 'Back office/Brands',
  component: BrandsPage,
  decorators: [withBackoffice],
  parameters: {
    route: '/brands',
    token: 'editor-token',
    msw: { handlers: [...brandHandlers, ...backofficeHandlers] },
  },
} satisfies Meta<typeof BrandsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'แบรนด์' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'แบรนด์' });
    await within(table).findByText('Cooler Master');
    await expect(within(table).getByText('42')).toBeVisible();
    // Each colour shows as a sample beside its code; the code stays the text that says it.
    const asus = brands[0] as Brand;
    const code = within(table).getByText(asus.color);
    const sample = code.previousElementSibling as HTMLElement;
    await expect(sample).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(sample).backgroundColor).toBe(computedColour(asus.color));
    // A brand with products cannot be deleted; an unused one can.
    await expect(within(table).queryByRole('button', { name: 'ลบ ASUS' })).toBeNull();
    await expect(within(table).getByRole('button', { name: 'ลบ ZOTAC' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'แบรนด์' })).toHaveAttribute('aria-current', 'page');
  },
};

export const CreateEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New brand' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New brand' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save brand' }));
    await expect(
      await dialog.findByText('Use lower-case letters, digits and single dashes only'),
    ).toBeVisible();
    await expect(dialog.getByText('Please enter the brand’s name')).toBeVisible();
    await expect(dialog.getByText('Write the colour as # and six hex digits (#RRGGBB)')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Key'), 'asus');
    await userEvent.type(dialog.getByLabelText('Name'), 'Fractal Design');
    await userEvent.type(dialog.getByLabelText('Accent colour'), '1A1A1A');
    await userEvent.click(dialog.getByRole('button', { name: 'Save brand' }));
    // The server knows the key already: the message shows at the key, and nothing typed is lost.
    await expect(await dialog.findByText('A brand already has this key')).toBeVisible();
    await expect(dialog.getByLabelText('Name')).toHaveValue('Fractal Design');
    await userEvent.clear(dialog.getByLabelText('Key'));
    await userEvent.type(dialog.getByLabelText('Key'), 'fractal-design');
    await userEvent.click(dialog.getByRole('button', { name: 'Save brand' }));
    await expect(
      await canvas.findByText('Brand Fractal Design saved. Its logo is drawn from its name and colour.'),
    ).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/brands',
      body: { key: 'fractal-design', name: 'Fractal Design', color: typed.fractal },
    });
  },
};

export const EditOnAPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'แบรนด์' });
    await userEvent.click(await within(table).findByRole('button', { name: 'แก้ไข Cooler Master' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'แก้ไขแบรนด์ Cooler Master' }));
    await expect(dialog.queryByLabelText('คีย์')).toBeNull();
    await userEvent.clear(dialog.getByLabelText('สีประจำแบรนด์'));
    await userEvent.type(dialog.getByLabelText('สีประจำแบรนด์'), 'purple');
    await userEvent.click(dialog.getByRole('button', { name: 'บันทึกแบรนด์' }));
    await expect(await dialog.findByText('เขียนสีเป็น # ตามด้วยเลขฐานสิบหก 6 หลัก (#RRGGBB)')).toBeVisible();
    await expect(sent).toEqual([]);
    await userEvent.clear(dialog.getByLabelText('สีประจำแบรนด์'));
    await userEvent.type(dialog.getByLabelText('สีประจำแบรนด์'), typed.purpleLower);
    await userEvent.clear(dialog.getByLabelText('ชื่อ'));
    await userEvent.type(dialog.getByLabelText('ชื่อ'), 'CoolerMaster');
    await userEvent.click(dialog.getByRole('button', { name: 'บันทึกแบรนด์' }));
    await expect(
      await canvas.findByText('บันทึกแบรนด์ CoolerMaster แล้ว โลโก้วาดจากชื่อและสีของแบรนด์'),
    ).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/brands/cooler-master',
      body: { name: 'CoolerMaster', color: typed.purpleUpper },
    });
  },
};

export const DeleteOnAPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Brands' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Delete NZXT' }));
    await expect(
      await canvas.findByText('Products still carry this brand: move them to another brand first'),
    ).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Delete ZOTAC' }));
    await expect(await canvas.findByText('Brand zotac deleted')).toBeVisible();
    await expect(sent).toEqual([
      { path: '/brands/nzxt', body: null },
      { path: '/brands/zotac', body: null },
    ]);
  },
};

export const PackerIsRefusedEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { token: 'packer-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your role may not do this')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Brands' })).toBeNull();
  },
};

export const ListFailsOnAPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    msw: {
      handlers: [http.get(mswBackofficePath('/brands'), () => HttpResponse.error()), ...backofficeHandlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  },
};
