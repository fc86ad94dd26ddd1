import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPARE_CATEGORY_NOTICE_MS } from '../../src/constants.ts';
import {
  type CompareQuery,
  type CompareSelectionEvent,
  compareSelectionMachine,
  INITIAL_COMPARE_QUERY,
} from '../../src/widgets/compareSelectionMachine.ts';
import { formatMessage } from '../support/formatMessage.ts';
import { run } from '../support/run.ts';

const gpu = (n: number) => ({ sku: `GPU-${n}`, category: { _id: 'cat-gpu' } });
const start = () => run(compareSelectionMachine, []);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('compare selection', () => {
  it('the first pick filters to its category and shows the notice for 3 s', () => {
    const { actor } = start();
    actor.send({ type: 'SET_PAGE', page: 3 });
    actor.send({ type: 'TOGGLE_PRODUCT', product: gpu(1) });
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('categoryNotice');
    expect(context.selected).toEqual([gpu(1)]);
    expect(context.query).toMatchObject({ category: 'cat-gpu', page: 1 });
    vi.advanceTimersByTime(COMPARE_CATEGORY_NOTICE_MS - 1);
    expect(actor.getSnapshot().value).toBe('categoryNotice');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('quiet');
  });

  it('restores a kept comparison: at most 4, no twins, filtered to the first one’s category, no notice', () => {
    const { actor } = start();
    actor.send({ type: 'SET_PAGE', page: 2 });
    const ram = { sku: 'RAM-1', category: { _id: 'cat-ram' } };
    actor.send({ type: 'RESTORE', products: [ram, gpu(1), ram, gpu(2), gpu(3), gpu(4)] });
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('quiet');
    expect(context.selected).toEqual([ram, gpu(1), gpu(2), gpu(3)]);
    expect(context.query).toMatchObject({ category: 'cat-ram', page: 1 });
    actor.send({ type: 'RESTORE', products: [] });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    expect(actor.getSnapshot().context.query.category).toBeNull();
  });

  it('a first pick without a category adds it without filtering', () => {
    const { actor } = start();
    actor.send({ type: 'TOGGLE_PRODUCT', product: { sku: 'X', category: null } });
    expect(actor.getSnapshot().value).toBe('quiet');
    expect(actor.getSnapshot().context.query.category).toBeNull();
  });

  it('selecting again deselects; deselecting the last clears the category filter', () => {
    const { actor } = start();
    actor.send({ type: 'TOGGLE_PRODUCT', product: gpu(1) });
    actor.send({ type: 'TOGGLE_PRODUCT', product: gpu(2) });
    actor.send({ type: 'TOGGLE_PRODUCT', product: gpu(1) });
    expect(actor.getSnapshot().context.selected).toEqual([gpu(2)]);
    expect(actor.getSnapshot().context.query.category).toBe('cat-gpu');
    actor.send({ type: 'TOGGLE_PRODUCT', product: gpu(2) });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    expect(actor.getSnapshot().context.query.category).toBeNull();
    expect(actor.getSnapshot().value).toBe('quiet');
  });

  it('keeps at most 4 and alerts on a fifth', () => {
    const { actor } = start();
    for (const n of [1, 2, 3, 4, 5]) actor.send({ type: 'TOGGLE_PRODUCT', product: gpu(n) });
    const { selected, alert } = actor.getSnapshot().context;
    expect(selected.map((p) => p.sku)).toEqual(['GPU-1', 'GPU-2', 'GPU-3', 'GPU-4']);
    expect(alert && formatMessage(alert, 'en')).toBe('You can compare up to 4 products');
    actor.send({ type: 'DISMISS_ALERT' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it.each([
    ['search', { type: 'SET_SEARCH', search: 'rtx' }, { search: 'rtx' }],
    ['category', { type: 'SET_CATEGORY', category: 'cat-cpu' }, { category: 'cat-cpu' }],
    ['brands', { type: 'SET_BRANDS', brands: ['asus'] }, { brands: ['asus'] }],
    [
      'price range',
      { type: 'SET_PRICE_RANGE', priceMin: 1000, priceMax: null },
      { priceMin: 1000, priceMax: null },
    ],
    ['sort', { type: 'SET_SORT', sort: 'name_desc' }, { sort: 'name_desc' }],
    ['page size', { type: 'SET_PAGE_SIZE', pageSize: 12 }, { pageSize: 12 }],
  ] satisfies Array<[string, CompareSelectionEvent, Partial<CompareQuery>]>)(
    'a %s change goes back to page 1',
    (_, event, change) => {
      const { actor } = start();
      actor.send({ type: 'SET_PAGE', page: 4 });
      expect(actor.getSnapshot().context.query.page).toBe(4);
      actor.send(event);
      expect(actor.getSnapshot().context.query).toEqual({ ...INITIAL_COMPARE_QUERY, ...change, page: 1 });
    },
  );

  it('takes only the offered page sizes (4, 8, 12, 16, 20)', () => {
    const { actor } = start();
    actor.send({ type: 'SET_PAGE_SIZE', pageSize: 7 });
    expect(actor.getSnapshot().context.query.pageSize).toBe(4);
    actor.send({ type: 'SET_PAGE_SIZE', pageSize: 20 });
    expect(actor.getSnapshot().context.query.pageSize).toBe(20);
  });

  it('clear filters resets the query but the page size, and ends the notice', () => {
    const { actor } = start();
    actor.send({ type: 'SET_PAGE_SIZE', pageSize: 8 });
    actor.send({ type: 'TOGGLE_PRODUCT', product: gpu(1) });
    actor.send({ type: 'SET_SEARCH', search: 'rtx' });
    actor.send({ type: 'CLEAR_FILTERS' });
    expect(actor.getSnapshot().context.query).toEqual({ ...INITIAL_COMPARE_QUERY, pageSize: 8 });
    expect(actor.getSnapshot().value).toBe('quiet');
    expect(actor.getSnapshot().context.selected).toEqual([gpu(1)]);
  });

  it('starts sorted by price, ascending, 4 per page', () => {
    expect(start().actor.getSnapshot().context.query).toMatchObject({
      sort: 'price_asc',
      pageSize: 4,
      page: 1,
    });
  });
});
