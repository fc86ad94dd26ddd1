import type { components } from '@probuild/api-client';
import {
  chiangMaiAddress,
  productDetail as detail,
  envelope,
  getHandler,
  getVariants,
  mswPath,
  products,
} from '@probuild/api-client/mocks';
import { formatBaht } from '@probuild/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { appHandlers, desktop, mobile, prepareStorage, somchai, withApp } from '../../shell/storySupport.tsx';
import CartPage from './CartPage.tsx';
import type { Cart, ShippingAddress } from './cartTypes.ts';
import { forgetCheckoutProgress, keepCheckoutProgress } from './checkoutProgress.ts';

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
  ...chiangMaiAddress,
  customerId: somchai._id,
  idCard: '1103700123458',
  addressTypes: ['shipping', 'taxInvoice'],
  addressType: 'both',
  fullAddress: 'ต.ศรีภูมิ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200',
};

/** Eight lines, one unit each: the cart of a whole build. */
const eightLines = Array.from({ length: 8 }, (_, index) => line(index, 1));
const eightSubtotal = eightLines.reduce((sum, item) => sum + item.totalPrice, 0);

const cartVariants = getVariants('/cart/{customerId}', envelope(cart));
const emptyCart = getHandler('/cart/{customerId}', () =>
  HttpResponse.json(envelope({ ...cart, items: [], itemCount: 0, subtotal: 0 })),
);
const addresses = getHandler('/shipping-addresses/customer/{customerId}', () =>
  HttpResponse.json(envelope([home])),
);
/** The server's summary of the cart at step 3, for a total (the cart's subtotal unless said). */
const draftOf = (total: number = cart.subtotal): OrderDraft => ({
  cartId: cart._id,
  items: items.map((item) => ({
    productId: item.product._id,
    sku: item.product.sku,
    name: item.product.name,
    image: item.product.images[0] ?? null,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    totalPrice: item.totalPrice,
    note: item.note,
    selectedColor: item.selectedColor,
  })),
  shippingAddress: home,
  taxInvoiceAddress: home,
  shippingMethod: 'normal',
  pricing: {
    subtotal: total,
    shipping: 0,
    discount: 0,
    total,
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
});
const draft = http.post(mswPath('/orders/draft'), () => HttpResponse.json(envelope(draftOf())));
const noAddresses = getHandler('/shipping-addresses/customer/{customerId}', () =>
  HttpResponse.json(envelope([])),
);
/** The postcode look-up answers the one sub-district of 50200 the stories use. */
const addressLookups = [
  getHandler('/addresses/provinces', () =>
    HttpResponse.json(envelope([{ code: '50', name: { th: 'เชียงใหม่', en: 'Chiang Mai' } }])),
  ),
  getHandler('/addresses/search', () =>
    HttpResponse.json(
      envelope([
        {
          postCodeMain: '50200',
          province: { th: 'เชียงใหม่', en: 'Chiang Mai' },
          district: { th: 'เมืองเชียงใหม่', en: 'Mueang Chiang Mai' },
          tambon: { th: 'ศรีภูมิ', en: 'Si Phum' },
        },
      ]),
    ),
  ),
];
/** The first line holds more than the stock, the second is sold out. */
const overStockCart = getHandler('/cart/{customerId}', () =>
  HttpResponse.json(
    envelope({
      ...cart,
      items: [
        { ...line(0, 3), maxQuantity: 2 },
        { ...line(1, 1), maxQuantity: 0 },
      ],
    }),
  ),
);
/** A build the shop assembles: its parts, then the assembly as the server prices it. */
const assembledBuildCart = getHandler('/cart/{customerId}', () =>
  HttpResponse.json(
    envelope({
      ...cart,
      services: [
        { code: 'assembly' as const, name: { th: 'ประกอบโดยร้าน', en: 'Assembled by the shop' }, price: 0 },
      ],
    }),
  ),
);
/** The built-in test provider, which takes cards on its own page. */
const testProvider = http.get(mswPath('/payments/config'), () =>
  HttpResponse.json(envelope({ provider: 'test' as const, cardTokens: null })),
);
/** What completes the cart, as the server suggests it under every step. */
const related = getHandler('/cart/{customerId}/related', () =>
  HttpResponse.json(envelope({ relatedProducts: products.slice(2, 6) })),
);
const cartHandlers = [
  cartVariants.ok,
  related,
  addresses,
  draft,
  testProvider,
  ...addressLookups,
  ...appHandlers,
];

/** A shopper who left at step 3 with the home address (and it for the tax invoice unless said). */
function resumeAtPayment(
  paymentMethod: string,
  {
    shippingMethod = 'normal',
    wantTaxInvoice = true,
  }: { shippingMethod?: 'normal' | 'pickup'; wantTaxInvoice?: boolean } = {},
) {
  keepCheckoutProgress(sessionStorage, somchai._id, {
    step: 3,
    shippingMethod,
    shippingAddressId: home._id,
    wantTaxInvoice,
    taxInvoiceAddressId: wantTaxInvoice ? home._id : null,
    paymentMethod,
    discountCode: null,
  });
}

const meta = {
  title: 'Pages/Cart',
  component: CartPage,
  decorators: [withApp],
  parameters: { route: '/cart', msw: { handlers: cartHandlers } },
  beforeEach() {
    prepareStorage({ signedIn: true });
    forgetCheckoutProgress(sessionStorage);
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('สินค้า 2 รายการ')).toBeVisible();
    await expect(canvas.getAllByText('รับประกัน 2 ปี')).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'เพิ่มหมายเหตุ' })).toHaveLength(2);
  },
};

