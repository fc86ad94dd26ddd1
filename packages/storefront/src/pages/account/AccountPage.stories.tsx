import { type components, STORAGE_KEYS } from '@probuild/api-client';
import { chiangMaiAddress, envelope, getHandler, mswPath } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { addressPickerHandlers } from '../../shell/AddressPicker/addressPicker.fixture.ts';
import {
  appHandlers,
  customerHandlers,
  desktop,
  mobile,
  prepareStorage,
  somchai,
  withApp,
} from '../../shell/storySupport.tsx';
import AccountPage from './AccountPage.tsx';

type ShippingAddress = components['schemas']['ShippingAddress'];

const chiangMaiHome: ShippingAddress = {
  ...chiangMaiAddress,
  _id: 'a-home',
  customerId: somchai._id,
  idCard: '1103700123458',
  phone: '0812345678',
};
const bangkokOffice: ShippingAddress = {
  ...chiangMaiHome,
  _id: 'a-office',
  type: 'company',
  prefix: null,
  firstName: null,
  lastName: null,
  idCard: null,
  phone: '021234567',
  companyName: 'บริษัท โปรบิลด์ จำกัด',
  branch: '00000',
  taxId: '0105561234560',
  address: {
    province: 'กรุงเทพมหานคร',
    district: 'ปทุมวัน',
    tambon: 'ลุมพินี',
    postcode: '10330',
    // Saved before addresses had a line: shown as it was, and the form asks for one when it is edited.
    line: null,
    additionalDetails: '',
  },
  isDefault: false,
  addressTypes: ['shipping', 'taxInvoice'],
  addressType: 'both',
  fullName: 'บริษัท โปรบิลด์ จำกัด (สำนักงานใหญ่)',
  fullAddress: 'แขวงลุมพินี เขตปทุมวัน กรุงเทพมหานคร 10330',
};

const listOf = (addresses: ShippingAddress[]) =>
  getHandler('/shipping-addresses/customer/{customerId}', () => HttpResponse.json(envelope(addresses)));
const errorBody = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, code: 'INTERNAL_ERROR' }, { status });

const profileSaved = http.put(mswPath('/customers/profile'), async ({ request }) =>
  HttpResponse.json(envelope({ ...somchai, ...((await request.json()) as object) })),
);
const addressCalls: HttpHandler[] = [
  http.post(mswPath('/shipping-addresses/{customerId}'), () =>
    HttpResponse.json(envelope(bangkokOffice, 'address saved'), { status: 201 }),
  ),
  http.put(mswPath('/shipping-addresses/{addressId}'), () => HttpResponse.json(envelope(bangkokOffice))),
  http.delete(mswPath('/shipping-addresses/{id}'), () =>
    HttpResponse.json(envelope(null, 'deleted successfully')),
  ),
  ...addressPickerHandlers,
];

const meta = {
  title: 'Pages/Account',
  component: AccountPage,
  decorators: [withApp],
  parameters: {
    route: '/info',
    msw: {
      handlers: [listOf([chiangMaiHome, bangkokOffice]), profileSaved, ...addressCalls, ...appHandlers],
    },
  },
  beforeEach() {
    prepareStorage({ signedIn: true });
  },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the story on a remembered tab. */
const onTab = (tab: string) => () => {
  prepareStorage({ signedIn: true });
  localStorage.setItem(STORAGE_KEYS.accountTab, tab);
};

export const PersonalInfoReadOnlyThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ข้อมูลบัญชี' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'ข้อมูลส่วนตัว' })).toHaveAttribute('aria-selected', 'true');
    const firstName = await canvas.findByLabelText('ชื่อ');
    await waitFor(() => expect(firstName).toHaveValue('สมชาย'));
    await expect(firstName).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('อีเมล')).toHaveValue('somchai@example.com');
    // The initials avatar: first letters of first and last name (ใจดี → จ, the leading vowel skipped).
    await expect(canvas.getByText('สจ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'แก้ไข' })).toBeVisible();
  },
};

export const PersonalInfoEditAndCancelEnglishPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const firstName = await canvas.findByLabelText(/^First name/);
    await waitFor(() => expect(firstName).toHaveValue('สมชาย'));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(firstName).not.toHaveAttribute('readonly');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Somchai');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    // Cancel puts back what was saved and locks the fields again.
    await expect(firstName).toHaveValue('สมชาย');
    await expect(firstName).toHaveAttribute('readonly');
  },
};

export const PersonalInfoSaving: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        http.put(mswPath('/customers/profile'), async () => {
          await delay('infinite');
          return HttpResponse.json(envelope(somchai));
        }),
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'แก้ไข' }));
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึก' }));
    const saving = await canvas.findByRole('button', { name: /กำลังบันทึก/ });
    await expect(saving).toHaveAttribute('aria-busy', 'true');
    // Fields are locked while saving.
    await expect(canvas.getByLabelText(/^ชื่อ/)).toHaveAttribute('readonly');
  },
};

export const PersonalInfoErrors: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        http.put(mswPath('/customers/profile'), () => errorBody(500, 'Internal error')),
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'แก้ไข' }));
    const phone = canvas.getByLabelText(/^เบอร์โทรศัพท์/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึก' }));
    await expect(await canvas.findByText(/กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง/)).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, '0898765432');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึก' }));
    // A failed save keeps the edits and says so in a red box.
    await expect(await canvas.findByText('ไม่สามารถอัปเดตข้อมูลได้')).toBeVisible();
    await expect(phone).toHaveValue('0898765432');
  },
};

/** A new email the shop may not mail yet (mail over its limits): nothing is saved, and the form says so. */
export const PersonalInfoMailOverLimitsEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.put(mswPath('/customers/profile'), () =>
          HttpResponse.json(
            { success: false, message: 'over', code: 'TOO_MANY_MESSAGES' },
            { status: 429, headers: { 'retry-after': '1800' } },
          ),
        ),
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const email = canvas.getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'somchai.new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText(
        'We have sent as many emails and text messages as we can for now, so this was not done. Please try again later.',
      ),
    ).toBeVisible();
    // Still editing, with the edit kept for a later try.
    await expect(email).toHaveValue('somchai.new@example.com');
    await expect(email).not.toHaveAttribute('readonly');
  },
};

export const PersonalInfoLoadError: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: { msw: { handlers: [customerHandlers.profileError, ...appHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ไม่สามารถโหลดข้อมูลได้')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองใหม่' })).toBeEnabled();
  },
};

export const AddressListThai: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach: onTab('address'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'ที่อยู่' })).toHaveAttribute('aria-selected', 'true');
    const list = await canvas.findByRole('list', { name: 'ที่อยู่ที่บันทึกไว้' });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(2);
    await expect(within(cards[0] as HTMLElement).getByText('ค่าเริ่มต้น')).toBeVisible();
    await expect(within(cards[1] as HTMLElement).getByText('ที่อยู่ใบกำกับภาษี')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เพิ่มที่อยู่' })).toBeVisible();
  },
};

