import { ApiRequestError } from '@probuild/api-client';
import type { BuilderCategory, BuilderPart } from '@probuild/catalogue-rules';
import { catalogParts, part } from '@probuild/catalogue-rules/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { COPIED_STATE_MS, SPEC_CATEGORY_SWITCH_MS } from '../../src/constants.ts';
import {
  emptyListMessage,
  filterOptions,
  nextUnchosenCategory,
  PART_CATEGORIES,
  specBuilderMachine,
  visibleParts,
} from '../../src/specBuilder/specBuilderMachine.ts';
import { formatMessage } from '../support/formatMessage.ts';
import { flush, pendingCalls } from '../support/pendingCalls.ts';

const cpus = catalogParts('cpu').slice(0, 6);
const gpus = catalogParts('gpu').slice(0, 3);

type Request = { type: string; request?: number } & Record<string, unknown>;

/**
 * A builder whose requests (the parts of a category, the parts of a shared build) the test answers
 * by event, as the page does; the copy stays an injected call. `calls` reads and answers both.
 */
function startBuilder(shared?: string) {
  const copies = pendingCalls();
  const machine = specBuilderMachine.provide({ actors: { copyText: copies.actor('copyText') } });
  const actor = createActor(machine, { input: { shared } });
  const emitted: unknown[] = [];
  const requests: Request[] = [];
  actor.on('*', (event) => {
    if (event.type === 'loadParts' || event.type === 'findParts') requests.push(event);
    else emitted.push(event);
  });
  actor.start();
  const asked = (name: string) => requests.filter((request) => request.type === name);
  /** The newest request of `name`, or with `stale` the one before it. */
  const pick = (name: string, stale = false) => {
    const found = asked(name).at(stale ? -2 : -1);
    if (!found) throw new Error(`no request of ${name}`);
    return found;
  };
  const answer = async (name: string, outcome: 'done' | 'failed', value: unknown, stale = false) => {
    if (name === 'copyText') {
      await (outcome === 'done' ? copies.resolve(name, value) : copies.reject(name, value));
      return;
    }
    const { request } = pick(name, stale);
    if (name === 'loadParts') {
      actor.send(
        outcome === 'done'
          ? { type: 'PARTS_LOADED', request: request as number, parts: value as BuilderPart[] }
          : { type: 'PARTS_FAILED', request: request as number, error: value },
      );
    } else {
      actor.send(
        outcome === 'done'
          ? { type: 'BUILD_FOUND', parts: value as BuilderPart[] }
          : { type: 'BUILD_NOT_FOUND', error: value },
      );
    }
    await flush();
  };
  const calls = {
    inputs: (name: string): unknown[] =>
      name === 'copyText'
        ? copies.inputs(name)
        : asked(name).map(({ type: _, request: __, ...input }) => input),
    count: (name: string) => (name === 'copyText' ? copies.count(name) : asked(name).length),
    resolve: (name: string, output: unknown) => answer(name, 'done', output),
    resolveStale: (name: string, output: unknown) => answer(name, 'done', output, true),
    reject: (name: string, error: unknown) => answer(name, 'failed', error),
  };
  return { actor, calls, emitted };
}

async function readyWithCpus() {
  const run = startBuilder();
  await run.calls.resolve('loadParts', cpus);
  await vi.advanceTimersByTimeAsync(SPEC_CATEGORY_SWITCH_MS);
  return run;
}

const list = (run: { actor: ReturnType<typeof startBuilder>['actor'] }) => run.actor.getSnapshot().value.list;