/** Quantity changes the server received in the story that counts them. */
let quantityChanges = 0;
export const RefusesQuantityBelowOne: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        http.put(mswPath('/cart/{cartId}/item/{productId}'), () => {
          quantityChanges += 1;
          return HttpResponse.json({ success: false, message: 'not expected' }, { status: 500 });
        }),
        ...cartHandlers,
      ],
    },
  },
  beforeEach() {
    quantityChanges = 0;
  },
  play: async ({ canvas, userEvent }) => {
    const [first] = await canvas.findAllByRole('spinbutton');
    if (!first) throw new Error('no quantity field');
    await waitFor(() => expect(first).toBeEnabled());
    await userEvent.click(first);
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // The line says why, and the server is not asked.
    await expect(await canvas.findByText('จำนวนสินค้าต้องมากกว่า 0')).toBeVisible();
    await expect(first).toHaveValue('1');
    await expect(quantityChanges).toBe(0);
  },
};

export const NoteEditor: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.put(mswPath('/cart/{cartId}/item/{productId}/note'), () =>
          HttpResponse.json(
            { success: false, message: 'Note too long for this line', code: 'BAD' },
            { status: 400 },
          ),
        ),
        ...cartHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const [add] = await canvas.findAllByRole('button', { name: /^Add a note/ });
    if (!add) throw new Error('no note button');
    await userEvent.click(add);
    const note = canvas.getByRole('textbox', { name: /^Note for/ });
    await userEvent.type(note, 'Gift wrap, please');
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    // A refusal with a code this client has no text for shows the spec's text, never the server's words;
    // what was typed stays.
    await expect(await canvas.findByText('Error saving the note')).toBeVisible();
    await expect(canvas.queryByText('Note too long for this line')).toBeNull();
    await expect(note).toHaveValue('Gift wrap, please');
  },
};