export const AddressListEnglishPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  beforeEach: onTab('address'),
  play: async ({ canvas }) => {
    // The prefix reads in the page's language.
    await expect(await canvas.findByRole('heading', { name: 'Mr สมชาย ใจดี' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add address' })).toBeVisible();
    // The tabs share the phone's width by their labels' lengths: each label stays on one line.
    for (const tab of canvas.getAllByRole('tab')) {
      const range = document.createRange();
      range.selectNodeContents(tab);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      await expect(lines.size, tab.textContent ?? '').toBe(1);
    }
  },
};

export const AddressEmpty: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach: onTab('address'),
  parameters: { msw: { handlers: [listOf([]), ...appHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ยังไม่มีที่อยู่ที่บันทึกไว้')).toBeVisible();
    await expect(canvas.getByText(/กดปุ่ม “เพิ่มที่อยู่”/)).toBeVisible();
  },
};

export const AddressLoadError: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach: onTab('address'),
  parameters: {
    msw: {
      handlers: [
        http.get(mswPath('/shipping-addresses/customer/{customerId}'), () => errorBody(500, '')),
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ไม่สามารถดึงข้อมูลที่อยู่ได้')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองใหม่' })).toBeEnabled();
  },
};

export const PersonFormThai: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach: onTab('address'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'เพิ่มที่อยู่' }));
    // The add button becomes a back button while the form is open.
    await expect(canvas.getByRole('button', { name: 'ย้อนกลับ' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'บุคคลธรรมดา' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'คำนำหน้า' })).toHaveTextContent('นาย');
    const details = canvas.getByLabelText(/^รายละเอียดเพิ่มเติม/);
    await userEvent.type(details, 'หมู่บ้านทดสอบ ซอย 5 ถนนนิมมานเหมินท์ แขวง');
    await expect((details as HTMLInputElement).value).toHaveLength(30);
    await expect(canvas.getByText('30/30 ตัวอักษร')).toBeVisible();
    // What the address is for: two checkboxes that say what each does.
    const shipping = canvas.getByRole('checkbox', { name: 'ใช้เป็นที่อยู่จัดส่งสินค้า' });
    const invoice = canvas.getByRole('checkbox', { name: 'ใช้เป็นที่อยู่ออกใบกำกับภาษี' });
    await expect(shipping).not.toBeChecked();
    await userEvent.click(shipping);
    await expect(shipping).toBeChecked();
    await expect(invoice).not.toBeChecked();
    await userEvent.type(canvas.getByLabelText(/^เลขบัตรประชาชน/), '1103700123457');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกที่อยู่' }));
    await expect(await canvas.findByText(/เลขบัตรประชาชนต้องมี 13 หลัก/)).toBeVisible();
    await expect(canvas.getAllByText('กรุณากรอกข้อมูลช่องนี้')).toHaveLength(3);
    await expect(canvas.getByText('กรุณาเลือกจังหวัด อำเภอ/เขต ตำบล/แขวง และรหัสไปรษณีย์')).toBeVisible();
    await expect(canvas.getByLabelText(/^บ้านเลขที่ หมู่บ้าน ซอย ถนน/)).toHaveAccessibleDescription(
      /กรุณากรอกบ้านเลขที่ และหมู่บ้าน ซอย หรือถนน/,
    );
  },
};

