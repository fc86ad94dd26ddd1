import { ApiRequestError } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addressBookMachine,
  addressTypeOf,
  EMPTY_ADDRESS_FORM,
  formOf,
  type SavedAddress,
} from '../../src/account/addressBookMachine.ts';
import { formatMessage } from '../support/formatMessage.ts';
import { run } from '../support/run.ts';

const home: SavedAddress = {
  _id: 'a-1',
  type: 'person',
  prefix: 'ms',
  firstName: 'Suda',
  lastName: 'Dee',
  phone: '081',
  address: {
    province: 'เชียงใหม่',
    district: 'เมืองเชียงใหม่',
    tambon: 'ศรีภูมิ',
    postcode: '50200',
    line: '9/9 ถ.ห้วยแก้ว',
    additionalDetails: '',
  },
  isDefault: true,
  addressTypes: ['shipping', 'taxInvoice'],
  addressType: 'both',
};
const office: SavedAddress = {
  id: 'a-2',
  type: 'company',
  companyName: 'ProBuild',
  taxId: '0105',
  addressType: 'taxInvoice',
};

const start = (customerId: string | null = 'c-1') => run(addressBookMachine, [], { customerId });
const text = (book: ReturnType<typeof start>) =>
  formatMessage(book.actor.getSnapshot().context.message ?? { id: 'text' }, 'en');

