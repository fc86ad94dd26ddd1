import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productBundles, products } from '../src/db/schema/index.ts';
import { useTestApp } from './support/app.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { type SignedIn, signUp } from './support/customers.ts';
import { addTestProduct } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

const black = { name: { th: 'สีดำ', en: 'Black' }, value: 'black', code: '#000000', available: true };
const white = { name: { th: 'สีขาว', en: 'White' }, value: 'white', code: '#FFFFFF', available: true };
const pink = { name: { th: 'สีชมพู', en: 'Pink' }, value: 'pink', code: '#FF69B4', available: false };

const add = (me: SignedIn, payload: object) =>
  callOperation(app(), 'addToCart', { params: { customerId: me.customerId }, headers: me.headers, payload });
const cartOf = async (me: SignedIn) =>
  (await callSuccessfully(app(), 'getCart', { params: { customerId: me.customerId }, headers: me.headers }))
    .data;
const addManyTo = (me: SignedIn, items: object[]) =>
  callOperation(app(), 'addManyToCart', {
    params: { customerId: me.customerId },
    headers: me.headers,
    payload: { items },
  });
const countOf = async (me: SignedIn) =>
  (
    await callSuccessfully(app(), 'getCartCount', {
      params: { customerId: me.customerId },
      headers: me.headers,
    })
  ).data.itemCount;