/** Fills a complete person address, its place by postcode search, as a shopper does. */
async function fillPersonAddress(
  canvas: ReturnType<typeof within>,
  userEvent: { click(element: Element): Promise<void>; type(element: Element, text: string): Promise<void> },
) {
  await userEvent.click(await canvas.findByRole('button', { name: 'เพิ่มที่อยู่' }));
  await userEvent.type(canvas.getByLabelText(/^ชื่อ/), 'สมหญิง');
  await userEvent.type(canvas.getByLabelText(/^นามสกุล/), 'รักดี');
  await userEvent.type(canvas.getByLabelText(/^เบอร์โทรศัพท์/), '0812345678');
  await userEvent.click(canvas.getByRole('button', { name: /เลือกที่อยู่/ }));
  const picker = within(await screen.findByRole('dialog'));
  await userEvent.type(picker.getByLabelText(/^ค้นหาตำบล/), '50200');
  await userEvent.click(await picker.findByRole('button', { name: /^ศรีภูมิ/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  await userEvent.type(canvas.getByLabelText(/^บ้านเลขที่/), '12/3 ถ.มูลเมือง');
}

/** A Thai address line longer than the 30 characters of the extra details. */
const LONG_THAI_LINE = '88/123 หมู่บ้านพฤกษา ซอยลาดพร้าว 101 ถนนลาดพร้าว';

export const AddAPersonAddress: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach: onTab('address'),
  play: async ({ canvas, userEvent }) => {
    await fillPersonAddress(canvas, userEvent);
    await expect(canvas.getByRole('button', { name: /ศรีภูมิ เมืองเชียงใหม่ เชียงใหม่ 50200/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกที่อยู่' }));
    // Saved: the form closes and the list shows again with the message.
    await expect(await canvas.findByText('บันทึกที่อยู่เรียบร้อยแล้ว')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'เพิ่มที่อยู่' })).toBeVisible();
  },
};

/** The address as the server answers it once saved with the long line. */
const longLineHome: ShippingAddress = {
  ...chiangMaiHome,
  prefix: 'ms',
  firstName: 'สมหญิง',
  lastName: 'รักดี',
  fullName: 'นางสาวสมหญิง รักดี',
  address: { ...chiangMaiHome.address, line: LONG_THAI_LINE, additionalDetails: 'ตึกสีฟ้า ชั้น 2' },
  fullAddress: `${LONG_THAI_LINE} ตึกสีฟ้า ชั้น 2 ต.ศรีภูมิ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200`,
};

/** What the last create call sent, for a story to read. */
const created: { body: { address?: { line?: string } } | null } = { body: null };

export const ThaiAddressLinePhone: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach() {
    created.body = null;
    onTab('address')();
  },
  parameters: {
    msw: {
      handlers: [
        getHandler('/shipping-addresses/customer/{customerId}', () =>
          HttpResponse.json(envelope(created.body ? [longLineHome] : [])),
        ),
        http.post(mswPath('/shipping-addresses/{customerId}'), async ({ request }) => {
          created.body = (await request.json()) as typeof created.body;
          return HttpResponse.json(envelope(longLineHome, 'address saved'), { status: 201 });
        }),
        ...addressPickerHandlers,
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await fillPersonAddress(canvas, userEvent);
    const line = canvas.getByLabelText(/^บ้านเลขที่/);
    await userEvent.clear(line);
    await userEvent.type(line, LONG_THAI_LINE);
    // Every character is kept, well past the 30 of the extra details.
    await expect(line).toHaveValue(LONG_THAI_LINE);
    await userEvent.type(canvas.getByLabelText(/^รายละเอียดเพิ่มเติม/), 'ตึกสีฟ้า ชั้น 2');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกที่อยู่' }));
    await expect(await canvas.findByText('บันทึกที่อยู่เรียบร้อยแล้ว')).toBeVisible();
    await expect(created.body?.address?.line).toBe(LONG_THAI_LINE);
    // The saved address shows the whole line.
    await expect(await canvas.findByText(new RegExp(`^${LONG_THAI_LINE} ตึกสีฟ้า ชั้น 2`))).toBeVisible();
  },
};

export const AddressSaving: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach: onTab('address'),
  parameters: {
    msw: {
      handlers: [
        listOf([]),
        http.post(mswPath('/shipping-addresses/{customerId}'), async () => {
          await delay('infinite');
          return HttpResponse.json(envelope(chiangMaiHome), { status: 201 });
        }),
        ...addressPickerHandlers,
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await fillPersonAddress(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกที่อยู่' }));
    await expect(await canvas.findByRole('button', { name: /กำลังบันทึก/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // Every field is locked while saving.
    await expect(canvas.getByLabelText(/^ชื่อ/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'ย้อนกลับ' })).toBeDisabled();
  },
};

export const AddressSaveFailed: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach: onTab('address'),
  parameters: {
    msw: {
      handlers: [
        listOf([]),
        http.post(mswPath('/shipping-addresses/{customerId}'), () => errorBody(500, '')),
        ...addressPickerHandlers,
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await fillPersonAddress(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกที่อยู่' }));
    // The form stays open with what was typed, and says so.
    await expect(await canvas.findByText('เกิดข้อผิดพลาดในการบันทึก กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(canvas.getByLabelText(/^ชื่อ/)).toHaveValue('สมหญิง');
  },
};

export const CompanyFormEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach: onTab('address'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add address' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Company' }));
    await expect(canvas.getByRole('radio', { name: 'Head office' })).toBeChecked();
    await userEvent.type(canvas.getByLabelText(/^Company name/), 'ProBuild Co., Ltd.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Branch' }));
    await userEvent.type(canvas.getByLabelText(/^Branch number/), '12');
    await userEvent.type(canvas.getByLabelText(/^Tax ID/), '0105561234567');
    await userEvent.type(canvas.getByLabelText(/^Phone/), '0112345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Enter the 5-digit branch number')).toBeVisible();
    await expect(canvas.getByText(/A tax ID has 13 digits/)).toBeVisible();
    await expect(canvas.getByText(/Enter a Thai phone number/)).toBeVisible();
    await expect(canvas.getByLabelText(/^House no\., village, soi, road/)).toHaveAccessibleDescription(
      /Please enter the house number and the village, soi or road/,
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check the fields marked in red');
  },
};

export const EditLoadsTheCompany: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach: onTab('address'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'แก้ไขที่อยู่ของ บริษัท โปรบิลด์ จำกัด (สำนักงานใหญ่)' }),
    );
    await expect(await canvas.findByText('โหลดข้อมูลที่อยู่เข้าสู่ฟอร์มแก้ไขแล้ว')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'นิติบุคคล' })).toBeChecked();
    await expect(canvas.getByLabelText(/^เลขประจำตัวผู้เสียภาษี/)).toHaveValue('0105561234560');
    await expect(canvas.getByRole('button', { name: /ลุมพินี ปทุมวัน กรุงเทพมหานคร 10330/ })).toBeVisible();
    // Saved before addresses had a line, it is asked for now.
    const line = canvas.getByLabelText(/^บ้านเลขที่/);
    await expect(line).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกที่อยู่' }));
    await expect(line).toHaveAccessibleDescription(/กรุณากรอกบ้านเลขที่ และหมู่บ้าน ซอย หรือถนน/);
    await userEvent.type(line, '87 อาคารออลซีซั่นส์เพลส ถนนวิทยุ');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกที่อยู่' }));
    await expect(await canvas.findByText('แก้ไขที่อยู่เรียบร้อยแล้ว')).toBeVisible();
  },
};

