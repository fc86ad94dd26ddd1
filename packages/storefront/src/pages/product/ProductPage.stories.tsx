import {
  bundleItems,
  comsetDetail,
  comsetOptions,
  comsetQuotes,
  productDetail as detail,
  envelope,
  getHandler,
  getVariants,
  mswPath,
  products,
} from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { BundleItem } from '../../product/productTypes.ts';
import {
  appHandlers,
  customerHandlers,
  desktop,
  mobile,
  prepareStorage,
  signInPopup,
  withApp,
} from '../../shell/storySupport.tsx';
import ProductPage from './ProductPage.tsx';

const cooler = bundleItems[0];
if (!cooler) throw new Error('The bundle fixtures are empty');
const others = products.slice(1);

const path = (sku: string) => `/product/${sku}`;
const detailVariants = getVariants('/web/product-detail/{sku}', envelope(detail));
const relatedVariants = getVariants(
  '/web/product-detail/{sku}/related',
  envelope({ relatedProducts: others.slice(0, 4) }),
);
const bundles = (items: BundleItem[]) =>
  getHandler('/web/product-detail/{sku}/bundles', () => HttpResponse.json(envelope(items)));
const productHandlers = [detailVariants.ok, relatedVariants.ok, bundles([]), ...appHandlers];

const meta = {
  title: 'Pages/Product',
  component: ProductPage,
  decorators: [withApp],
  parameters: { route: path(detail.sku), msw: { handlers: productHandlers } },
  beforeEach() {
    prepareStorage({ signedIn: true });
  },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThaiDesktop: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'AMD Ryzen 7 9800X3D' })).toBeVisible();
    await expect(canvas.getByText('มีสินค้า 12 ชิ้น')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ซีพียู' })).toHaveAttribute(
      'href',
      `/category/${encodeURIComponent('อุปกรณ์คอมพิวเตอร์')}/${encodeURIComponent('ซีพียู')}`,
    );
    // The first attribute group is open, the others closed.
    await expect(canvas.getByText('จำนวนคอร์')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'พลังงาน' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'เพิ่มลงตะกร้า' })).toBeEnabled();
  },
};

export const AddedWithABundleEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        bundles([cooler]),
        http.post(mswPath('/cart/add-many/{customerId}'), async ({ request }) => {
          const body = (await request.json()) as {
            items: { sku: string; quantity: number; bundleOf?: string }[];
          };
          // Two processors with two coolers at the bundle price: one add-on per product.
          const bundled =
            body.items.length === 2 &&
            body.items[1]?.bundleOf === detail.sku &&
            body.items.every((item) => item.quantity === 2);
          return bundled
            ? HttpResponse.json(envelope({ _id: 'cart-1', items: [] }))
            : HttpResponse.json(
                { success: false, code: 'VALIDATION_FAILED', message: 'wrong body' },
                { status: 400 },
              );
        }),
        ...productHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'DeepCool AK620 cooler' }));
    const addOn = canvas.getByRole('spinbutton', { name: 'Quantity of DeepCool AK620 cooler' });
    await expect(addOn).toBeVisible();
    // No more add-ons than products: the add-on's plus is off until a second processor is chosen.
    // The add-on's stepper comes before the product's in the page.
    const [addOnIncrease, productIncrease] = canvas.getAllByRole('button', { name: 'Increase quantity' });
    if (!productIncrease || !addOnIncrease) throw new Error('no quantity buttons');
    await expect(addOnIncrease).toBeDisabled();
    await userEvent.click(productIncrease);
    await expect(addOnIncrease).toBeEnabled();
    await userEvent.click(addOnIncrease);
    await expect(addOn).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(await canvas.findByText('Product added to cart successfully')).toBeVisible();
  },
};

export const OutOfStockPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        getHandler('/web/product-detail/{sku}', () =>
          HttpResponse.json(envelope({ ...detail, stock: 0, maxQuantity: 0 })),
        ),
        ...productHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'สินค้าหมด' });
    await expect(button).toBeDisabled();
  },
};

export const GuestGetsTheSignIn: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach() {
    prepareStorage({ signedIn: false });
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'เพิ่มลงตะกร้า' }));
    await expect(await signInPopup()).toBeVisible();
    await expect(JSON.parse(sessionStorage.getItem('probuild.productChoice') ?? '{}')).toMatchObject({
      sku: detail.sku,
      quantity: 1,
      colour: 'black',
    });
  },
};

/** The adds a story's cart received, in order. */
const cartAdds: { customerId: string; body: unknown }[] = [];
const cartAddHandler = http.post(mswPath('/cart/add/{customerId}'), async ({ request, params }) => {
  cartAdds.push({ customerId: String(params.customerId), body: await request.json() });
  return HttpResponse.json(envelope({ _id: 'cart-1', items: [] }));
});

export const GuestSignInSaysWhyEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach() {
    prepareStorage({ signedIn: false });
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to Cart' }));
    const popup = await signInPopup();
    await expect(popup).toHaveAccessibleDescription('Log in to add this item to your cart');
    await expect(within(popup).getByText('Log in to add this item to your cart')).toBeVisible();
    // Registering keeps the reason.
    await userEvent.click(within(popup).getByRole('button', { name: 'No account yet? Register' }));
    const register = await screen.findByRole('dialog', { name: 'Create an account' });
    await expect(register).toHaveAccessibleDescription('Log in to add this item to your cart');
  },
};

export const GuestSignsInAndTheItemIsAddedPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    reloadOnLogin: true,
    msw: { handlers: [customerHandlers.loginOk, cartAddHandler, ...productHandlers] },
  },
  beforeEach() {
    prepareStorage({ signedIn: false });
    cartAdds.length = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'เพิ่มจำนวน' }));
    await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มลงตะกร้า' }));
    const popup = await signInPopup();
    await expect(popup).toHaveAccessibleDescription('เข้าสู่ระบบเพื่อเพิ่มสินค้านี้ลงตะกร้า');
    await userEvent.type(within(popup).getByLabelText(/^อีเมล/), 'somchai@example.com');
    await userEvent.type(within(popup).getByLabelText(/^รหัสผ่าน/), 'correct-horse');
    await userEvent.click(within(popup).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    // Signed in, the page adds what the guest chose, once.
    await expect(await canvas.findByText('เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(cartAdds).toEqual([
      {
        customerId: 'c-somchai',
        body: expect.objectContaining({ sku: detail.sku, quantity: 2 }),
      },
    ]);
    await expect(sessionStorage.getItem('probuild.cartAddition')).toBeNull();
  },
};

export const Loading: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: { msw: { handlers: [detailVariants.loading, ...productHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('กำลังโหลดสินค้า…')).toBeVisible();
  },
};

export const LoadErrorWithRetry: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { msw: { handlers: [detailVariants.error, ...productHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Cannot fetch product data');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    route: path('NO-SUCH-SKU'),
    msw: {
      handlers: [
        getHandler('/web/product-detail/{sku}', () =>
          HttpResponse.json(
            { success: false, code: 'NOT_FOUND', message: 'Product not found' },
            { status: 404 },
          ),
        ),
        ...productHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ไม่พบสินค้า' })).toBeVisible();
  },
};

export const RelatedFailedPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: { msw: { handlers: [relatedVariants.error, ...productHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cannot load recommended products')).toBeVisible();
  },
};

export const QuickViewFromYouMightLike: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        http.post(mswPath('/cart/add/{customerId}'), async ({ request }) => {
          const body = (await request.json()) as { sku: string; quantity: number };
          return body.quantity === 2
            ? HttpResponse.json(envelope({ _id: 'cart-1', items: [] }))
            : HttpResponse.json(
                { success: false, code: 'VALIDATION_FAILED', message: 'wrong body' },
                { status: 400 },
              );
        }),
        ...productHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const [first] = await canvas.findAllByRole('button', { name: 'ดูอย่างย่อ' }, { timeout: 5000 });
    if (!first) throw new Error('No related product offers a quick view');
    await userEvent.click(first);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByRole('link', { name: 'ดูรายละเอียด' })).toHaveAttribute(
      'href',
      `/product/${detail.sku}?section=home`,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'เพิ่มจำนวน' }));
    await userEvent.click(dialog.getByRole('button', { name: 'เพิ่มลงตะกร้า' }));
    await expect(await dialog.findByText('เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว')).toBeVisible();
    // The message would leave by itself after 3 s; dismissed, the picture does not depend on timing.
    await userEvent.click(dialog.getByRole('button', { name: 'ปิดข้อความ' }));
    await expect(dialog.queryByText('เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว')).toBeNull();
  },
};

/** A computer set: its configurator, and quotes by CPU as the server gives them. */
const comsetHandlers = [
  getHandler('/web/product-detail/{sku}', () => HttpResponse.json(envelope(comsetDetail))),
  getHandler('/web/product-detail/{sku}/comset-options', () => HttpResponse.json(envelope(comsetOptions))),
  http.post(mswPath('/web/product-detail/{sku}/comset-price'), async ({ request }) => {
    const { cpu } = (await request.json()) as { cpu: string };
    const quote = comsetQuotes[cpu];
    return quote
      ? HttpResponse.json(envelope(quote))
      : HttpResponse.json(
          { success: false, code: 'INVALID_OPTION', message: 'no such cpu' },
          { status: 422 },
        );
  }),
  ...productHandlers,
];

export const ComputerSetPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: {
    route: path(comsetDetail.sku),
    msw: {
      handlers: [
        http.post(mswPath('/cart/add/{customerId}'), async ({ request }) => {
          const body = (await request.json()) as { sku: string; comset?: { level: string; cpu: string } };
          return body.sku === comsetDetail.sku && body.comset?.cpu === 'cpu-3'
            ? HttpResponse.json(envelope({ _id: 'cart-1', items: [] }))
            : HttpResponse.json(
                { success: false, code: 'VALIDATION_FAILED', message: 'wrong body' },
                { status: 400 },
              );
        }),
        ...comsetHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Configure your set' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('From ฿52,630')).toBeVisible();
    await expect(await within(canvas.getByRole('status')).findByText('฿52,630')).toBeVisible();
    await userEvent.click(canvas.getByText('AMD Ryzen 7 9800X3D'));
    await expect(await within(canvas.getByRole('status')).findByText('฿62,930')).toBeVisible();
    await expect(canvas.getByText('You save ฿1,230')).toBeVisible();
    // The parts of the high-end level: the level is shown as chosen.
    await expect(canvas.getByRole('radio', { name: 'High end' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(await canvas.findByText('Product added to cart successfully')).toBeVisible();
  },
};

export const ComputerSetQuoteFailsThai: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: {
    route: path(comsetDetail.sku),
    msw: {
      handlers: [
        http.post(mswPath('/web/product-detail/{sku}/comset-price'), () =>
          HttpResponse.json(
            { success: false, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' },
            { status: 500 },
          ),
        ),
        ...comsetHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('คำนวณราคาสเปกนี้ไม่สำเร็จ', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'เพิ่มลงตะกร้า' })).toBeDisabled();
  },
};