/** Goes to a category and waits for its list. */
async function show(run: ReturnType<typeof startBuilder>, category: BuilderCategory, parts: BuilderPart[]) {
  run.actor.send({ type: 'SELECT_CATEGORY', category });
  await run.calls.resolve('loadParts', parts);
  await vi.advanceTimersByTimeAsync(SPEC_CATEGORY_SWITCH_MS);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('category list', () => {
  it('starts on cpu, shows loading for 300 ms even when the answer is quick, then views the first part', async () => {
    const run = startBuilder();
    expect(run.calls.inputs('loadParts')).toEqual([{ category: 'cpu', build: [] }]);
    await run.calls.resolve('loadParts', cpus);
    expect(list(run)).toEqual({ loading: { minimumDelay: 'waiting', fetch: 'done' } });
    await vi.advanceTimersByTimeAsync(SPEC_CATEGORY_SWITCH_MS - 1);
    expect(run.actor.getSnapshot().context.viewing).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(list(run)).toBe('ready');
    expect(run.actor.getSnapshot().context.viewing).toBe(cpus[0]?.sku);
  });

  it('waits for a slow answer past 300 ms', async () => {
    const run = startBuilder();
    await vi.advanceTimersByTimeAsync(SPEC_CATEGORY_SWITCH_MS * 3);
    expect(list(run)).toEqual({ loading: { minimumDelay: 'done', fetch: 'fetching' } });
    await run.calls.resolve('loadParts', cpus);
    expect(list(run)).toBe('ready');
  });

  it('switching category clears the part in view, the search and the filters', async () => {
    const run = await readyWithCpus();
    run.actor.send({ type: 'SEARCH_CHANGED', search: 'ryzen' });
    run.actor.send({ type: 'SET_FILTER', filter: 'socket', value: 'AM5' });
    run.actor.send({ type: 'SELECT_CATEGORY', category: 'gpu' });
    expect(run.actor.getSnapshot().context).toMatchObject({
      category: 'gpu',
      viewing: null,
      search: '',
      parts: [],
      filters: { brand: null, series: null, socket: null },
    });
    expect(run.calls.inputs('loadParts')).toEqual([
      { category: 'cpu', build: [] },
      { category: 'gpu', build: [] },
    ]);
    await run.calls.resolve('loadParts', gpus);
    await vi.advanceTimersByTimeAsync(SPEC_CATEGORY_SWITCH_MS);
    expect(run.actor.getSnapshot().context.viewing).toBe(gpus[0]?.sku);
  });

  it('a switch during loading starts over and ignores the older answer', async () => {
    const run = startBuilder();
    run.actor.send({ type: 'SELECT_CATEGORY', category: 'gpu' });
    await run.calls.resolveStale('loadParts', cpus);
    await vi.advanceTimersByTimeAsync(SPEC_CATEGORY_SWITCH_MS);
    expect(list(run)).toEqual({ loading: { minimumDelay: 'done', fetch: 'fetching' } });
    await run.calls.resolve('loadParts', gpus);
    expect(run.actor.getSnapshot().context.parts).toEqual(gpus);
  });

  it('views nothing when the category is empty, and says so', async () => {
    const run = startBuilder();
    await run.calls.resolve('loadParts', []);
    await vi.advanceTimersByTimeAsync(SPEC_CATEGORY_SWITCH_MS);
    const { context } = run.actor.getSnapshot();
    expect(context.viewing).toBeNull();
    expect(formatMessage(emptyListMessage(context) ?? { id: 'text' }, 'th')).toBe('ไม่พบสินค้าที่ค้นหา');
  });

  it('shows a load failure and retries', async () => {
    const run = startBuilder();
    await run.calls.reject('loadParts', new TypeError('Failed to fetch'));
    expect(list(run)).toBe('failed');
    expect(formatMessage(run.actor.getSnapshot().context.error ?? { id: 'text' }, 'th')).toBe(
      'ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้',
    );
    run.actor.send({ type: 'RETRY' });
    expect(run.actor.getSnapshot().context.error).toBeNull();
    await run.calls.resolve('loadParts', cpus);
    await vi.advanceTimersByTimeAsync(SPEC_CATEGORY_SWITCH_MS);
    expect(list(run)).toBe('ready');
  });
});

describe('choosing parts', () => {
  it('keeps one part per category across the whole build', async () => {
    const run = await readyWithCpus();
    const [first, second] = cpus;
    run.actor.send({ type: 'CHOOSE_PART', sku: first?.sku as string });
    await show(run, 'cpu', cpus);
    run.actor.send({ type: 'CHOOSE_PART', sku: second?.sku as string });
    expect(run.actor.getSnapshot().context.build).toEqual({ cpu: second });
    await show(run, 'gpu', gpus);
    run.actor.send({ type: 'CHOOSE_PART', sku: gpus[1]?.sku as string });
    const { build } = run.actor.getSnapshot().context;
    expect(build).toEqual({ cpu: second, gpu: gpus[1] });

    run.actor.send({ type: 'REMOVE_PART', category: 'cpu' });
    expect(run.actor.getSnapshot().context.build).toEqual({ gpu: gpus[1] });
  });

  it('holds up to four of a memory kit or drive, one of anything else; a new part starts at one', async () => {
    const ram = catalogParts('ram').slice(0, 2);
    const run = await readyWithCpus();
    run.actor.send({ type: 'CHOOSE_PART', sku: cpus[0]?.sku as string });
    run.actor.send({ type: 'SET_QUANTITY', category: 'cpu', quantity: 2 });
    run.actor.send({ type: 'SET_QUANTITY', category: 'ram', quantity: 2 });
    expect(run.actor.getSnapshot().context.quantities).toEqual({ cpu: 1 });
    run.actor.send({ type: 'SELECT_CATEGORY', category: 'ram' });
    await run.calls.resolve('loadParts', ram);
    await vi.advanceTimersByTimeAsync(SPEC_CATEGORY_SWITCH_MS);
    run.actor.send({ type: 'CHOOSE_PART', sku: ram[0]?.sku as string });
    run.actor.send({ type: 'SET_QUANTITY', category: 'ram', quantity: 9 });
    expect(run.actor.getSnapshot().context.quantities).toMatchObject({ ram: 4 });
    run.actor.send({ type: 'SET_QUANTITY', category: 'ram', quantity: 2 });
    await show(run, 'ram', ram);
    run.actor.send({ type: 'CHOOSE_PART', sku: ram[0]?.sku as string });
    expect(run.actor.getSnapshot().context.quantities).toMatchObject({ ram: 2 });
    await show(run, 'ram', ram);
    run.actor.send({ type: 'CHOOSE_PART', sku: ram[1]?.sku as string });
    expect(run.actor.getSnapshot().context.quantities.ram).toBeUndefined();
    run.actor.send({ type: 'SET_QUANTITY', category: 'ram', quantity: 3 });
    run.actor.send({ type: 'REMOVE_PART', category: 'ram' });
    expect(run.actor.getSnapshot().context.quantities.ram).toBeUndefined();
  });

  it('refuses a part out of stock; it can still be viewed', async () => {
    const soldOut = cpus.map((cpu, index) => (index === 1 ? { ...cpu, inStock: false } : cpu));
    const run = startBuilder();
    await run.calls.resolve('loadParts', soldOut);
    await vi.advanceTimersByTimeAsync(SPEC_CATEGORY_SWITCH_MS);
    run.actor.send({ type: 'CHOOSE_PART', sku: cpus[1]?.sku as string });
    expect(run.actor.getSnapshot().context.build).toEqual({});
    expect(run.actor.getSnapshot().context.category).toBe('cpu');
    run.actor.send({ type: 'VIEW_PART', sku: cpus[1]?.sku as string });
    expect(run.actor.getSnapshot().context.viewing).toBe(cpus[1]?.sku);
  });

  it('moves on to the next part not yet chosen after a choice, from the start after the last', async () => {
    const run = await readyWithCpus();
    run.actor.send({ type: 'CHOOSE_PART', sku: cpus[0]?.sku as string });
    expect(run.actor.getSnapshot().context.category).toBe('gpu');
    expect(run.calls.inputs('loadParts').at(-1)).toEqual({ category: 'gpu', build: [cpus[0]?.sku] });
    run.actor.send({ type: 'SELECT_CATEGORY', category: 'os' });
    const systems = catalogParts('os').slice(0, 2);
    await run.calls.resolve('loadParts', systems);
    await vi.advanceTimersByTimeAsync(SPEC_CATEGORY_SWITCH_MS);
    run.actor.send({ type: 'CHOOSE_PART', sku: systems[0]?.sku as string });
    expect(run.actor.getSnapshot().context.category).toBe('gpu');
  });

  it('moves on within the tab, and stays once every category of the tab has a part', () => {
    const cpu = cpus[0] as BuilderPart;
    expect(nextUnchosenCategory('monitor', { cpu })).toBe('keyboard');
    expect(nextUnchosenCategory('headset', {})).toBe('monitor');
    const everyPart = Object.fromEntries(PART_CATEGORIES.map((category) => [category, cpu]));
    expect(nextUnchosenCategory('case', everyPart)).toBeNull();
  });

  it('ignores parts that are not in the loaded list', async () => {
    const run = await readyWithCpus();
    run.actor.send({ type: 'CHOOSE_PART', sku: 'NOPE' });
    run.actor.send({ type: 'VIEW_PART', sku: 'NOPE' });
    expect(run.actor.getSnapshot().context).toMatchObject({ build: {}, viewing: cpus[0]?.sku });
    run.actor.send({ type: 'VIEW_PART', sku: cpus[2]?.sku as string });
    expect(run.actor.getSnapshot().context).toMatchObject({ build: {}, viewing: cpus[2]?.sku });
  });

  it('opens and closes the detail popup of the part in view', async () => {
    const run = startBuilder();
    await run.calls.resolve('loadParts', []);
    await vi.advanceTimersByTimeAsync(SPEC_CATEGORY_SWITCH_MS);
    run.actor.send({ type: 'OPEN_DETAIL' });
    expect(run.actor.getSnapshot().context.detailOpen).toBe(false);
    const ready = await readyWithCpus();
    ready.actor.send({ type: 'OPEN_DETAIL' });
    expect(ready.actor.getSnapshot().context.detailOpen).toBe(true);
    ready.actor.send({ type: 'CLOSE_DETAIL' });
    expect(ready.actor.getSnapshot().context.detailOpen).toBe(false);
  });
});

describe('search, sort and filters', () => {
  it('searches names case-insensitively, sorts by price ascending when on', async () => {
    const run = await readyWithCpus();
    run.actor.send({ type: 'SEARCH_CHANGED', search: '  RYZEN 7 ' });
    const found = visibleParts(run.actor.getSnapshot().context);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.name.en?.toLowerCase().includes('ryzen 7'))).toBe(true);
    run.actor.send({ type: 'SEARCH_CHANGED', search: '' });
    run.actor.send({ type: 'TOGGLE_PRICE_SORT' });
    const prices = visibleParts(run.actor.getSnapshot().context).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices).toHaveLength(cpus.length);
    run.actor.send({ type: 'TOGGLE_PRICE_SORT' });
    expect(visibleParts(run.actor.getSnapshot().context)).toEqual(cpus);
    expect(emptyListMessage(run.actor.getSnapshot().context)).toBeNull();
    run.actor.send({ type: 'SEARCH_CHANGED', search: 'no such cpu' });
    expect(emptyListMessage(run.actor.getSnapshot().context)).toEqual({ id: 'specBuilder.noResults' });
  });

  it('matches the Thai name too', () => {
    const thaiOnly = { ...part('os', catalogParts('os')[0]?.sku as string), name: { th: 'วินโดวส์' } };
    expect(
      visibleParts({
        parts: [thaiOnly],
        search: 'วินโดวส์',
        filters: { brand: null, series: null, socket: null },
        sortByPrice: false,
      }),
    ).toEqual([thaiOnly]);
  });

  it('offers filter options from the loaded parts and filters by brand, series and socket', async () => {
    const run = await readyWithCpus();
    const { parts } = run.actor.getSnapshot().context;
    expect(filterOptions(parts, 'brand')).toEqual([...new Set(cpus.map((c) => c.brand))].sort());
    const socket = filterOptions(parts, 'socket')[0] as string;
    run.actor.send({ type: 'SET_FILTER', filter: 'socket', value: socket });
    expect(visibleParts(run.actor.getSnapshot().context).every((p) => p.specs.socket === socket)).toBe(true);
    const series = filterOptions(parts, 'series')[0] as string;
    run.actor.send({ type: 'SET_FILTER', filter: 'series', value: series });
    expect(visibleParts(run.actor.getSnapshot().context).every((p) => p.specs.series === series)).toBe(true);
    expect(filterOptions([{ ...cpus[0], brand: undefined } as never], 'brand')).toEqual([]);
  });

  it('opens one dropdown at a time; Escape or an outside click closes it; choosing closes it', async () => {
    const run = await readyWithCpus();
    const open = () => run.actor.getSnapshot().context.openMenu;
    run.actor.send({ type: 'TOGGLE_MENU', menu: 'brand' });
    expect(open()).toBe('brand');
    run.actor.send({ type: 'TOGGLE_MENU', menu: 'socket' });
    expect(open()).toBe('socket');
    run.actor.send({ type: 'TOGGLE_MENU', menu: 'socket' });
    expect(open()).toBeNull();
    run.actor.send({ type: 'TOGGLE_MENU', menu: 'series' });
    run.actor.send({ type: 'CLOSE_MENU' });
    expect(open()).toBeNull();
    run.actor.send({ type: 'TOGGLE_MENU', menu: 'brand' });
    run.actor.send({ type: 'SET_FILTER', filter: 'brand', value: 'AMD' });
    expect(open()).toBeNull();
  });
});