function listed() {
  const book = start();
  book.actor.send({ type: 'ANSWERED', addresses: [home, office] });
  return book;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('address list', () => {
  it('waits for the customer’s addresses, shows them, and takes a fresh answer', () => {
    const book = start();
    expect(book.actor.getSnapshot().value).toEqual({ list: 'loading' });
    book.actor.send({ type: 'ANSWERED', addresses: [home, office] });
    expect(book.actor.getSnapshot().value).toEqual({ list: 'ready' });
    expect(book.actor.getSnapshot().context.addresses).toEqual([home, office]);
    book.actor.send({ type: 'ANSWERED', addresses: [office] });
    expect(book.actor.getSnapshot().context.addresses).toEqual([office]);
    expect(book.emitted).toEqual([]);
  });

  it("without a stored customer says 'customer data not found' and loads nothing", () => {
    const book = start(null);
    expect(book.actor.getSnapshot().value).toBe('noCustomer');
    expect(text(book)).toBe('Customer data not found');
    book.actor.send({ type: 'ANSWERED', addresses: [home] });
    expect(book.actor.getSnapshot().context.addresses).toEqual([]);
  });

  it.each([
    [
      new ApiRequestError({ kind: 'http', status: 503, message: 'db down', code: 'SERVICE_UNAVAILABLE' }),
      'The shop cannot answer right now. Please try again in a moment.',
    ],
    [
      new ApiRequestError({ kind: 'http', status: 500, message: 'db down', code: 'NEW' }),
      'Cannot fetch address data',
    ],
    [new ApiRequestError({ kind: 'http', status: 500, message: '' }), 'Cannot fetch address data'],
    [new TypeError('Failed to fetch'), 'Error fetching address data'],
  ])('a failed load says %s → %s, and retries', (thrown, expected) => {
    const book = start();
    book.actor.send({ type: 'LOAD_FAILED', error: thrown });
    expect(book.actor.getSnapshot().value).toEqual({ list: 'failed' });
    expect(text(book)).toBe(expected);
    book.actor.send({ type: 'RETRY' });
    expect(book.emitted).toEqual([{ type: 'reload' }]);
    expect(book.actor.getSnapshot().context.message).toBeNull();
    book.actor.send({ type: 'ANSWERED', addresses: [] });
    expect(book.actor.getSnapshot().value).toEqual({ list: 'ready' });
  });

  it('asks for the delete once, says so and waits for the list again', () => {
    const book = listed();
    book.actor.send({ type: 'DELETE', address: home });
    book.actor.send({ type: 'DELETE', address: home });
    expect(book.emitted).toEqual([{ type: 'delete', addressId: 'a-1' }]);
    book.actor.send({ type: 'WRITTEN' });
    expect(text(book)).toBe('Deleted successfully');
    expect(book.actor.getSnapshot().value).toEqual({ list: 'loading' });
  });

  it.each([
    [
      new ApiRequestError({ kind: 'http', status: 403, message: 'no', code: 'FORBIDDEN' }),
      'You are not allowed to do this',
    ],
    [
      new ApiRequestError({ kind: 'http', status: 404, message: 'gone', code: 'NOT_FOUND' }),
      'Cannot delete address',
    ],
    [
      new ApiRequestError({ kind: 'http', status: 409, message: 'in use', code: 'NEW' }),
      'Cannot delete address',
    ],
    [new ApiRequestError({ kind: 'http', status: 500, message: '' }), 'Cannot delete address'],
    [new TypeError('Failed to fetch'), 'Error deleting, please try again'],
  ])('a failed delete (%s) says %s and keeps the list', (thrown, expected) => {
    const book = listed();
    book.actor.send({ type: 'DELETE', address: office });
    book.actor.send({ type: 'WRITE_FAILED', error: thrown });
    expect(book.actor.getSnapshot().value).toEqual({ list: 'ready' });
    expect(text(book)).toBe(expected);
    book.actor.send({ type: 'DISMISS_MESSAGE' });
    expect(book.actor.getSnapshot().context.message).toBeNull();
  });

  it('copies as a new, non-default address', () => {
    const book = listed();
    book.actor.send({ type: 'COPY', address: home });
    const [copy] = book.emitted;
    expect(copy).toMatchObject({
      type: 'create',
      customerId: 'c-1',
      address: { isDefault: false, firstName: 'Suda', addressType: 'both' },
    });
    book.actor.send({ type: 'WRITTEN' });
    expect(text(book)).toBe('Copied and created');
    expect(book.actor.getSnapshot().value).toEqual({ list: 'loading' });
  });

  it('a failed copy says so', () => {
    const book = listed();
    book.actor.send({ type: 'COPY', address: home });
    book.actor.send({ type: 'WRITE_FAILED', error: new TypeError('x') });
    expect(text(book)).toBe('Cannot copy and create address');
  });
});

describe('address form', () => {
  it('add opens an empty person form; back returns to the list', () => {
    const book = listed();
    book.actor.send({ type: 'ADD' });
    expect(book.actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(book.actor.getSnapshot().context.form).toEqual(EMPTY_ADDRESS_FORM);
    expect(EMPTY_ADDRESS_FORM).toMatchObject({ type: 'person', prefix: 'mr' });
    book.actor.send({ type: 'CHANGE', changes: { firstName: 'X' } });
    book.actor.send({ type: 'BACK' });
    expect(book.actor.getSnapshot().value).toEqual({ list: 'ready' });
    expect(book.actor.getSnapshot().context.form).toEqual(EMPTY_ADDRESS_FORM);
  });

  it('creates a new address, then resets the form, shows and reloads the list', () => {
    const book = listed();
    book.actor.send({ type: 'ADD' });
    book.actor.send({ type: 'SET_KIND', kind: 'company' });
    book.actor.send({ type: 'CHANGE', changes: { companyName: 'ProBuild', branch: 'head office' } });
    book.actor.send({ type: 'CHANGE_ADDRESS', changes: { province: 'กรุงเทพมหานคร', postcode: '10110' } });
    book.actor.send({ type: 'TOGGLE_PURPOSE', purpose: 'taxInvoice' });
    book.actor.send({ type: 'SAVE' });
    expect(book.actor.getSnapshot().value).toEqual({ form: 'creating' });
    book.actor.send({ type: 'SAVE' });
    expect(book.emitted).toHaveLength(1);
    const [created] = book.emitted as Array<{ type: string; address: Record<string, unknown> }>;
    expect(created?.type).toBe('create');
    expect(created?.address).toMatchObject({
      type: 'company',
      companyName: 'ProBuild',
      addressTypes: ['taxInvoice'],
      addressType: 'taxInvoice',
      address: { province: 'กรุงเทพมหานคร', postcode: '10110', tambon: '' },
    });
    expect(created?.address).not.toHaveProperty('purposes');
    book.actor.send({ type: 'WRITTEN' });
    expect(book.actor.getSnapshot().value).toEqual({ list: 'loading' });
    expect(book.actor.getSnapshot().context.form).toEqual(EMPTY_ADDRESS_FORM);
    expect(text(book)).toBe('Address saved');
  });

  it('edit loads the address and its kind into the form; saving updates it', () => {
    const book = listed();
    book.actor.send({ type: 'EDIT', address: office });
    const { context } = book.actor.getSnapshot();
    expect(context.form).toMatchObject({
      type: 'company',
      companyName: 'ProBuild',
      purposes: ['taxInvoice'],
    });
    expect(context.editingId).toBe('a-2');
    expect(text(book)).toBe('Address data loaded into edit form');
    book.actor.send({ type: 'SAVE' });
    expect(book.emitted).toMatchObject([{ type: 'update', addressId: 'a-2', address: { taxId: '0105' } }]);
    book.actor.send({ type: 'WRITTEN' });
    expect(text(book)).toBe('Address edited');
    expect(book.actor.getSnapshot().context.editingId).toBeNull();
  });

  it('a failed save keeps the form', () => {
    const book = listed();
    book.actor.send({ type: 'EDIT', address: home });
    book.actor.send({ type: 'SAVE' });
    book.actor.send({ type: 'WRITE_FAILED', error: new TypeError('x') });
    expect(book.actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(book.actor.getSnapshot().context.form.firstName).toBe('Suda');
    expect(text(book)).toBe('Error saving, please try again');
  });

  it('purpose buttons toggle: none, one, both', () => {
    const book = listed();
    book.actor.send({ type: 'ADD' });
    const purposes = () => book.actor.getSnapshot().context.form.purposes;
    book.actor.send({ type: 'TOGGLE_PURPOSE', purpose: 'taxInvoice' });
    book.actor.send({ type: 'TOGGLE_PURPOSE', purpose: 'shipping' });
    expect(purposes()).toEqual(['shipping', 'taxInvoice']);
    book.actor.send({ type: 'TOGGLE_PURPOSE', purpose: 'taxInvoice' });
    expect(purposes()).toEqual(['shipping']);
  });
});

describe('address type', () => {
  it('none gives empty (counted as shipping), one gives that type, both give both', () => {
    expect(addressTypeOf([])).toEqual({ addressTypes: [], addressType: 'shipping' });
    expect(addressTypeOf(['taxInvoice'])).toEqual({
      addressTypes: ['taxInvoice'],
      addressType: 'taxInvoice',
    });
    expect(addressTypeOf(['taxInvoice', 'shipping'])).toEqual({
      addressTypes: ['shipping', 'taxInvoice'],
      addressType: 'both',
    });
  });

  it('reads the purposes of a saved address from addressTypes, else addressType', () => {
    expect(formOf(home).purposes).toEqual(['shipping', 'taxInvoice']);
    expect(formOf({ addressType: 'both' }).purposes).toEqual(['shipping', 'taxInvoice']);
    expect(formOf({ addressType: 'shipping' }).purposes).toEqual(['shipping']);
    expect(formOf({}).purposes).toEqual([]);
    expect(formOf({ address: null }).address).toEqual(EMPTY_ADDRESS_FORM.address);
  });

  it("leaves the other kind's fields empty where the server answers null", () => {
    const form = formOf({ type: 'person', firstName: 'สมชาย', companyName: null, taxId: null, branch: null });
    expect(form).toMatchObject({ firstName: 'สมชาย', companyName: '', taxId: '', branch: '' });
  });

  it('leaves the line empty, to be filled in, for an address saved without one', () => {
    const form = formOf({ address: { ...home.address, line: null, additionalDetails: '9/9' } });
    expect(form.address).toMatchObject({ line: '', additionalDetails: '9/9', postcode: '50200' });
  });
});