export const OutOfStock: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { msw: { handlers: [overStockCart, ...cartHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Only 2 units left in stock/)).toBeVisible();
    await expect(canvas.getByText(/Out of stock: remove this line/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(canvas.getByText('Fix the lines without enough stock to continue')).toBeVisible();
  },
};

/** A build sent from the builder for the shop to assemble: the assembly follows its parts. */
export const AssembledBuildPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: { msw: { handlers: [assembledBuildCart, ...cartHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('สินค้า 2 รายการ')).toBeVisible();
    const assembly = canvas.getByText('ประกอบโดยร้าน', { exact: true }).closest('li') as HTMLElement;
    // The server prices the assembly at 0: the shopper reads it as free.
    await expect(within(assembly).getByText('ฟรี')).toBeVisible();
    await expect(assembly).not.toHaveTextContent('฿0');
    const lines = within(assembly.closest('ul') as HTMLElement).getAllByRole('listitem');
    await expect(lines.at(-1)).toBe(assembly);
  },
};

/** A processor with its cooler at the bundle price: a second cooler would need a second processor. */
export const BundleAddOnLimitPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        getHandler('/cart/{customerId}', () => {
          const [main, addOn] = [line(0, 1), line(1, 1)];
          if (!main || !addOn) throw new Error('no lines');
          const items = [main, { ...addOn, bundleOf: main.product.sku }];
          return HttpResponse.json(
            envelope({ ...cart, items, itemCount: 2, subtotal: main.totalPrice + addOn.totalPrice }),
          );
        }),
        http.put(mswPath('/cart/{cartId}/item/{productId}'), () =>
          HttpResponse.json(
            { success: false, code: 'BUNDLE_LIMIT', message: 'comes at its bundle price once per CPU' },
            { status: 422 },
          ),
        ),
        ...cartHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const [, addOnPlus] = await canvas.findAllByRole('button', { name: 'เพิ่มจำนวน' });
    if (!addOnPlus) throw new Error('no quantity button on the add-on');
    await userEvent.click(addOnPlus);
    await expect(
      await canvas.findByText('ราคาชุดใช้ได้กับสินค้าเสริมหนึ่งชิ้นต่อสินค้าหลักหนึ่งชิ้น กรุณาเพิ่มจำนวนสินค้าหลักก่อน'),
    ).toBeVisible();
  },
};

/** A line at the most one customer may hold of its product: the server refuses one more. */
export const QuantityLimitEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.put(mswPath('/cart/{cartId}/item/{productId}'), () =>
          HttpResponse.json(
            { success: false, code: 'QUANTITY_LIMIT', message: 'You may hold at most 10 of …', limit: 10 },
            { status: 422 },
          ),
        ),
        ...cartHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const [, secondPlus] = await canvas.findAllByRole('button', { name: 'Increase quantity' });
    if (!secondPlus) throw new Error('no quantity button on the second line');
    await userEvent.click(secondPlus);
    await expect(
      await canvas.findByText(
        'You can have at most 10 of one product in your cart and unpaid orders together.',
      ),
    ).toBeVisible();
  },
};

export const NewAddressFromPostcode: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: { msw: { handlers: [noAddresses, ...cartHandlers] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ดำเนินการต่อ' }));
    await expect(await canvas.findByText(/ยังไม่มีที่อยู่ที่บันทึกไว้/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ดำเนินการต่อ' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มที่อยู่ใหม่' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^ชื่อ/ }), 'สมชาย');
    await userEvent.type(canvas.getByRole('textbox', { name: /^นามสกุล/ }), 'ใจดี');
    await userEvent.type(canvas.getByRole('textbox', { name: /^เบอร์โทรศัพท์/ }), '0812345678');
    // Saved without an area, the form says what is missing and sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกที่อยู่' }));
    await expect(await canvas.findByText('กรุณาเลือกจังหวัด อำเภอ/เขต ตำบล/แขวง และรหัสไปรษณีย์')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /เลือกที่อยู่/ }));
    const picker = await screen.findByRole('dialog', { name: 'เลือกที่อยู่' });
    await userEvent.type(within(picker).getByRole('textbox', { name: /ค้นหาตำบล/ }), '50200');
    await userEvent.click(await within(picker).findByRole('button', { name: /ศรีภูมิ/ }));
    await expect(within(picker).getByText('กรอกที่อยู่ให้แล้ว')).toBeVisible();
    // The picker closes by itself after a second, with all four filled in.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3_000 });
    await expect(canvas.getByText('ศรีภูมิ เมืองเชียงใหม่ เชียงใหม่ 50200')).toBeVisible();
    // The error goes with the mistake.
    await expect(canvas.queryByText('กรุณาเลือกจังหวัด อำเภอ/เขต ตำบล/แขวง และรหัสไปรษณีย์')).toBeNull();
  },
};

