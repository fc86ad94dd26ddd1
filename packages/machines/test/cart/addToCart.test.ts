import { ApiRequestError, STORAGE_KEYS } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AddToCartPage, addToCartMachine } from '../../src/cart/addToCartMachine.ts';
import { MESSAGE_AUTO_CLEAR_MS } from '../../src/constants.ts';
import { memoryStorage } from '../../src/storage.ts';
import { formatMessage } from '../support/formatMessage.ts';
import { run } from '../support/run.ts';

const item = {
  sku: 'GPU-1',
  quantity: 2,
  note: '',
  selectedColor: { name: { th: 'ดำ', en: 'Black' }, code: '#000' },
};
const start = (customerId: string | null = 'c-1', page?: AddToCartPage) =>
  run(addToCartMachine, [], { customerId, page });
/** The adds the machine asked for, oldest first. */
const adds = (cart: { emitted: unknown[] }) =>
  cart.emitted
    .filter((event) => (event as { type: string }).type === 'add')
    .map((event) => {
      const { type: _, ...add } = event as { type: string };
      return add;
    });
const text = (cart: ReturnType<typeof start>) =>
  formatMessage(cart.actor.getSnapshot().context.message ?? { id: 'text' }, 'en');
/** A failed answer; one with a message is the server's own, with the contract's error code. */
const http = (status: number, message = '', code = 'ERROR') =>
  new ApiRequestError(
    message ? { kind: 'http', status, message, code } : { kind: 'http', status, message: '' },
  );
