import type { components } from '@probuild/api-client';
import { envelope, getHandler, getVariants, mswPath, products } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { appHandlers, desktop, mobile, prepareStorage, somchai, withApp } from '../../shell/storySupport.tsx';
import { contentPictures } from '../home/storySupport.tsx';
import CartPage from './CartPage.tsx';
import type { Cart, ShippingAddress } from './cartTypes.ts';

type OrderDraft = components['schemas']['OrderDraft'];

const line = (index: number, quantity: number): Cart['items'][number] => {
  const product = products[index];
  if (!product) throw new Error(`No product fixture ${index}`);
  const unitPrice = product.salePrice ?? product.price;
  return {
    _id: `line-${index}`,
    product: { _id: product._id, sku: product.sku, name: product.name, images: product.images },
    unitPrice,
    quantity,
    note: '',
    selectedColor: null,
    totalPrice: unitPrice * quantity,
    configuration: null,
    bundleOf: null,
    maxQuantity: 10,
  };
};
const items = [line(0, 1), line(1, 2)];
const cart: Cart = {
  _id: 'cart-1',
  customerId: somchai._id,
  items,
  itemCount: 3,
  subtotal: items.reduce((sum, item) => sum + item.totalPrice, 0),
  updatedAt: '2025-02-01T10:00:00Z',
};
const home: ShippingAddress = {
  _id: 'address-1',
  customerId: somchai._id,
  type: 'person',
  prefix: 'mr',
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  idCard: '1103700123458',
  phone: '081-234-5678',
  companyName: null,
  branch: null,
  taxId: null,
  address: {
    province: 'เชียงใหม่',
    district: 'เมืองเชียงใหม่',
    tambon: 'ศรีภูมิ',
    postcode: '50200',
    additionalDetails: '12/3 ถ.มูลเมือง',
  },
  isDefault: true,
  addressTypes: ['shipping', 'taxInvoice'],
  addressType: 'both',
  fullName: 'นายสมชาย ใจดี',
  fullAddress: 'ต.ศรีภูมิ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200',
  createdAt: '2025-01-15T03:20:00Z',
  updatedAt: '2025-01-15T03:20:00Z',
};

const cartVariants = getVariants('/cart/{customerId}', envelope(cart));
const emptyCart = getHandler('/cart/{customerId}', () =>
  HttpResponse.json(envelope({ ...cart, items: [], itemCount: 0, subtotal: 0 })),
);
const addresses = getHandler('/shipping-addresses/customer/{customerId}', () =>
  HttpResponse.json(envelope([home])),
);
const draft = http.post(mswPath('/orders/draft'), () =>
  HttpResponse.json(
    envelope({
      cartId: cart._id,
      items: [],
      shippingAddress: home,
      taxInvoiceAddress: home,
      shippingMethod: 'normal',
      pricing: {
        subtotal: cart.subtotal,
        shipping: 0,
        discount: 0,
        total: cart.subtotal,
        priceBeforeTax: 1_000_000,
        vat: 70_000,
      },
      discount: { applied: false, code: null, value: 0 },
      customer: {
        _id: somchai._id,
        firstName: somchai.firstName,
        lastName: somchai.lastName,
        email: somchai.email,
        phone: somchai.phone,
      },
      metadata: { timestamp: '2025-02-01T10:00:00Z', step: 3, wantTaxInvoice: true },
    } satisfies OrderDraft),
  ),
);
const cartHandlers = [cartVariants.ok, addresses, draft, contentPictures, ...appHandlers];

const meta = {
  title: 'Pages/Cart',
  component: CartPage,
  decorators: [withApp],
  parameters: { route: '/cart', msw: { handlers: cartHandlers } },
  beforeEach() {
    prepareStorage({ signedIn: true });
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('สินค้า 2 รายการ')).toBeVisible();
    await expect(canvas.getAllByText('รับประกัน 2 ปี')).toHaveLength(2);
    // Nothing to save until a note is typed.
    for (const save of canvas.getAllByRole('button', { name: 'บันทึกหมายเหตุ' }))
      await expect(save).toBeDisabled();
  },
};

export const ShippingStepEnglishPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    // The default address is chosen for shipping and for the tax invoice.
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('radio', { name: /นายสมชาย ใจดี/ })
          .map((radio) => radio.getAttribute('aria-checked')),
      ).toEqual(['true', 'true']),
    );
    await expect(canvas.getByRole('checkbox', { name: 'Request Tax Invoice' })).toBeChecked();
  },
};

export const PaymentStepThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ดำเนินการต่อ' }));
    // The default address is chosen for shipping and for the tax invoice.
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('radio', { name: /นายสมชาย ใจดี/ })
          .map((radio) => radio.getAttribute('aria-checked')),
      ).toEqual(['true', 'true']),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'ดำเนินการต่อ' }));
    await expect(await canvas.findByText('ภาษีมูลค่าเพิ่ม 7%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^ชำระเงิน/ }));
    await expect(await canvas.findByText('กรุณาเลือกช่องทางการชำระเงินก่อนดำเนินการ')).toBeVisible();
  },
};

export const Empty: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: { msw: { handlers: [emptyCart, ...cartHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ตะกร้าสินค้าของคุณว่างเปล่า')).toBeVisible();
  },
};

export const LoadErrorWithRetry: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { msw: { handlers: [cartVariants.error, ...cartHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Loading: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: { msw: { handlers: [cartVariants.loading, ...cartHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('กำลังโหลดตะกร้าสินค้า…')).toBeVisible();
  },
};