export const ResumesAtPaymentStep: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach() {
    resumeAtPayment('internet_banking', { shippingMethod: 'pickup' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('VAT 7%')).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'Internet banking' })).toBeChecked();
    // Internet banking asks for the bank.
    await expect(canvas.getByRole('combobox', { name: 'Bank' })).toBeVisible();
  },
};

export const TrueMoneyPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach() {
    resumeAtPayment('truemoney', { wantTaxInvoice: false });
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('ภาษีมูลค่าเพิ่ม 7%')).toBeVisible();
    const phone = canvas.getByRole('textbox', { name: /ทรูมันนี่/ });
    await userEvent.type(phone, '0812');
    await expect(canvas.getByRole('button', { name: /^ชำระเงิน/ })).toBeDisabled();
    await userEvent.type(phone, '345678');
    await expect(canvas.getByRole('button', { name: /^ชำระเงิน/ })).toBeEnabled();
  },
};

/**
 * A price rose between the summary and the press on Pay: the server refuses the order, and the
 * summary shows the new total before anything is charged.
 */
export const TotalChangedBeforePaying: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: (() => {
        let total = cart.subtotal;
        return [
          http.post(mswPath('/orders/draft'), () => HttpResponse.json(envelope(draftOf(total)))),
          http.post(mswPath('/orders'), () => {
            total = cart.subtotal + 100_000;
            return HttpResponse.json(
              { success: false, code: 'TOTAL_CHANGED', message: 'The total changed' },
              { status: 409 },
            );
          }),
          ...cartHandlers,
        ];
      })(),
    },
  },
  beforeEach() {
    resumeAtPayment('promptpay');
  },
  play: async ({ canvas, userEvent }) => {
    // The summary's total row: its term and the server's figure.
    const totalRow = () => canvas.getByText('Total', { selector: 'dt' }).parentElement;
    await waitFor(() => expect(totalRow()).toHaveTextContent(formatBaht(cart.subtotal)));
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByText(/^The total changed since you reviewed your order/)).toBeVisible();
    await waitFor(() => expect(totalRow()).toHaveTextContent(formatBaht(cart.subtotal + 100_000)));
  },
};

/**
 * A related product added from its quick view on step 3: the cart is read again with the new line and
 * the summary shows the server's new total, with nothing added up in the browser.
 */
export const RelatedProductAddedOnPaymentStep: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: (() => {
        const added = { ...line(2, 1), _id: 'line-2' };
        let lines = items;
        const subtotal = () => lines.reduce((sum, item) => sum + item.totalPrice, 0);
        return [
          getHandler('/cart/{customerId}', () =>
            HttpResponse.json(envelope({ ...cart, items: lines, subtotal: subtotal() })),
          ),
          getHandler('/web/product-detail/{sku}', () => HttpResponse.json(envelope(detail))),
          http.post(mswPath('/cart/add/{customerId}'), () => {
            lines = [...items, added];
            return HttpResponse.json(envelope({ ...cart, items: lines, subtotal: subtotal() }));
          }),
          http.post(mswPath('/orders/draft'), () => HttpResponse.json(envelope(draftOf(subtotal())))),
          ...cartHandlers,
        ];
      })(),
    },
  },
  beforeEach() {
    resumeAtPayment('promptpay');
  },
  play: async ({ canvas, userEvent }) => {
    const totalRow = () => canvas.getByText('Total', { selector: 'dt' }).parentElement;
    await waitFor(() => expect(totalRow()).toHaveTextContent(formatBaht(cart.subtotal)));
    const suggestions = within(await canvas.findByRole('region', { name: 'Related Products' }));
    const [first] = await suggestions.findAllByRole('button', { name: 'Quick view' });
    if (!first) throw new Error('No related product offers a quick view');
    await userEvent.click(first);
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add to Cart' }));
    await expect(await dialog.findByText('Product added to cart successfully')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const withNewLine = cart.subtotal + line(2, 1).totalPrice;
    await waitFor(() => expect(totalRow()).toHaveTextContent(formatBaht(withNewLine)));
  },
};