/** The server's refusal when fewer units are left than asked for. */
const outOfStock = () =>
  new ApiRequestError({
    kind: 'http',
    status: 409,
    message: 'Only 1 of GPU-1 left',
    code: 'OUT_OF_STOCK',
    sku: 'GPU-1',
    productName: { th: 'การ์ดจอ', en: 'Graphics card' },
    unitsLeft: 1,
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('add to cart', () => {
  it('a guest gets the login popup and nothing is sent', () => {
    const cart = start(null);
    cart.actor.send({ type: 'ADD', item });
    expect(cart.emitted).toEqual([{ type: 'loginRequired' }]);
    expect(adds(cart).length).toBe(0);
    cart.actor.send({ type: 'CUSTOMER_CHANGED', customerId: 'c-2' });
    cart.actor.send({ type: 'ADD', item });
    expect(adds(cart)).toEqual([{ customerId: 'c-2', item }]);
  });

  it.each([
    ['no SKU', { ...item, sku: null }, 'Product not found'],
    ['quantity 0', { ...item, quantity: 0 }, 'Quantity must be greater than 0'],
  ])('refuses %s', (_, bad, expected) => {
    const cart = start();
    cart.actor.send({ type: 'ADD', item: bad });
    expect(text(cart)).toBe(expected);
    expect(adds(cart).length).toBe(0);
  });

  it('is busy while adding, then says so for 3 s and asks for a cart-count refresh', async () => {
    const cart = start();
    cart.actor.send({ type: 'ADD', item });
    expect(cart.actor.getSnapshot().value).toBe('adding');
    cart.actor.send({ type: 'ADD', item });
    expect(adds(cart).length).toBe(1);
    cart.actor.send({ type: 'ADDED' });
    expect(text(cart)).toBe('Product added to cart successfully');
    expect(cart.emitted.filter((event) => (event as { type: string }).type !== 'add')).toEqual([
      { type: 'cartChanged' },
    ]);
    await vi.advanceTimersByTimeAsync(MESSAGE_AUTO_CLEAR_MS - 1);
    expect(cart.actor.getSnapshot().context.message).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(cart.actor.getSnapshot().context.message).toBeNull();
  });

  it('adding again right after a success works and the message can be dismissed', async () => {
    const cart = start();
    cart.actor.send({ type: 'ADD', item });
    cart.actor.send({ type: 'ADDED' });
    cart.actor.send({ type: 'DISMISS' });
    expect(cart.actor.getSnapshot().value).toEqual({ ready: 'quiet' });
    cart.actor.send({ type: 'ADD', item });
    expect(adds(cart).length).toBe(2);
  });

  it.each([
    [http(401, 'x'), 'Please login first'],
    [http(422, 'Option unknown', 'INVALID_OPTION'), 'This option cannot be chosen'],
    [http(422, 'SKU is inactive'), 'Invalid data'],
    [http(422), 'Invalid data'],
    [http(503, 'down'), 'Server error, please try again'],
    [new TypeError('Failed to fetch'), 'Network error, please check your internet connection'],
    [outOfStock(), 'Only 1 unit of Graphics card is left in stock'],
    [http(409, 'Out of stock'), 'Failed to add product to cart'],
    [http(404), 'Failed to add product to cart'],
  ])('failure %#: %s', async (thrown, expected) => {
    const cart = start();
    cart.actor.send({ type: 'ADD', item });
    cart.actor.send({ type: 'ADD_FAILED', error: thrown });
    expect(cart.actor.getSnapshot().value).toEqual({ ready: 'quiet' });
    expect(text(cart)).toBe(expected);
  });

  it.each([
    [http(404), 'Product not found'],
    [outOfStock(), 'Only 1 unit of Graphics card is left in stock'],
    [http(409, 'Out of stock'), 'Error adding product to cart'],
    [new TypeError('Failed to fetch'), 'Network error, please check your internet connection'],
    [http(500), 'Error adding product to cart'],
  ])('on the comparison page, failure %#: %s', async (thrown, expected) => {
    const cart = start('c-1', 'comparison');
    cart.actor.send({ type: 'ADD', item });
    cart.actor.send({ type: 'ADD_FAILED', error: thrown });
    expect(text(cart)).toBe(expected);
  });
});

describe('a guest who signs in to add', () => {
  const PLACE = '/product/GPU-1';
  /** The tab's session storage, shared by the page before and after the reload of a sign-in. */
  const tab = () => memoryStorage();
  const open = (storage: ReturnType<typeof tab>, customerId: string | null, place = PLACE) =>
    run(addToCartMachine, [], { customerId, storage, place });

  it('keeps the item with its quantity, colour and add-ons and adds it once signed in, once', async () => {
    const storage = tab();
    const withAddOns = { ...item, addOns: [{ sku: 'MOUSE-1', quantity: 1 }] };
    const guest = open(storage, null);
    guest.actor.send({ type: 'ADD', item: withAddOns });
    // A double click keeps one item, not two.
    guest.actor.send({ type: 'ADD', item: withAddOns });
    expect(guest.emitted).toEqual([{ type: 'loginRequired' }, { type: 'loginRequired' }]);
    expect(adds(guest).length).toBe(0);

    // A password sign-in: the customer is known, but the page is about to reload; nothing is sent.
    guest.actor.send({ type: 'CUSTOMER_CHANGED', customerId: 'c-1' });
    expect(adds(guest).length).toBe(0);

    // The reloaded page resumes: the item is added.
    const reloaded = open(storage, null);
    reloaded.actor.send({ type: 'RESUME', customerId: 'c-1' });
    expect(adds(reloaded)).toEqual([{ customerId: 'c-1', item: withAddOns }]);
    expect(storage.contents()).toEqual({});
    reloaded.actor.send({ type: 'ADDED' });
    expect(text(reloaded)).toBe('Product added to cart successfully');
    expect(reloaded.emitted).toContainEqual({ type: 'cartChanged' });
    await vi.advanceTimersByTimeAsync(MESSAGE_AUTO_CLEAR_MS);
    expect(reloaded.actor.getSnapshot().context.message).toBeNull();

    // Resuming again (another reload) adds nothing more.
    const again = open(storage, null);
    again.actor.send({ type: 'RESUME', customerId: 'c-1' });
    expect(adds(again).length).toBe(0);
    expect(adds(reloaded).length).toBe(1);
  });

  it('a reload while the add is on its way does not add it again; a social sign-in resumes in place', async () => {
    const storage = tab();
    open(storage, null).actor.send({ type: 'ADD', item });
    const reloaded = open(storage, null);
    reloaded.actor.send({ type: 'RESUME', customerId: 'c-1' });
    expect(reloaded.actor.getSnapshot().value).toBe('adding');
    const reloadedAgain = open(storage, null);
    reloadedAgain.actor.send({ type: 'RESUME', customerId: 'c-1' });
    expect(adds(reloadedAgain).length).toBe(0);
    reloaded.actor.send({ type: 'ADDED' });
    expect(text(reloaded)).toBe('Product added to cart successfully');

    const guest = open(storage, null);
    guest.actor.send({ type: 'ADD', item });
    guest.actor.send({ type: 'RESUME', customerId: 'c-2' });
    expect(adds(guest)).toEqual([{ customerId: 'c-2', item }]);
  });

  it('another page leaves it alone; a failed add says why and is not tried again', async () => {
    const storage = tab();
    open(storage, null).actor.send({ type: 'ADD', item });
    const elsewhere = open(storage, null, '/compare');
    elsewhere.actor.send({ type: 'RESUME', customerId: 'c-1' });
    expect(adds(elsewhere).length).toBe(0);
    const back = open(storage, null);
    back.actor.send({ type: 'RESUME', customerId: 'c-1' });
    back.actor.send({ type: 'ADD_FAILED', error: outOfStock() });
    expect(text(back)).toBe('Only 1 unit of Graphics card is left in stock');
    const third = open(storage, null);
    third.actor.send({ type: 'RESUME', customerId: 'c-1' });
    expect(adds(third).length).toBe(0);
  });

  it('keeps a whole build the same way', () => {
    const storage = tab();
    const build = {
      sku: null,
      quantity: 1,
      build: {
        items: [
          { sku: 'CPU-1', quantity: 1 },
          { sku: 'GPU-1', quantity: 1 },
        ],
        assembly: 'shop',
      },
    };
    open(storage, null, '/specAdd').actor.send({ type: 'ADD', item: build });
    const reloaded = open(storage, null, '/specAdd');
    reloaded.actor.send({ type: 'RESUME', customerId: 'c-1' });
    expect(adds(reloaded)).toEqual([{ customerId: 'c-1', item: build }]);
  });

  it('is forgotten when the guest closes the popup without signing in', () => {
    const storage = tab();
    const guest = open(storage, null);
    guest.actor.send({ type: 'ADD', item });
    expect(storage.contents()[STORAGE_KEYS.pendingCartAddition]).toBeDefined();
    guest.actor.send({ type: 'LOGIN_DISMISSED' });
    expect(storage.contents()).toEqual({});
    guest.actor.send({ type: 'RESUME', customerId: 'c-1' });
    expect(adds(guest).length).toBe(0);
  });
});
