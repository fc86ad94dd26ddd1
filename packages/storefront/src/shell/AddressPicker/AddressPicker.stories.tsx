import { mswPath } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { withStorefront } from '../../content/storySupport.tsx';
import { AddressPicker, type AddressPickerProps, type PickedAddress } from './AddressPicker.tsx';
import { addressPickerHandlers } from './addressPicker.fixture.ts';

const nothing: PickedAddress = { province: '', district: '', tambon: '', postcode: '' };

/** The picker in a form that keeps what it reports, as the address form does. */
function PickerInForm({ value: initial, onChange, ...props }: AddressPickerProps) {
  const [value, setValue] = useState(initial);
  return (
    <AddressPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shell/Address picker',
  component: AddressPicker,
  decorators: [withStorefront],
  render: (args) => <PickerInForm {...args} />,
  args: { value: nothing, onChange: fn(), required: true },
  parameters: { msw: { handlers: addressPickerHandlers } },
} satisfies Meta<typeof AddressPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop1280', isRotated: false } };
const mobile = { viewport: { value: 'mobile375', isRotated: false } };
const picker = () => screen.findByRole('dialog');

export const StepByStepThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /เลือกที่อยู่/ }));
    const dialog = within(await picker());
    await userEvent.click(await dialog.findByRole('button', { name: 'เชียงใหม่' }));
    // Focus moves on to the district list that replaces the provinces.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'เมืองเชียงใหม่' })).toHaveFocus());
    await userEvent.click(await dialog.findByRole('button', { name: 'เมืองเชียงใหม่' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'ศรีภูมิ' }));
    const steps = dialog.getByRole('list', { name: 'ที่อยู่ที่เลือก' });
    await waitFor(() => expect(steps).toHaveTextContent('50200'));
    // Clearing the sub-district clears the postcode too, and lists the sub-districts again.
    await userEvent.click(dialog.getByRole('button', { name: 'ล้างตำบล/แขวง' }));
    await expect(steps).not.toHaveTextContent('50200');
    await userEvent.click(await dialog.findByRole('button', { name: 'พระสิงห์' }));
    await waitFor(() => expect(steps).toHaveTextContent('พระสิงห์'));
    await waitFor(() => expect(steps).toHaveTextContent('50200'));
    await userEvent.click(dialog.getByRole('button', { name: 'เสร็จสิ้น' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      province: 'เชียงใหม่',
      district: 'เมืองเชียงใหม่',
      tambon: 'พระสิงห์',
      postcode: '50200',
    });
    await expect(canvas.getByRole('button', { name: /พระสิงห์ เมืองเชียงใหม่ เชียงใหม่ 50200/ })).toBeVisible();
  },
};

export const PostcodeFillsAndClosesEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose the address/ }));
    const dialog = within(await picker());
    await userEvent.type(dialog.getByLabelText(/^Search a sub-district/), '10330');
    await userEvent.click(await dialog.findByRole('button', { name: /^Lumphini/ }));
    await expect(await dialog.findByText('Address filled in')).toBeVisible();
    // The picker stays open a moment with everything filled, then closes by itself.
    await expect(dialog.getByRole('list', { name: 'Your choice' })).toHaveTextContent('Bangkok');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(args.onChange).toHaveBeenCalledWith({
      province: 'กรุงเทพมหานคร',
      district: 'ปทุมวัน',
      tambon: 'ลุมพินี',
      postcode: '10330',
    });
  },
};

export const SearchNeedsTwoCharactersAndFindsNothing: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /เลือกที่อยู่/ }));
    const dialog = within(await picker());
    const search = dialog.getByLabelText(/^ค้นหาตำบล/);
    await userEvent.type(search, 'ก');
    // One character searches nothing: the province list stays.
    await expect(await dialog.findByRole('heading', { name: 'เลือกจังหวัด' })).toBeVisible();
    await userEvent.type(search, 'ข');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('ไม่พบผลลัพธ์สำหรับ "กข"');
  },
};

export const ProvincesConnectionError: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswPath('/addresses/provinces'), () => HttpResponse.error()),
        ...addressPickerHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose the address/ }));
    const dialog = within(await picker());
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Error fetching provinces');
  },
};

export const ChosenAddressPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  args: { value: { province: 'เชียงใหม่', district: 'เมืองเชียงใหม่', tambon: 'ศรีภูมิ', postcode: '50200' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /ศรีภูมิ เมืองเชียงใหม่ เชียงใหม่ 50200/ }));
    const dialog = within(await picker());
    const steps = dialog.getByRole('list', { name: 'ที่อยู่ที่เลือก' });
    await expect(steps).toHaveTextContent('ศรีภูมิ');
    // Clearing the province clears every step below it.
    await userEvent.click(dialog.getByRole('button', { name: 'ล้างจังหวัด' }));
    await expect(steps).not.toHaveTextContent('ศรีภูมิ');
    await expect(await dialog.findByRole('heading', { name: 'เลือกจังหวัด' })).toBeVisible();
    // The clear button went with the choice: focus is on the first province to choose again.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'กรุงเทพมหานคร' })).toHaveFocus());
  },
};