/** The provider's vault takes the card on step 3, so its fields come before Pay. */
const vaultConfig = http.get(mswPath('/payments/config'), () =>
  HttpResponse.json(
    envelope({
      provider: 'omise' as const,
      cardTokens: { url: 'https://vault.example.test/tokens', publicKey: 'pkey_test_story' },
    }),
  ),
);

/** A button the shopper can see and press: inside the screen, with nothing floating over it. */
async function expectInReach(button: HTMLElement) {
  const box = button.getBoundingClientRect();
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2]) {
    await expect(button.contains(document.elementFromPoint(x, box.top + box.height / 2))).toBe(true);
  }
}

/** Step 3 on a phone with the card's fields: Pay, with the server's total, stays in reach. */
export const PayInReachPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: { msw: { handlers: [vaultConfig, ...cartHandlers] } },
  beforeEach() {
    resumeAtPayment('credit_card');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/หมายเลขบัตร/)).toBeVisible();
    const pay = await canvas.findByRole('button', { name: `ชำระเงิน ${formatBaht(cart.subtotal)}` });
    await expectInReach(pay);
  },
};

/** What the card story's provider vault and shop API received. */
const cardStory = { vaultForms: [] as URLSearchParams[], shopBodies: [] as string[] };

/**
 * With Omise configured, the card is typed on step 3 and sent to the provider's vault from the
 * browser; the shop receives only the token.
 */
export const CardTokenisedAtTheVaultEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswPath('/payments/config'), () =>
          HttpResponse.json(
            envelope({
              provider: 'omise' as const,
              cardTokens: { url: 'https://vault.example.test/tokens', publicKey: 'pkey_test_story' },
            }),
          ),
        ),
        http.post('https://vault.example.test/tokens', async ({ request }) => {
          cardStory.vaultForms.push(new URLSearchParams(await request.text()));
          return HttpResponse.json({ object: 'token', id: 'tokn_test_vault_1' });
        }),
        http.post(mswPath('/orders'), async ({ request }) => {
          cardStory.shopBodies.push(await request.text());
          return HttpResponse.json(envelope({ orderNumber: 'PB-20261127-000042' }), { status: 201 });
        }),
        http.post(mswPath('/payments/checkout'), async ({ request }) => {
          cardStory.shopBodies.push(await request.text());
          return HttpResponse.json(
            { success: false, code: 'PAYMENT_FAILED', message: 'The payment failed: insufficient funds' },
            { status: 422 },
          );
        }),
        ...cartHandlers,
      ],
    },
  },
  beforeEach() {
    cardStory.vaultForms.length = 0;
    cardStory.shopBodies.length = 0;
    resumeAtPayment('credit_card', { wantTaxInvoice: false });
  },
  play: async ({ canvas, userEvent }) => {
    const number = await canvas.findByRole('textbox', { name: /Card number/ });
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Pay ฿/ })).toBeEnabled());
    // Pay with an incomplete card says what is wrong and sends nothing.
    await userEvent.type(number, '4242424242424241');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay ฿/ }));
    await expect(await canvas.findByText('Check the card number')).toBeVisible();
    await expect(canvas.getByText('Enter the name on the card')).toBeVisible();
    await expect(cardStory.vaultForms).toHaveLength(0);

    await userEvent.clear(number);
    await userEvent.type(number, '4242424242424242');
    await userEvent.type(canvas.getByRole('textbox', { name: /Name on card/ }), 'Somchai Jaidee');
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry date/ }), '1229');
    await userEvent.type(canvas.getByRole('textbox', { name: /Security code/ }), '123');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay ฿/ }));
    await expect(
      await canvas.findByText(/The payment failed, please try again or choose another method/),
    ).toBeVisible();
    await expect(cardStory.vaultForms.map((form) => form.get('card[number]'))).toEqual(['4242424242424242']);
    const [, checkoutBody] = cardStory.shopBodies;
    await expect(JSON.parse(checkoutBody ?? '{}')).toMatchObject({
      method: 'credit_card',
      cardToken: 'tokn_test_vault_1',
    });
    // The shop never receives the card's number or code.
    await expect(cardStory.shopBodies.some((body) => body.includes('4242') || body.includes('"123"'))).toBe(
      false,
    );
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
          .getAllByRole('radio', { name: /Mr สมชาย ใจดี/ })
          .map((radio) => radio.getAttribute('aria-checked')),
      ).toEqual(['true', 'true']),
    );
    await expect(canvas.getByRole('checkbox', { name: 'Request Tax Invoice' })).toBeChecked();
  },
};

