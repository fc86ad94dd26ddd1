import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../src/constants.ts';
import { productSearchMachine, searchTermOf } from '../../src/widgets/productSearchMachine.ts';
import { formatMessage } from '../support/formatMessage.ts';
import { run } from '../support/run.ts';

const rtx = { sku: 'GPU-1', name: { th: 'RTX 5090' } };
const start = () => run(productSearchMachine, []);
/** What the machine waits for an answer to: the searched query, or null when it waits for none. */
const searching = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().matches('loading') ? searchTermOf(actor.getSnapshot().context) : null;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('product search', () => {
  it('waits 300 ms after the last keystroke, then searches the trimmed query', async () => {
    const { actor } = start();
    actor.send({ type: 'TYPE', query: 'rt' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'TYPE', query: ' rtx ' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(searching(actor)).toBeNull();
    expect(actor.getSnapshot().value).toBe('debouncing');
    await vi.advanceTimersByTimeAsync(1);
    expect(searching(actor)).toBe('rtx');
    actor.send({ type: 'ANSWERED', query: 'rtx', answer: { products: [rtx] } });
    expect(actor.getSnapshot().value).toBe('results');
    expect(actor.getSnapshot().context).toMatchObject({ products: [rtx], message: null });
  });

  it('a blank query clears the results and sends nothing', async () => {
    const { actor } = start();
    actor.send({ type: 'TYPE', query: 'rtx' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'ANSWERED', query: 'rtx', answer: { products: [rtx] } });
    actor.send({ type: 'TYPE', query: '   ' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.products).toEqual([]);
    expect(searching(actor)).toBeNull();
  });

  it('ignores the answer to an older query', async () => {
    const { actor } = start();
    actor.send({ type: 'TYPE', query: 'rtx' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'TYPE', query: 'ryzen' });
    actor.send({ type: 'ANSWERED', query: 'rtx', answer: { products: [rtx] } });
    expect(actor.getSnapshot().context.products).toEqual([]);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'ANSWERED', query: 'rtx', answer: { products: [rtx] } });
    actor.send({ type: 'FAILED', query: 'rtx', error: new TypeError('late') });
    expect(searching(actor)).toBe('ryzen');
    actor.send({ type: 'ANSWERED', query: 'ryzen', answer: { products: [] } });
    expect(actor.getSnapshot().context.products).toEqual([]);
  });

  it("says 'no results' in the page’s language", async () => {
    const { actor } = start();
    actor.send({ type: 'TYPE', query: 'yyy' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'ANSWERED', query: 'yyy', answer: { products: [] } });
    expect(formatMessage(actor.getSnapshot().context.message ?? { id: 'text' }, 'en')).toBe(
      'No search results found',
    );
    expect(formatMessage(actor.getSnapshot().context.message ?? { id: 'text' }, 'th')).not.toBe('');
  });

  it('shows the search error; clear empties everything', async () => {
    const { actor } = start();
    actor.send({ type: 'TYPE', query: 'rtx' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'FAILED', query: 'rtx', error: new TypeError('Failed to fetch') });
    expect(actor.getSnapshot().value).toBe('error');
    expect(formatMessage(actor.getSnapshot().context.message ?? { id: 'text' }, 'th')).toBe(
      'เกิดข้อผิดพลาดในการค้นหา',
    );
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      query: '',
      products: [],
      total: 0,
      facets: { categories: [], brands: [] },
      message: null,
    });
  });

  it("keeps the server's count of every match, beyond the results shown", async () => {
    const { actor } = start();
    actor.send({ type: 'TYPE', query: 'rtx' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'ANSWERED', query: 'rtx', answer: { products: [rtx], total: 37 } });
    expect(actor.getSnapshot().context.total).toBe(37);
    actor.send({ type: 'TYPE', query: ' ' });
    expect(actor.getSnapshot().context.total).toBe(0);
  });

  it('keeps where the matches fall (categories, brands) with the answer, and drops it with the query', async () => {
    const { actor } = start();
    const facets = {
      categories: [{ value: 'gpu', label: { th: 'การ์ดจอ', en: 'Graphics card' }, count: 37 }],
      brands: [{ value: 'asus', label: { th: 'ASUS', en: 'ASUS' }, count: 20 }],
    };
    actor.send({ type: 'TYPE', query: 'rtx' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'ANSWERED', query: 'rtx', answer: { products: [rtx], total: 37, facets } });
    expect(actor.getSnapshot().context.facets).toEqual(facets);
    actor.send({ type: 'TYPE', query: 'zzz' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'ANSWERED', query: 'zzz', answer: { products: [] } });
    expect(actor.getSnapshot().context.facets).toEqual({ categories: [], brands: [] });
    actor.send({ type: 'TYPE', query: 'rtx' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'ANSWERED', query: 'rtx', answer: { products: [rtx], facets } });
    actor.send({ type: 'FAILED', query: 'rtx', error: new Error('late') });
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context.facets).toEqual({ categories: [], brands: [] });
  });

  it('asks for the results page of the trimmed query on submit, at once; a blank query asks nothing', async () => {
    const { actor, emitted } = start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'TYPE', query: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(emitted).toEqual([]);
    actor.send({ type: 'TYPE', query: ' rtx 5070 ' });
    actor.send({ type: 'SUBMIT' });
    expect(emitted).toEqual([{ type: 'showResults', query: 'rtx 5070' }]);
    // The page lists the results: the dropdown's search in waiting is not sent.
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(actor.getSnapshot().value).toBe('submitted');
  });
});
