import { formatBaht } from '@probuild/ui';
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { untilHydrated } from './support/hydrated.ts';
import { sharedServer } from './support/productionServer.ts';
import {
  callApi,
  cartOfPage,
  inStockSkus,
  newCustomer,
  type SignedInCustomer,
  signedInContext,
} from './support/shopApi.ts';
import { shopperContext } from './support/shopperContext.ts';

// Three journeys of a first-time buyer, each walked on a phone in Thai and on a desktop in English,
// by the roles and labels the shopper sees: finding an RTX card and keeping it through registering,
// building a PC the shop assembles, and paying for an order sent to an address typed in full.

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

type Locale = 'th' | 'en';

/** What the shopper reads, in each language. */
const texts = {
  th: {
    searchOpen: 'ค้นหาสินค้า',
    searchBox: 'ค้นหาสินค้า',
    searchButton: 'ค้นหา',
    resultsTitle: (term: string) => `ผลการค้นหา “${term}”`,
    filters: /^ตัวกรอง/,
    filterDrawer: 'กรองสินค้า',
    brand: 'แบรนด์',
    showResults: /^ดูสินค้า \d+ รายการ/,
    moreQuantity: 'เพิ่มจำนวน',
    quantity: 'จำนวน',
    addToCart: 'เพิ่มลงตะกร้า',
    login: 'เข้าสู่ระบบ',
    loginReason: 'เข้าสู่ระบบเพื่อเพิ่มสินค้านี้ลงตะกร้า',
    toRegister: 'ยังไม่มีบัญชี? สมัครสมาชิก',
    register: 'สมัครสมาชิก',
    registerSubmit: 'สมัครสมาชิก',
    registered: 'สมัครสมาชิกสำเร็จ กรุณาเข้าสู่ระบบ',
    firstName: 'ชื่อ',
    lastName: 'นามสกุล',
    email: 'อีเมล',
    phone: 'เบอร์โทรศัพท์',
    password: 'รหัสผ่าน',
    confirmPassword: 'ยืนยันรหัสผ่าน',
    added: 'เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว',
    partCategories: 'หมวดอุปกรณ์',
    notChosen: 'ยังไม่ได้เลือก',
    pick: (category: string) => `เลือก${category}`,
    choose: (name: string) => `เลือก ${name}`,
    categories: {
      cpu: 'ซีพียู',
      motherboard: 'เมนบอร์ด',
      ram: 'แรม',
      gpu: 'การ์ดจอ',
      storage: 'อุปกรณ์จัดเก็บข้อมูล',
      case: 'เคส',
      psu: 'พาวเวอร์ซัพพลาย',
    },
    summaryTab: 'สรุป',
    assembledByShop: 'ประกอบโดยร้าน',
    addBuild: 'เพิ่มสเปกลงตะกร้า',
    buildAdded: 'เพิ่มสเปกลงตะกร้าเรียบร้อยแล้ว',
    cartCount: (count: number) => `สินค้า ${count} รายการ`,
    continue: 'ดำเนินการต่อ',
    shippingList: 'ที่อยู่จัดส่ง',
    addAddress: 'เพิ่มที่อยู่ใหม่',
    addressForm: 'เพิ่มที่อยู่ใหม่',
    addressFirstName: /^ชื่อ/,
    addressLastName: /^นามสกุล/,
    addressPhone: /^เบอร์โทรศัพท์/,
    addressLine: /^บ้านเลขที่/,
    addressDetails: /^รายละเอียดเพิ่มเติม/,
    addressPickerOpen: /เลือกที่อยู่/,
    addressPicker: 'เลือกที่อยู่',
    addressSearch: /ค้นหาตำบล/,
    tambon: /คลองจั่น/,
    addressFilled: 'กรอกที่อยู่ให้แล้ว',
    saveAddress: 'บันทึกที่อยู่',
    taxInvoice: 'ขอใบกำกับภาษี',
    taxInvoiceHint: 'เลือกที่อยู่ใบกำกับภาษี หรือยกเลิกการขอใบกำกับภาษี เพื่อดำเนินการต่อ',
    promptPay: 'พร้อมเพย์',
    pay: /^ชำระเงิน/,
    qrCode: /คิวอาร์โค้ดพร้อมเพย์/,
    openPaymentPage: 'หรือเปิดหน้าชำระเงิน',
    paid: 'ชำระเงินสำเร็จ',
    orderNumber: (orderNumber: string) => `หมายเลขคำสั่งซื้อ ${orderNumber}`,
    items: 'สินค้า',
    next: /^ชำระเงินแล้ว กำลังเตรียมสินค้าเพื่อจัดส่งไปยังที่อยู่ด้านล่าง/,
    myOrders: 'ดูคำสั่งซื้อของฉัน',
    ordersTitle: 'ประวัติการสั่งซื้อ',
    awaitingPayment: 'รอชำระเงิน',
    paidPreparing: 'ชำระเงินแล้ว กำลังเตรียมสินค้า',
  },
  en: {
    searchOpen: 'Search products',
    searchBox: 'Search products',
    searchButton: 'Search',
    resultsTitle: (term: string) => `Results for “${term}”`,
    filters: /^Filters/,
    filterDrawer: 'Filter Products',
    brand: 'Brand',
    showResults: /^Show \d+ products?/,
    moreQuantity: 'Increase quantity',
    quantity: 'Quantity',
    addToCart: 'Add to Cart',
    login: 'Log in',
    loginReason: 'Log in to add this item to your cart',
    toRegister: 'No account yet? Register',
    register: 'Create an account',
    registerSubmit: 'Register',
    registered: 'Registration successful, please login',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    confirmPassword: 'Confirm password',
    added: 'Product added to cart successfully',
    partCategories: 'Part categories',
    notChosen: 'Not chosen',
    pick: (category: string) => `Choose ${category}`,
    choose: (name: string) => `Choose ${name}`,
    categories: {
      cpu: 'CPU',
      motherboard: 'Motherboard',
      ram: 'RAM',
      gpu: 'Graphics card',
      storage: 'Storage',
      case: 'Case',
      psu: 'Power supply',
    },
    summaryTab: 'Summary',
    assembledByShop: 'Assembled by the shop',
    addBuild: 'Add build to cart',
    buildAdded: 'The build is in your cart',
    cartCount: (count: number) => (count === 1 ? '1 product' : `${count} products`),
    continue: 'Continue',
    shippingList: 'Shipping address',
    addAddress: 'Add a new address',
    addressForm: 'New address',
    addressFirstName: /^First name/,
    addressLastName: /^Last name/,
    addressPhone: /^Phone/,
    addressLine: /^House no\./,
    addressDetails: /^Extra details/,
    addressPickerOpen: /Choose the address/,
    addressPicker: 'Choose the address',
    addressSearch: /Search a sub-district/,
    tambon: /Khlong Chan/,
    addressFilled: 'Address filled in',
    saveAddress: 'Save address',
    taxInvoice: 'Request Tax Invoice',
    taxInvoiceHint: 'Choose a tax-invoice address, or untick Request Tax Invoice, to continue',
    promptPay: 'PromptPay',
    pay: /^Pay/,
    qrCode: /PromptPay QR code/,
    openPaymentPage: 'Or open the payment page',
    paid: 'Payment successful',
    orderNumber: (orderNumber: string) => `Order number ${orderNumber}`,
    items: 'Items',
    next: /^Paid\. We are preparing your order to send to the address below/,
    myOrders: 'View my orders',
    ordersTitle: 'Order history',
    awaitingPayment: 'Awaiting payment',
    paidPreparing: 'Paid, preparing',
  },
} as const;