/** An address saved with a name typed in English, as the server answers it (its name in Thai form). */
const wipa: ShippingAddress = {
  ...home,
  _id: 'address-wipa',
  prefix: 'ms',
  firstName: 'Wipa',
  lastName: 'Sukjai',
  isDefault: false,
  fullName: 'นางสาวWipa Sukjai',
};

/** The names on the English checkout read in English: the prefix chosen, then the name, spaced. */
export const AddressNamesEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        getHandler('/shipping-addresses/customer/{customerId}', () =>
          HttpResponse.json(envelope([home, wipa])),
        ),
        ...cartHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect((await canvas.findAllByRole('radio', { name: /^Ms Wipa Sukjai/ })).length).toBeGreaterThan(
      0,
    );
    await expect(canvas.queryByText(/นางสาวWipa/)).toBeNull();
    // A new address starts with the default prefix, named in the page's language.
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add a new address' })[0] as HTMLElement);
    const form = await canvas.findByRole('form', { name: 'New address' });
    await expect(within(form).getByRole('combobox', { name: 'Prefix' })).toHaveTextContent(/^Mr$/);
  },
};

/** In Thai a Thai name follows its prefix unspaced, and a name in Latin letters is spaced from it. */
export const AddressNamesThai: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: AddressNamesEnglish.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ดำเนินการต่อ' }));
    await expect(
      (await canvas.findAllByRole('radio', { name: /^นางสาว Wipa Sukjai/ })).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('radio', { name: /^นายสมชาย ใจดี/ }).length).toBeGreaterThan(0);
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
    // Choosing a method answers the refusal: it goes.
    await userEvent.click(canvas.getByRole('radio', { name: /พร้อมเพย์/ }));
    await waitFor(() => expect(canvas.queryByText('กรุณาเลือกช่องทางการชำระเงินก่อนดำเนินการ')).toBeNull());
  },
};

/** Step 3 says where the order goes and what is in it, as the server priced it. */
export const PaymentStepShowsAddressAndItems: Story = {
  globals: { ...mobile, locale: 'en' },
  beforeEach() {
    resumeAtPayment('promptpay');
  },
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole('complementary', { name: 'Order summary' });
    const shipTo = await within(summary).findByRole('region', { name: 'Ship to' });
    await expect(shipTo).toHaveTextContent('Mr สมชาย ใจดี');
    await expect(shipTo).toHaveTextContent(home.fullAddress);
    await expect(shipTo).toHaveTextContent(home.phone);
    const lines = within(summary).getByRole('list', { name: 'Items' });
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    for (const item of items) {
      await expect(lines).toHaveTextContent(item.product.name.en ?? item.product.name.th);
      await expect(lines).toHaveTextContent(formatBaht(item.totalPrice));
    }
  },
};

/** Eight lines on a phone: Continue and the server's subtotal stay in reach at the bottom of the screen. */
export const ContinueInReachPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        getHandler('/cart/{customerId}', () =>
          HttpResponse.json(
            envelope({ ...cart, items: eightLines, itemCount: eightLines.length, subtotal: eightSubtotal }),
          ),
        ),
        ...cartHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('สินค้า 8 รายการ')).toBeVisible();
    const action = canvas.getByRole('region', { name: 'ยอดรวมและขั้นตอนถัดไป' });
    await expectInReach(canvas.getByRole('button', { name: 'ดำเนินการต่อ' }));
    await expect(action).toHaveTextContent(formatBaht(eightSubtotal));
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