describe('clear all', () => {
  it('goes back to cpu and clears the build, search and sort, and reports success', async () => {
    const run = await readyWithCpus();
    run.actor.send({ type: 'CHOOSE_PART', sku: cpus[1]?.sku as string });
    run.actor.send({ type: 'SELECT_CATEGORY', category: 'gpu' });
    await run.calls.resolve('loadParts', gpus);
    await vi.advanceTimersByTimeAsync(SPEC_CATEGORY_SWITCH_MS);
    run.actor.send({ type: 'SEARCH_CHANGED', search: 'rtx' });
    run.actor.send({ type: 'TOGGLE_PRICE_SORT' });
    run.actor.send({ type: 'CLEAR_ALL' });
    const { context } = run.actor.getSnapshot();
    expect(context).toMatchObject({
      category: 'cpu',
      build: {},
      search: '',
      sortByPrice: false,
      viewing: null,
    });
    expect(formatMessage(context.notice ?? { id: 'text' }, 'en')).toBe('All selections cleared');
    expect(run.emitted).toEqual([{ type: 'cleared' }]);
    expect(run.calls.inputs('loadParts').at(-1)).toEqual({ category: 'cpu', build: [] });
    run.actor.send({ type: 'DISMISS_NOTICE' });
    expect(run.actor.getSnapshot().context.notice).toBeNull();
  });
});