export const LineAskedForEnglishPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  beforeEach: onTab('address'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Edit the address of บริษัท โปรบิลด์ จำกัด/ }),
    );
    const line = await canvas.findByLabelText(/^House no\., village, soi, road/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(line).toHaveAccessibleDescription(
      /Please enter the house number and the village, soi or road/,
    );
    await expect(line).toHaveAttribute('aria-invalid', 'true');
  },
};

export const DeleteAfterConfirming: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach: onTab('address'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ลบที่อยู่ของ นายสมชาย ใจดี' }));
    const confirm = await screen.findByRole('dialog', { name: 'ลบที่อยู่นี้?' });
    await expect(confirm).toHaveTextContent('นายสมชาย ใจดี');
    await userEvent.click(within(confirm).getByRole('button', { name: 'ลบ' }));
    await expect(await canvas.findByText('ลบที่อยู่เรียบร้อยแล้ว')).toBeVisible();
  },
};

export const DeleteRefused: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach: onTab('address'),
  parameters: {
    msw: {
      handlers: [
        listOf([chiangMaiHome]),
        http.delete(mswPath('/shipping-addresses/{id}'), () => errorBody(500, '')),
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Delete the address of/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Cannot delete address')).toBeVisible();
  },
};

export const OrderHistoryTab: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach: onTab('order-history'),
  parameters: {
    msw: {
      handlers: [
        getHandler('/orders', () =>
          HttpResponse.json(envelope({ items: [], total: 0, page: 1, pageSize: 10 })),
        ),
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Order history' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('heading', { name: 'Order history' })).toBeVisible();
  },
};