type Texts = (typeof texts)[Locale];

const devices = [
  { device: 'a 375 × 812 phone in Thai', locale: 'th', viewport: { width: 375, height: 812 }, phone: true },
  {
    device: 'a 1280 × 900 desktop in English',
    locale: 'en',
    viewport: { width: 1280, height: 900 },
    phone: false,
  },
] as const;

type Device = (typeof devices)[number];

interface Named {
  sku: string;
  name: { th: string; en?: string };
}

const nameIn = (locale: Locale, { name }: Named) => (locale === 'en' ? (name.en ?? name.th) : name.th);

interface CartLine {
  product: { sku: string };
  quantity: number;
}

interface ServiceLine {
  code: string;
  name: { th: string; en: string };
}

/** The cart of the customer this page is signed in as, as the server has it. */
const cartOf = (page: Page) =>
  cartOfPage<{ _id: string; items: CartLine[]; services: ServiceLine[] }>(server, page);

const lineOf = (line: CartLine) => `${line.product.sku}×${line.quantity}`;

/** A field of a dialog's form, by the start of its label (a required one ends with a mark). */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}`));

/** Opens a filter group unless it is open already. */
async function openGroup(group: Locator) {
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
}

interface FacetOption {
  value: string;
  label: { th: string; en?: string };
  count: number;
}

interface SearchPage {
  items: (Named & { inStock: boolean })[];
  total: number;
  facets: { brands: FacetOption[] };
}

/** The server's first page of results for "rtx", in the results page's first order. */
const rtxResults = (brands: string[] = []) =>
  callApi<SearchPage>(server, 'POST', '/list-product', {
    body: { type: 'search', dataFilter: 'rtx', sort: 'price_asc', page: 1, pageSize: 20, brands },
  });

/**
 * A brand of RTX cards and one of its cards on the first page of its results that sells two units
 * at once: what the shopper will pick.
 */
async function rtxChoice(): Promise<{ brand: FacetOption; card: Named; total: number }> {
  const all = await rtxResults();
  for (const brand of [...all.facets.brands].sort((a, b) => b.count - a.count)) {
    const branded = await rtxResults([brand.value]);
    for (const card of branded.items.filter((item) => item.inStock)) {
      const detail = await callApi<{ maxQuantity: number }>(server, 'GET', `/web/product-detail/${card.sku}`);
      if (detail.maxQuantity >= 2) return { brand, card, total: branded.total };
    }
  }
  throw new Error('No RTX card sells two units');
}

interface JudgedPart extends Named {
  inStock: boolean;
}

/**
 * Whether the shop has plenty of a product beyond the units a journey takes: the shared shop's other
 * tests buy from the same stock.
 */
async function plentiful(sku: string, units: number): Promise<boolean> {
  const detail = await callApi<{ stock: number }>(server, 'GET', `/web/product-detail/${sku}`);
  return detail.stock >= units + 10;
}

/** The first part of a category the server finds fully compatible with the build, in plentiful stock. */
async function fittingPart(category: string, build: string[], units = 1): Promise<JudgedPart> {
  const query = new URLSearchParams({ pageSize: '50', compatibleOnly: 'true' });
  for (const sku of build) query.append('build', sku);
  const answer = await callApi<{
    items: { product: JudgedPart; compatibility: { status: 'compatible' | 'warn' | 'incompatible' } }[];
  }>(server, 'GET', `/spec-builder/parts/${category}?${query}`);
  for (const { product, compatibility } of answer.items) {
    if (!product.inStock || compatibility.status !== 'compatible') continue;
    if (await plentiful(product.sku, units)) return product;
  }
  throw new Error(`No compatible ${category} in plentiful stock`);
}

/**
 * Chooses a part in the builder: from the category's bottom sheet on a phone, from the listed parts
 * beside the categories on a desktop. The categories then show it.
 */
async function choosePart(page: Page, { locale, phone }: Device, label: string, part: JudgedPart) {
  const t: Texts = texts[locale];
  const categories = page.getByRole('navigation', { name: t.partCategories });
  await categories.getByRole('button', { name: `${label} ${t.notChosen}`, exact: true }).click();
  const name = nameIn(locale, part);
  if (phone) {
    const sheet = page.getByRole('dialog', { name: t.pick(label) });
    await sheet.getByRole('button', { name: t.choose(name), exact: true }).click();
    await sheet.waitFor({ state: 'detached' });
  } else {
    await page.getByRole('heading', { level: 2, name: label, exact: true }).waitFor();
    await page.getByRole('button', { name: t.choose(name), exact: true }).click();
  }
  await categories.getByText(name, { exact: true }).waitFor();
}

/** The page scrolls no wider than the window. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.each(devices)('a first-time buyer on $device', (device) => {
  const { locale, viewport } = device;
  const t: Texts = texts[locale];

  it('searches "rtx", filters by brand, adds a card as a guest, registers and finds it in the cart, in place', async () => {
    const { brand, card, total } = await rtxChoice();
    const cardName = nameIn(locale, card);
    const context = await shopperContext(browser, { viewport, language: locale });
    const page = await context.newPage();
    await page.goto(server.url);
    await untilHydrated(page);

    // The header's search: Enter leads to the results page.
    await page.getByRole('button', { name: t.searchOpen }).click();
    const box = page.getByRole('combobox', { name: t.searchBox });
    await box.fill('rtx');
    await page.getByRole('option').first().waitFor({ timeout: 15_000 });
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('rtx');
    const heading = page.getByRole('heading', { level: 1, name: t.resultsTitle('rtx') });
    await heading.waitFor({ timeout: 15_000 });

    // And so does the search button, from the results page too.
    await page.getByRole('button', { name: t.searchOpen }).click();
    await page.getByRole('combobox', { name: t.searchBox }).fill('rtx');
    await page.getByRole('option').first().waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: t.searchButton, exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=rtx');
    await heading.waitFor();

    // One brand: on a phone in the filter drawer, on a desktop in the panel beside the results.
    const brandName = brand.label[locale] ?? brand.label.th;
    let filters: Locator = page.getByRole('main');
    if (device.phone) {
      await page.getByRole('button', { name: t.filters }).click();
      filters = page.getByRole('dialog', { name: t.filterDrawer });
    }
    await openGroup(filters.getByRole('button', { name: t.brand, exact: true }));
    await filters.getByRole('checkbox', { name: `${brandName} (${brand.count})` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('brand')).toBe(brand.value);
    if (device.phone) {
      await filters.getByRole('button', { name: t.showResults }).click();
      await filters.waitFor({ state: 'hidden' });
    }
    const results = page.getByRole('list', { name: t.resultsTitle('rtx') });
    await expect.poll(() => results.getByRole('heading').count()).toBe(Math.min(total, 20));

    await results.getByRole('link', { name: cardName }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/product/${card.sku}`);
    await page.getByRole('heading', { level: 1, name: cardName }).waitFor({ timeout: 15_000 });
    await untilHydrated(page);

    // Two of them; the shopper has read down the page before buying.
    await page.getByRole('button', { name: t.moreQuantity }).first().click();
    expect(await page.getByRole('spinbutton', { name: t.quantity }).first().inputValue()).toBe('2');
    await page.evaluate(() => window.scrollTo(0, 600));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await page.getByRole('button', { name: t.addToCart, exact: true }).first().click();

    // The popup says why it opened, and again on the registration form.
    const login = page.getByRole('dialog', { name: t.login });
    await login.getByText(t.loginReason).waitFor();
    expect(await login.getAttribute('aria-describedby')).toBeTruthy();
    await login.getByRole('button', { name: t.toRegister }).click();
    const register = page.getByRole('dialog', { name: t.register });
    await register.getByText(t.loginReason).waitFor();
    const email = `journey.${locale}.${Date.now()}@example.com`;
    const password = 'long-enough-password';
    await field(register, t.firstName).fill(locale === 'th' ? 'มานี' : 'Manee');
    await field(register, t.lastName).fill(locale === 'th' ? 'ใจงาม' : 'Jai-ngam');
    await field(register, t.email).fill(email);
    await field(register, t.phone).fill('0891234567');
    await field(register, t.password).fill(password);
    await field(register, t.confirmPassword).fill(password);
    await register.getByRole('checkbox').check();
    await register.getByRole('button', { name: t.registerSubmit, exact: true }).click();

    // The login form keeps the new email; the password is typed once more.
    await login.getByText(t.registered).waitFor();
    expect(await field(login, t.email).inputValue()).toBe(email);
    await field(login, t.password).fill(password);
    await Promise.all([
      page.waitForEvent('load'),
      login.getByRole('button', { name: t.login, exact: true }).click(),
    ]);

    // The card is in the cart, two of it, once; the shopper is where they were.
    await page.getByText(t.added).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(`/product/${card.sku}`);
    expect((await cartOf(page)).items.map(lineOf)).toEqual([`${card.sku}×2`]);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(100);
    expect(await fitsWidth(page)).toBe(true);

    // Coming back to the page adds nothing more.
    await page.reload();
    await untilHydrated(page);
    expect((await cartOf(page)).items.map(lineOf)).toEqual([`${card.sku}×2`]);
    await context.close();
  }, 120_000);

  it('builds a PC of compatible, in-stock parts assembled by the shop, and orders it: one line per part and the assembly', async () => {
    const shopper = await newCustomer(server, { withAddress: true });
    const build: JudgedPart[] = [];
    const skus = () => build.map((part) => part.sku);
    for (const category of ['cpu', 'motherboard', 'ram', 'gpu', 'storage', 'case', 'psu'] as const) {
      // Two processors: the one in the cart already and the build's.
      build.push(await fittingPart(category, skus(), category === 'cpu' ? 2 : 1));
    }
    const [cpu] = build as [JudgedPart];
    // The shopper had put the processor in the cart before: the build adds to its line.
    await callApi(server, 'POST', `/cart/add/${shopper.customer._id}`, {
      token: shopper.token,
      body: { sku: cpu.sku, quantity: 1 },
    });

    const context = await signedInContext(browser, shopper, { viewport, language: locale });
    const page = await context.newPage();
    await page.goto(`${server.url}/specAdd`);
    await untilHydrated(page);
    const categories = ['cpu', 'motherboard', 'ram', 'gpu', 'storage', 'case', 'psu'] as const;
    for (const [index, category] of categories.entries()) {
      await choosePart(page, device, t.categories[category], build[index] as JudgedPart);
    }

    await page.getByRole('tab', { name: t.summaryTab }).click();
    await page.getByRole('table').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('radio', { name: t.assembledByShop }).check();
    await page.getByRole('button', { name: t.addBuild }).first().click();
    await page
      .getByText(t.buildAdded)
      .waitFor()
      .catch(async (e) => {
        await page.screenshot({ path: `/tmp/jshots/jb-${locale}.png`, fullPage: false });
        throw e;
      });

    const cart = await cartOf(page);
    const expected = [`${cpu.sku}×2`, ...build.slice(1).map((part) => `${part.sku}×1`)].sort();
    expect(cart.items.map(lineOf).sort()).toEqual(expected);
    expect(cart.services.map((service) => service.name[locale])).toEqual([t.assembledByShop]);

    // The cart page shows the same lines and the assembly; checking out places the order.
    await page.goto(`${server.url}/cart`);
    await untilHydrated(page);
    await page.getByText(t.cartCount(build.length)).waitFor();
    await page.getByText(t.assembledByShop, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: t.continue }).click();
    const shippingList = page.getByRole('radiogroup', { name: t.shippingList });
    await expect.poll(() => shippingList.getByRole('radio').first().isChecked()).toBe(true);
    await page.getByRole('button', { name: t.continue }).click();
    await page.getByRole('radio', { name: t.promptPay }).click();
    await page.getByRole('button', { name: t.pay }).click();
    await page.getByRole('img', { name: t.qrCode }).waitFor();

    const [order] = (
      await callApi<{ items: { orderNumber: string; items: { sku: string; amount: number }[] }[] }>(
        server,
        'GET',
        '/orders',
        { token: shopper.token },
      )
    ).items;
    if (!order) throw new Error('no order was placed');
    expect(order.items.map((item) => `${item.sku}×${item.amount}`).sort()).toEqual(expected);

    // The order history lists each part once and the assembly after them.
    await page.goto(`${server.url}/orders`);
    await untilHydrated(page);
    const summary = page.getByRole('button', { name: new RegExp(order.orderNumber) });
    await summary.click();
    expect(await summary.textContent()).toContain(t.awaitingPayment);
    const lines = page.getByRole('list', { name: t.items });
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(build.length + 1);
    for (const part of build) {
      await lines.getByRole('link', { name: nameIn(locale, part), exact: true }).waitFor();
    }
    expect(await lines.getByRole('listitem').last().textContent()).toContain(t.assembledByShop);
    await context.close();
  }, 180_000);

  it('checks out to an address typed in full, pays by PromptPay and sees the order as paid, preparing', async () => {
    const shopper: SignedInCustomer = await newCustomer(server);
    let product: Named | undefined;
    for (const candidate of await inStockSkus(server, 'ram', 20)) {
      if (await plentiful(candidate.sku, 1)) {
        product = candidate;
        break;
      }
    }
    if (!product) throw new Error('no RAM in plentiful stock');
    await callApi(server, 'POST', `/cart/add/${shopper.customer._id}`, {
      token: shopper.token,
      body: { sku: product.sku, quantity: 1 },
    });
    const context = await signedInContext(browser, shopper, { viewport, language: locale });
    const page = await context.newPage();
    await page.goto(`${server.url}/cart`);
    await untilHydrated(page);
    await page.getByText(t.cartCount(1)).waitFor();
    await page.getByRole('button', { name: t.continue }).click();

    // A new address: the name, the postcode's area chosen in the picker, the street line in full.
    await page.getByRole('button', { name: t.addAddress }).click();
    const form = page.getByRole('form', { name: t.addressForm });
    await form.getByRole('textbox', { name: t.addressFirstName }).fill(locale === 'th' ? 'วิภา' : 'Wipa');
    await form.getByRole('textbox', { name: t.addressLastName }).fill(locale === 'th' ? 'สุขใจ' : 'Sukjai');
    await form.getByRole('textbox', { name: t.addressPhone }).fill('0812345678');
    await form.getByRole('button', { name: t.addressPickerOpen }).click();
    const picker = page.getByRole('dialog', { name: t.addressPicker });
    await picker.getByLabel(t.addressSearch).fill('10240');
    await picker.getByRole('button', { name: t.tambon }).click();
    await picker.getByText(t.addressFilled).waitFor();
    await picker.waitFor({ state: 'detached', timeout: 5_000 });
    // The form keeps the Thai names, as the address will be written on the parcel.
    await form.getByText('คลองจั่น เขตบางกะปิ กรุงเทพมหานคร 10240').waitFor();
    const line = '88/123 หมู่บ้านพฤกษา ซอยลาดพร้าว 101 ถนนลาดพร้าว';
    await form.getByRole('textbox', { name: t.addressLine }).fill(line);
    await form.getByRole('textbox', { name: t.addressDetails }).fill('ตึกสีฟ้า ชั้น 2');
    await form.getByRole('button', { name: t.saveAddress }).click();
    const shippingList = page.getByRole('radiogroup', { name: t.shippingList });
    await expect
      .poll(() =>
        shippingList.getByRole('radio', { name: new RegExp(locale === 'th' ? 'วิภา' : 'Wipa') }).isChecked(),
      )
      .toBe(true);
    // A tax invoice is asked for by default; this shopper needs none, as the hint says.
    await page.getByText(t.taxInvoiceHint).waitFor();
    await page.getByRole('checkbox', { name: t.taxInvoice }).click();
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('button', { name: t.continue }).click();

    // PromptPay: the code, and the provider's page opened from its link.
    await page.getByRole('radio', { name: t.promptPay }).click();
    await page.getByRole('button', { name: t.pay }).click();
    await page.getByRole('img', { name: t.qrCode }).waitFor();
    await Promise.all([
      page.waitForURL(/\/api\/v1\/payments\/test-provider\/chk_[0-9a-f]+$/),
      page.getByRole('link', { name: t.openPaymentPage }).click(),
    ]);
    await page.getByRole('heading', { name: 'Test payment provider' }).waitFor();
    expect(await page.getByText('PromptPay / พร้อมเพย์').isVisible()).toBe(true);
    await Promise.all([
      page.waitForURL(/\/payment\/success\?/),
      page.getByRole('button', { name: 'Pay / ชำระเงิน' }).click(),
    ]);

    // The success page: the order's number, its items, total, address and what happens next.
    await page.getByRole('heading', { level: 1, name: t.paid }).waitFor({ timeout: 15_000 });
    const [order] = (
      await callApi<{
        items: {
          orderNumber: string;
          state: string;
          fulfilment: string | null;
          payment: { status: string };
          items: Named[];
          pricing: { total: number };
        }[];
      }>(server, 'GET', '/orders', { token: shopper.token })
    ).items;
    if (!order) throw new Error('no order was placed');
    expect([order.state, order.fulfilment, order.payment.status]).toEqual([
      'inprogress',
      'preparing',
      'successful',
    ]);
    const main = page.getByRole('main');
    await main.getByText(t.orderNumber(order.orderNumber)).waitFor();
    const items = main.getByRole('list', { name: t.items });
    await items.getByRole('link', { name: nameIn(locale, product), exact: true }).waitFor();
    await main.getByText(formatBaht(order.pricing.total), { exact: true }).last().waitFor();
    await main.getByText(t.next).waitFor();
    const address = await main.locator('address').textContent();
    expect(address).toContain(line);
    expect(address).toContain('10240');
    expect(await fitsWidth(page)).toBe(true);

    // The order history says it is paid and being prepared.
    await main.getByRole('link', { name: t.myOrders }).click();
    await page.getByRole('heading', { level: 1, name: t.ordersTitle }).waitFor();
    const summary = page.getByRole('button', { name: new RegExp(order.orderNumber) });
    await expect.poll(() => summary.textContent()).toContain(t.paidPreparing);
    await context.close();
  }, 120_000);
});