describe('judged against the build', () => {
  it('asks for the next category with the SKUs chosen so far', async () => {
    const run = await readyWithCpus();
    run.actor.send({ type: 'CHOOSE_PART', sku: cpus[2]?.sku as string });
    run.actor.send({ type: 'SELECT_CATEGORY', category: 'gpu' });
    expect(run.calls.inputs('loadParts').at(-1)).toEqual({ category: 'gpu', build: [cpus[2]?.sku] });
    await run.calls.resolve('loadParts', gpus);
    await vi.advanceTimersByTimeAsync(SPEC_CATEGORY_SWITCH_MS);
    run.actor.send({ type: 'CHOOSE_PART', sku: gpus[0]?.sku as string });
    run.actor.send({ type: 'SELECT_CATEGORY', category: 'cpu' });
    expect(run.calls.inputs('loadParts').at(-1)).toEqual({
      category: 'cpu',
      build: [cpus[2]?.sku, gpus[0]?.sku],
    });
  });
});

describe('tabs', () => {
  it('moves spec → addon → summary with Next, showing an add-on category on the addon tab', async () => {
    const run = await readyWithCpus();
    run.actor.send({ type: 'NEXT' });
    expect(run.actor.getSnapshot().value.tab).toBe('addon');
    expect(run.actor.getSnapshot().context.category).toBe('monitor');
    run.actor.send({ type: 'NEXT' });
    expect(run.actor.getSnapshot().value.tab).toBe('summary');
    run.actor.send({ type: 'SET_ASSEMBLY', assembly: 'self' });
    expect(run.actor.getSnapshot().context.assembly).toBe('self');
  });

  it('clicking a tab shows a category of that tab, keeping one that already belongs to it', async () => {
    const run = await readyWithCpus();
    run.actor.send({ type: 'SET_TAB', tab: 'spec' });
    expect(run.calls.count('loadParts')).toBe(1);
    run.actor.send({ type: 'SET_TAB', tab: 'addon' });
    expect(run.actor.getSnapshot().context.category).toBe('monitor');
    run.actor.send({ type: 'SET_TAB', tab: 'summary' });
    expect(run.actor.getSnapshot().context.category).toBe('monitor');
    run.actor.send({ type: 'SET_TAB', tab: 'spec' });
    expect(run.actor.getSnapshot().value.tab).toBe('spec');
    expect(run.actor.getSnapshot().context.category).toBe('cpu');
  });
});