describe('cart', () => {
  it('starts empty and is the same cart on every read', async () => {
    const me = await signUp(app());
    const first = await cartOf(me);
    expect(first).toMatchObject({ customerId: me.customerId, items: [], itemCount: 0, subtotal: 0 });
    expect((await cartOf(me))._id).toBe(first._id);
    expect(await countOf(me)).toBe(0);
  });

  it('prices lines from the database (sale price), grows a line of the same product and colour', async () => {
    const me = await signUp(app());
    const mouse = await addTestProduct(db(), {
      price: 159000,
      salePrice: 129000,
      stock: 10,
      colors: [black, white],
    });
    const answer = await add(me, {
      sku: mouse.sku.toLowerCase(),
      quantity: 2,
      selectedColor: { name: { th: 'ปลอม', en: 'Forged name' }, code: '#000000' },
      note: 'ห่อของขวัญ',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Product added to cart successfully' });
    await add(me, { sku: mouse.sku, quantity: 1, selectedColor: { name: { th: 'ดำ' }, code: '#000000' } });
    await add(me, { sku: mouse.sku, quantity: 1, selectedColor: { name: { th: 'ขาว' }, code: '#ffffff' } });
    const cart = await cartOf(me);
    expect(
      cart.items.map((item) => [item.quantity, item.selectedColor, item.unitPrice, item.totalPrice]),
    ).toEqual([
      [3, { name: black.name, code: '#000000' }, 129000, 387000],
      [1, { name: white.name, code: '#FFFFFF' }, 129000, 129000],
    ]);
    expect(cart.items[0]).toMatchObject({
      note: 'ห่อของขวัญ',
      maxQuantity: 10,
      bundleOf: null,
      configuration: null,
    });
    expect(cart.items[0]?.product).toMatchObject({ _id: mouse.sku, sku: mouse.sku, images: mouse.images });
    expect(cart).toMatchObject({ itemCount: 4, subtotal: 516000 });
    expect(await countOf(me)).toBe(4);

    // Today's price, not the price when the line was added.
    await db().update(products).set({ salePrice: null }).where(eq(products.sku, mouse.sku));
    expect((await cartOf(me)).subtotal).toBe(4 * 159000);
  });

  it('adds a product without a colour to its line already in the cart: one line per product', async () => {
    const me = await signUp(app());
    const gpu = await addTestProduct(db(), { price: 2500000, stock: 5, colors: [black, white] });
    await add(me, { sku: gpu.sku, quantity: 1, selectedColor: { name: black.name, code: black.code } });
    expect((await addManyTo(me, [{ sku: gpu.sku, quantity: 1 }])).status).toBe(200);
    await add(me, { sku: gpu.sku.toLowerCase(), quantity: 1 });
    expect((await cartOf(me)).items.map((item) => [item.quantity, item.selectedColor?.code])).toEqual([
      [3, black.code],
    ]);
    // A build with a part out of stock adds nothing.
    const soldOut = await addTestProduct(db(), { price: 100000, stock: 0 });
    const refused = await addManyTo(me, [
      { sku: gpu.sku, quantity: 1 },
      { sku: soldOut.sku, quantity: 1 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect((await cartOf(me)).itemCount).toBe(3);
  });

  it("holds the shop's assembly once a build is added for the shop to assemble, until the cart empties", async () => {
    const me = await signUp(app());
    const cpu = await addTestProduct(db(), { price: 1579000, stock: 5 });
    const board = await addTestProduct(db(), { price: 559000, stock: 5 });
    const assembly = {
      code: 'assembly',
      name: { th: 'ประกอบโดยร้าน', en: 'Assembled by the shop' },
      price: 0,
    };
    const build = [
      { sku: cpu.sku, quantity: 1 },
      { sku: board.sku, quantity: 1 },
    ];
    expect((await cartOf(me)).services).toEqual([]);
    const added = await callSuccessfully(app(), 'addManyToCart', {
      params: { customerId: me.customerId },
      headers: me.headers,
      payload: { items: build, assembly: 'shop' },
    });
    expect(added.data).toMatchObject({ services: [assembly], itemCount: 2, subtotal: 1579000 + 559000 });
    await callSuccessfully(app(), 'addManyToCart', {
      params: { customerId: me.customerId },
      headers: me.headers,
      payload: { items: build, assembly: 'shop' },
    });
    expect((await cartOf(me)).services).toEqual([assembly]);
    // A product added by itself leaves the choice as it is; a build to assemble oneself takes it out.
    await add(me, { sku: cpu.sku, quantity: 1 });
    expect((await cartOf(me)).services).toEqual([assembly]);
    expect((await addManyTo(me, build.slice(0, 1))).status).toBe(200);
    expect((await cartOf(me)).services).toEqual([assembly]);
    const self = await callSuccessfully(app(), 'addManyToCart', {
      params: { customerId: me.customerId },
      headers: me.headers,
      payload: { items: build.slice(0, 1), assembly: 'self' },
    });
    expect(self.data.services).toEqual([]);

    await callSuccessfully(app(), 'addManyToCart', {
      params: { customerId: me.customerId },
      headers: me.headers,
      payload: { items: build.slice(1), assembly: 'shop' },
    });
    for (const line of (await cartOf(me)).items) {
      await callSuccessfully(app(), 'removeCartItem', {
        params: { customerId: me.customerId, cartId: self.data._id, productId: line._id },
        headers: me.headers,
      });
    }
    expect((await cartOf(me)).services).toEqual([]);
  });

  it('refuses a colour the product does not offer or has sold out (422); a product without colours ignores it', async () => {
    const me = await signUp(app());
    const mouse = await addTestProduct(db(), { price: 100000, stock: 5, colors: [black, pink] });
    for (const code of ['#123456', '#FF69B4']) {
      const answer = await add(me, {
        sku: mouse.sku,
        quantity: 1,
        selectedColor: { name: { th: 'x' }, code },
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ code: 'INVALID_OPTION' });
    }
    const plain = await addTestProduct(db(), { price: 100000, stock: 5 });
    await add(me, { sku: plain.sku, quantity: 1, selectedColor: { name: { th: 'สีดำ' }, code: '#000000' } });
    expect((await cartOf(me)).items.map((item) => [item.product.sku, item.selectedColor])).toEqual([
      [plain.sku, null],
    ]);
  });

  it("answers 'Product not found', 'Quantity must be greater than 0' and 409 beyond the stock", async () => {
    const me = await signUp(app());
    const gpu = await addTestProduct(db(), { price: 2500000, stock: 3 });
    const unknown = await add(me, { sku: 'NO-SUCH-SKU', quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
    for (const quantity of [0, -1]) {
      const answer = await add(me, { sku: gpu.sku, quantity });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Quantity must be greater than 0',
      });
    }
    await add(me, { sku: gpu.sku, quantity: 2 });
    const tooMany = await add(me, { sku: gpu.sku, quantity: 2 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `Only 3 of ${gpu.sku} left (the cart would hold 4)`,
      sku: gpu.sku,
      productName: { th: `สินค้าทดสอบ ${gpu.sku}`, en: `Test product ${gpu.sku}` },
      unitsLeft: 3,
    });
    const soldOut = await addTestProduct(db(), { price: 100, stock: 0 });
    expect((await add(me, { sku: soldOut.sku, quantity: 1 })).body).toMatchObject({
      message: `${soldOut.sku} is out of stock`,
      sku: soldOut.sku,
      unitsLeft: 0,
    });
    expect((await cartOf(me)).items.map((item) => item.quantity)).toEqual([2]);
  });

  it('adds many all or nothing, with bundle prices while the main product is in the cart', async () => {
    const me = await signUp(app());
    const cpu = await addTestProduct(db(), { price: 1579000, stock: 5 });
    const cooler = await addTestProduct(db(), { price: 290000, stock: 5 });
    await db()
      .insert(productBundles)
      .values({ sku: cpu.sku, addonSku: cooler.sku, sortOrder: 1, bundlePrice: 250000 });
    const addMany = (items: object[]) => addManyTo(me, items);

    const failed = await addMany([
      { sku: cpu.sku, quantity: 1 },
      { sku: 'GHOST-SKU', quantity: 1 },
    ]);
    expect(failed.status).toBe(404);
    expect(failed.body).toMatchObject({ message: 'Product not found: GHOST-SKU' });
    const overStock = await addMany([
      { sku: cpu.sku, quantity: 1 },
      { sku: cooler.sku, quantity: 6 },
    ]);
    expect(overStock.status).toBe(409);
    expect((await cartOf(me)).items).toEqual([]);

    const lonelyAddon = await addMany([{ sku: cooler.sku, quantity: 1, bundleOf: cpu.sku }]);
    expect(lonelyAddon.status).toBe(422);

    await addMany([
      { sku: cpu.sku, quantity: 1 },
      { sku: cooler.sku, quantity: 1, bundleOf: cpu.sku },
    ]);
    let cart = await cartOf(me);
    expect(cart.items.map((item) => [item.product.sku, item.unitPrice, item.bundleOf])).toEqual([
      [cpu.sku, 1579000, null],
      [cooler.sku, 250000, cpu.sku],
    ]);
    // Without the main product the add-on costs its own price again.
    const cpuLine = cart.items[0]?._id ?? '';
    await callSuccessfully(app(), 'removeCartItem', {
      params: { cartId: cart._id, productId: cpuLine },
      headers: me.headers,
    });
    cart = await cartOf(me);
    expect(cart.items.map((item) => item.unitPrice)).toEqual([290000]);
  });

  it('gives the bundle price to one add-on per main product, never more', async () => {
    const me = await signUp(app());
    const cpu = await addTestProduct(db(), { price: 1579000, stock: 10 });
    const cooler = await addTestProduct(db(), { price: 290000, stock: 10 });
    await db()
      .insert(productBundles)
      .values({ sku: cpu.sku, addonSku: cooler.sku, sortOrder: 1, bundlePrice: 250000 });
    const addMany = (items: object[]) => addManyTo(me, items);

    // One processor with five coolers at the bundle price: refused, nothing added.
    const tooMany = await addMany([
      { sku: cpu.sku, quantity: 1 },
      { sku: cooler.sku, quantity: 5, bundleOf: cpu.sku },
    ]);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ code: 'BUNDLE_LIMIT' });
    expect((await cartOf(me)).items).toEqual([]);

    await addMany([
      { sku: cpu.sku, quantity: 2 },
      { sku: cooler.sku, quantity: 2, bundleOf: cpu.sku },
    ]);
    let cart = await cartOf(me);
    const [cpuLine, coolerLine] = cart.items;
    const setQuantity = (lineId: string, quantity: number) =>
      callOperation(app(), 'updateCartItemQuantity', {
        params: { cartId: cart._id, productId: lineId },
        headers: me.headers,
        payload: { quantity },
      });
    // A third cooler through the line's own quantity: refused too.
    const third = await setQuantity(coolerLine?._id ?? '', 3);
    expect(third.status).toBe(422);
    expect(third.body).toMatchObject({ code: 'BUNDLE_LIMIT' });
    // Again through another add of the bundle: refused.
    expect(
      (
        await addMany([
          { sku: cpu.sku, quantity: 1 },
          { sku: cooler.sku, quantity: 2, bundleOf: cpu.sku },
        ])
      ).status,
    ).toBe(422);
    cart = await cartOf(me);
    expect(cart.items.map((item) => [item.quantity, item.unitPrice])).toEqual([
      [2, 1579000],
      [2, 250000],
    ]);

    // Fewer processors than coolers: the coolers cost their own price, and the cart says so.
    expect((await setQuantity(cpuLine?._id ?? '', 1)).status).toBe(200);
    cart = await cartOf(me);
    expect(cart.items.map((item) => [item.quantity, item.unitPrice])).toEqual([
      [1, 1579000],
      [2, 290000],
    ]);
    expect(cart.subtotal).toBe(1579000 + 2 * 290000);
    // Back to one cooler per processor: the bundle price again.
    expect((await setQuantity(coolerLine?._id ?? '', 1)).status).toBe(200);
    expect((await cartOf(me)).items.map((item) => item.unitPrice)).toEqual([1579000, 250000]);
  });

  it('sets an absolute quantity within the stock, saves a note and removes a line', async () => {
    const me = await signUp(app());
    const ram = await addTestProduct(db(), { price: 320000, stock: 4 });
    await add(me, { sku: ram.sku, quantity: 1 });
    const cart = await cartOf(me);
    const line = { cartId: cart._id, productId: cart.items[0]?._id ?? '' };
    const setQuantity = (quantity: number, params = line) =>
      callOperation(app(), 'updateCartItemQuantity', { params, headers: me.headers, payload: { quantity } });

    const updated = await setQuantity(4);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ data: { itemCount: 4, subtotal: 1280000 } });
    expect((await setQuantity(5)).body).toMatchObject({ code: 'OUT_OF_STOCK' });
    const zero = await setQuantity(0);
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ message: 'จำนวนสินค้าต้องมากกว่า 0' });
    expect((await setQuantity(1, { ...line, productId: 'no-such-line' })).body).toMatchObject({
      code: 'CART_ITEM_NOT_FOUND',
      message: 'ไม่พบสินค้าในตะกร้า',
    });
    expect((await setQuantity(1, { ...line, cartId: 'no-such-cart' })).body).toMatchObject({
      code: 'CART_NOT_FOUND',
      message: 'ไม่พบข้อมูลตะกร้า กรุณาโหลดหน้าใหม่',
    });

    const note = await callSuccessfully(app(), 'updateCartItemNote', {
      params: line,
      headers: me.headers,
      payload: { note: 'ขอใบกำกับภาษีแยก' },
    });
    expect(note.data.note).toBe('ขอใบกำกับภาษีแยก');
    expect(note.data.item).toMatchObject({ _id: line.productId, note: 'ขอใบกำกับภาษีแยก', quantity: 4 });

    const removed = await callSuccessfully(app(), 'removeCartItem', { params: line, headers: me.headers });
    expect(removed.data.items).toEqual([]);
    expect((await callOperation(app(), 'removeCartItem', { params: line, headers: me.headers })).status).toBe(
      404,
    );
  });
});