describe('share', () => {
  it('copies the link and shows copied for 2 s', async () => {
    const run = await readyWithCpus();
    run.actor.send({ type: 'OPEN_SHARE' });
    run.actor.send({ type: 'COPY', text: 'https://shop.example/spec?cpu=X' });
    expect(run.calls.inputs('copyText')).toEqual([{ text: 'https://shop.example/spec?cpu=X' }]);
    await run.calls.resolve('copyText', undefined);
    expect(run.actor.getSnapshot().value.share).toEqual({ open: 'copied' });
    await vi.advanceTimersByTimeAsync(COPIED_STATE_MS - 1);
    expect(run.actor.getSnapshot().value.share).toEqual({ open: 'copied' });
    await vi.advanceTimersByTimeAsync(1);
    expect(run.actor.getSnapshot().value.share).toEqual({ open: 'idle' });
    run.actor.send({ type: 'CLOSE_SHARE' });
    expect(run.actor.getSnapshot().value.share).toBe('closed');
  });

  it('copying again while copied starts over; a failed copy is handed over to be logged', async () => {
    const run = await readyWithCpus();
    run.actor.send({ type: 'OPEN_SHARE' });
    run.actor.send({ type: 'COPY', text: 'a' });
    await run.calls.resolve('copyText', undefined);
    run.actor.send({ type: 'COPY', text: 'b' });
    const denied = new Error('denied');
    await run.calls.reject('copyText', denied);
    expect(run.actor.getSnapshot().value.share).toEqual({ open: 'idle' });
    expect(run.emitted).toEqual([{ type: 'copyFailed', error: denied }]);
  });

  it('restores a shared build, dropping unknown categories and SKUs', async () => {
    const cpu = part('cpu', 'CPU-AMD-R7-9800X3D');
    const gpu = part('gpu', 'GPU-ASUS-RTX5090-TUF-GAMING-32G');
    const run = startBuilder(`cpu=${cpu.sku}&gpu=${gpu.sku}&ram=RAM-GONE&toaster=T-1&psu=${gpu.sku}`);
    expect(run.actor.getSnapshot().value.list).toBe('restoring');
    expect(run.calls.inputs('findParts')).toEqual([
      {
        parts: [
          { category: 'cpu', sku: cpu.sku, quantity: 1 },
          { category: 'gpu', sku: gpu.sku, quantity: 1 },
          { category: 'ram', sku: 'RAM-GONE', quantity: 1 },
          { category: 'psu', sku: gpu.sku, quantity: 1 },
        ],
      },
    ]);
    await run.calls.resolve('findParts', [cpu, gpu]);
    expect(run.actor.getSnapshot().context.build).toEqual({ cpu, gpu });
    // The first list is judged against the restored build.
    expect(run.calls.inputs('loadParts')).toEqual([{ category: 'cpu', build: [cpu.sku, gpu.sku] }]);
  });

  it('restores the quantities of a shared build', async () => {
    const ram = part('ram', 'RAM-CORSAIR-VENGEANCE-RGB-D5-6000-2X16-CL36');
    const cpu = part('cpu', 'CPU-AMD-R7-9800X3D');
    const run = startBuilder(`cpu=${cpu.sku}*3&ram=${ram.sku}*2`);
    await run.calls.resolve('findParts', [cpu, ram]);
    expect(run.actor.getSnapshot().context).toMatchObject({ build: { cpu, ram }, quantities: { ram: 2 } });
  });

  it('starts empty when the shared build cannot be fetched', async () => {
    const run = startBuilder('cpu=CPU-1');
    await run.calls.reject('findParts', new ApiRequestError({ kind: 'http', status: 500, message: 'x' }));
    await flush();
    expect(run.actor.getSnapshot().context.build).toEqual({});
    expect(run.actor.getSnapshot().value.list).toMatchObject({ loading: {} });
  });
});
