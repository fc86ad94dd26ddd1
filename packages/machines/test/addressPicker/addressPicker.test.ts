import { ApiRequestError } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type AddressMatch,
  type AddressSelection,
  addressPickerMachine,
  clearFrom,
  EMPTY_ADDRESS_SELECTION,
  searchInputOf,
} from '../../src/addressPicker/addressPickerMachine.ts';
import { POSTCODE_MODAL_CLOSE_MS } from '../../src/constants.ts';
import type { Message } from '../../src/messages.ts';
import { formatMessage } from '../support/formatMessage.ts';
import { pendingCalls } from '../support/pendingCalls.ts';

const chiangMai = { code: '50', name: { th: 'เชียงใหม่', en: 'Chiang Mai' } };
const bangkok = { code: '10', name: { th: 'กรุงเทพมหานคร', en: 'Bangkok' } };
const mueang = { code: '5001', name: { th: 'เมืองเชียงใหม่', en: 'Mueang Chiang Mai' } };
const siPhum = { code: '500101', name: { th: 'ศรีภูมิ', en: 'Si Phum' } };
const match: AddressMatch = {
  postCodeMain: '50200',
  province: chiangMai.name,
  district: mueang.name,
  tambon: siPhum.name,
};
const full: AddressSelection = { province: chiangMai, district: mueang, tambon: siPhum, postcode: '50200' };

const th = (m: Message | null) => (m ? formatMessage(m, 'th') : null);
const network = () => new TypeError('Failed to fetch');
const serverSays = (message: string, code?: string) =>
  new ApiRequestError({ kind: 'http', status: 500, message, ...(code ? { code } : {}) });

function startPicker(selection?: AddressSelection) {
  const calls = pendingCalls();
  const machine = addressPickerMachine.provide({
    actors: {
      fetchProvinces: calls.actor('fetchProvinces'),
      fetchDistricts: calls.actor('fetchDistricts'),
      fetchTambons: calls.actor('fetchTambons'),
      fetchPostcode: calls.actor('fetchPostcode'),
      searchAddresses: calls.actor('searchAddresses'),
    },
  });
  const actor = createActor(machine, { input: selection ? { selection } : undefined });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

async function openWithProvinces() {
  const run = startPicker();
  run.actor.send({ type: 'OPEN' });
  await run.calls.resolve('fetchProvinces', [bangkok, chiangMai]);
  return run;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('address picker steps', () => {
  it('loads the provinces when opened, once', async () => {
    const { actor, calls } = await openWithProvinces();
    expect(actor.getSnapshot().context.provinces).toEqual([bangkok, chiangMai]);
    actor.send({ type: 'DONE' });
    actor.send({ type: 'OPEN' });
    expect(calls.count('fetchProvinces')).toBe(1);
    expect(actor.getSnapshot().matches({ open: { steps: 'idle' } })).toBe(true);
  });

  it('walks province → districts → sub-districts → postcode', async () => {
    const { actor, calls } = await openWithProvinces();
    actor.send({ type: 'SELECT_PROVINCE', province: chiangMai });
    expect(actor.getSnapshot().matches({ open: { steps: 'loadingDistricts' } })).toBe(true);
    expect(calls.inputs('fetchDistricts')).toEqual([{ province: chiangMai }]);
    await calls.resolve('fetchDistricts', [mueang]);
    actor.send({ type: 'SELECT_DISTRICT', district: mueang });
    expect(calls.inputs('fetchTambons')).toEqual([{ province: chiangMai, district: mueang }]);
    await calls.resolve('fetchTambons', [siPhum]);
    actor.send({ type: 'SELECT_TAMBON', tambon: siPhum });
    expect(calls.inputs('fetchPostcode')).toEqual([
      { province: chiangMai, district: mueang, tambon: siPhum },
    ]);
    await calls.resolve('fetchPostcode', '50200');
    const { context } = actor.getSnapshot();
    expect(context.selection).toEqual(full);
    expect(context).toMatchObject({ districts: [mueang], tambons: [siPhum], error: null });
  });

  it('choosing a province clears the deeper choices and lists', async () => {
    const { actor, calls } = startPicker(full);
    actor.send({ type: 'OPEN' });
    await calls.resolve('fetchProvinces', [bangkok, chiangMai]);
    actor.send({ type: 'SELECT_PROVINCE', province: bangkok });
    expect(actor.getSnapshot().context).toMatchObject({
      selection: { ...EMPTY_ADDRESS_SELECTION, province: bangkok },
      districts: [],
      tambons: [],
    });
  });

  it('choosing a district clears the sub-district and postcode', async () => {
    const { actor } = startPicker(full);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SELECT_DISTRICT', district: mueang });
    expect(actor.getSnapshot().context.selection).toEqual({ ...full, tambon: null, postcode: null });
  });

  it('clearing a step clears the deeper ones and reloads the list to choose from', async () => {
    const { actor, calls } = startPicker(full);
    actor.send({ type: 'OPEN' });
    await calls.resolve('fetchProvinces', [chiangMai]);
    actor.send({ type: 'CLEAR_STEP', step: 'tambon' });
    expect(actor.getSnapshot().context.selection).toEqual({ ...full, tambon: null, postcode: null });
    expect(calls.inputs('fetchTambons')).toEqual([{ province: chiangMai, district: mueang }]);
    await calls.resolve('fetchTambons', [siPhum]);
    actor.send({ type: 'CLEAR_STEP', step: 'district' });
    expect(actor.getSnapshot().context.selection).toEqual({
      ...EMPTY_ADDRESS_SELECTION,
      province: chiangMai,
    });
    expect(calls.count('fetchDistricts')).toBe(1);
    await calls.resolve('fetchDistricts', [mueang]);
    actor.send({ type: 'CLEAR_STEP', step: 'province' });
    expect(actor.getSnapshot().context.selection).toEqual(EMPTY_ADDRESS_SELECTION);
    expect(actor.getSnapshot().matches({ open: { steps: 'idle' } })).toBe(true);
  });

  it('clearing the province before the provinces have come still lists them when they come', async () => {
    const { actor, calls } = startPicker(full);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLEAR_STEP', step: 'province' });
    expect(actor.getSnapshot().context.selection).toEqual(EMPTY_ADDRESS_SELECTION);
    await calls.resolve('fetchProvinces', [bangkok, chiangMai]);
    expect(actor.getSnapshot().context.provinces).toEqual([bangkok, chiangMai]);
    expect(actor.getSnapshot().matches({ open: { steps: 'idle' } })).toBe(true);
  });

  it('clearing the postcode keeps the rest; clearing below nothing loads nothing', () => {
    const { actor, calls } = startPicker(full);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLEAR_STEP', step: 'postcode' });
    expect(actor.getSnapshot().context.selection).toEqual({ ...full, postcode: null });
    const empty = startPicker();
    empty.actor.send({ type: 'OPEN' });
    empty.actor.send({ type: 'CLEAR_STEP', step: 'district' });
    empty.actor.send({ type: 'CLEAR_STEP', step: 'tambon' });
    expect(empty.calls.count('fetchDistricts') + empty.calls.count('fetchTambons')).toBe(0);
    expect(calls.count('fetchDistricts')).toBe(0);
  });

  it('announces the selection when done', async () => {
    const { actor, emitted } = startPicker(full);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'DONE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual([{ type: 'done', selection: full }]);
  });
});

describe('address picker errors', () => {
  it.each([
    ['provinces', 'ไม่สามารถดึงข้อมูลจังหวัดได้', 'เกิดข้อผิดพลาดในการดึงข้อมูลจังหวัด'],
    ['districts', 'ไม่สามารถดึงข้อมูลอำเภอได้', 'เกิดข้อผิดพลาดในการดึงข้อมูลอำเภอ'],
    ['tambons', 'ไม่สามารถดึงข้อมูลตำบลได้', 'เกิดข้อผิดพลาดในการดึงข้อมูลตำบล'],
    ['postcode', 'ไม่สามารถดึงรหัสไปรษณีย์ได้', 'เกิดข้อผิดพลาดในการดึงรหัสไปรษณีย์'],
  ])(
    '%s: the text of the server’s code, else the default; no answer: the connection text',
    async (step, failed, connection) => {
      const lookup = {
        provinces: 'fetchProvinces',
        districts: 'fetchDistricts',
        tambons: 'fetchTambons',
        postcode: 'fetchPostcode',
      }[step] as string;
      const reach = async (thrown: unknown) => {
        const run = startPicker(step === 'provinces' ? undefined : full);
        run.actor.send({ type: 'OPEN' });
        if (step !== 'provinces') {
          await run.calls.resolve('fetchProvinces', [chiangMai]);
          if (step === 'districts') run.actor.send({ type: 'SELECT_PROVINCE', province: chiangMai });
          if (step === 'tambons') run.actor.send({ type: 'SELECT_DISTRICT', district: mueang });
          if (step === 'postcode') run.actor.send({ type: 'SELECT_TAMBON', tambon: siPhum });
        }
        await run.calls.reject(lookup, thrown);
        return th(run.actor.getSnapshot().context.error);
      };
      expect(await reach(serverSays('Several provinces …', 'AMBIGUOUS_DISTRICT'))).toBe(
        'มีอำเภอชื่อนี้หลายจังหวัด กรุณาเลือกจังหวัด',
      );
      expect(await reach(serverSays('No province is called "x".', 'NOT_FOUND'))).toBe(failed);
      expect(await reach(serverSays('ไม่พบจังหวัด', 'SOMETHING_NEW'))).toBe(failed);
      expect(await reach(serverSays(''))).toBe(failed);
      expect(await reach(network())).toBe(connection);
    },
  );

  it("says 'no data found' for an empty province list", async () => {
    const { actor, calls } = startPicker();
    actor.send({ type: 'OPEN' });
    await calls.resolve('fetchProvinces', []);
    expect(th(actor.getSnapshot().context.error)).toBe('ไม่พบข้อมูล');
  });

  it('says the postcode could not be fetched when none is found', async () => {
    const { actor, calls } = startPicker(full);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SELECT_TAMBON', tambon: siPhum });
    await calls.resolve('fetchPostcode', null);
    expect(th(actor.getSnapshot().context.error)).toBe('ไม่สามารถดึงรหัสไปรษณีย์ได้');
  });

  it('a new choice clears the error', async () => {
    const { actor, calls } = await openWithProvinces();
    actor.send({ type: 'SELECT_PROVINCE', province: chiangMai });
    await calls.reject('fetchDistricts', network());
    actor.send({ type: 'SELECT_PROVINCE', province: chiangMai });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('address search', () => {
  it('reads a query: under 2 characters nothing, exactly 5 digits a postcode, else a name', () => {
    expect(searchInputOf(' เ ')).toBeNull();
    expect(searchInputOf('50200')).toEqual({ postcode: '50200' });
    expect(searchInputOf('502001')).toEqual({ q: '502001' });
    expect(searchInputOf(' ศรี ')).toEqual({ q: 'ศรี' });
  });

  it('sends nothing under 2 characters and clears earlier results', async () => {
    const { actor, calls } = await openWithProvinces();
    actor.send({ type: 'SEARCH_CHANGED', query: 'ศรี' });
    await calls.resolve('searchAddresses', [match]);
    actor.send({ type: 'SEARCH_CHANGED', query: 'ศ' });
    expect(actor.getSnapshot().context.results).toEqual([]);
    expect(calls.count('searchAddresses')).toBe(1);
  });

  it('choosing a name result fills all four and stays open', async () => {
    const { actor, calls } = await openWithProvinces();
    actor.send({ type: 'SEARCH_CHANGED', query: 'ศรีภูมิ' });
    expect(calls.inputs('searchAddresses')).toEqual([{ q: 'ศรีภูมิ' }]);
    await calls.resolve('searchAddresses', [match]);
    actor.send({ type: 'CHOOSE_RESULT', match });
    expect(actor.getSnapshot().context.selection).toEqual({
      province: { name: chiangMai.name },
      district: { name: mueang.name },
      tambon: { name: siPhum.name },
      postcode: '50200',
    });
    vi.advanceTimersByTime(10 * POSTCODE_MODAL_CLOSE_MS);
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('a postcode result fills all four and closes the picker after 1 s', async () => {
    const { actor, calls, emitted } = await openWithProvinces();
    actor.send({ type: 'SEARCH_CHANGED', query: '50200' });
    expect(calls.inputs('searchAddresses')).toEqual([{ postcode: '50200' }]);
    await calls.resolve('searchAddresses', [match]);
    actor.send({ type: 'CHOOSE_RESULT', match });
    expect(actor.getSnapshot().value).toBe('closing');
    expect(actor.getSnapshot().context.selection.postcode).toBe('50200');
    vi.advanceTimersByTime(POSTCODE_MODAL_CLOSE_MS - 1);
    expect(actor.getSnapshot().value).toBe('closing');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toHaveLength(1);
  });

  it('says \'no results for "…"\' when nothing matches', async () => {
    const { actor, calls } = await openWithProvinces();
    actor.send({ type: 'SEARCH_CHANGED', query: ' zzz ' });
    await calls.resolve('searchAddresses', []);
    expect(th(actor.getSnapshot().context.error)).toBe('ไม่พบผลลัพธ์สำหรับ "zzz"');
    expect(formatMessage(actor.getSnapshot().context.error as Message, 'en')).toBe('No results for "zzz"');
  });

  it('searching leaves a step that is loading alone', async () => {
    const { actor, calls } = await openWithProvinces();
    actor.send({ type: 'SELECT_PROVINCE', province: chiangMai });
    actor.send({ type: 'SEARCH_CHANGED', query: 'ศรี' });
    actor.send({ type: 'SEARCH_CHANGED', query: 'ศรีภ' });
    expect(actor.getSnapshot().value).toEqual({ open: { steps: 'loadingDistricts', search: 'searching' } });
    await calls.resolve('fetchDistricts', [mueang]);
    expect(actor.getSnapshot().context.districts).toEqual([mueang]);
    expect(calls.count('fetchProvinces')).toBe(1);
  });

  it('shows the search failure and ignores the answer to an older query', async () => {
    const { actor, calls } = await openWithProvinces();
    actor.send({ type: 'SEARCH_CHANGED', query: 'ศรี' });
    actor.send({ type: 'SEARCH_CHANGED', query: 'ศรีภูมิ' });
    await calls.resolveStale('searchAddresses', [{ ...match, postCodeMain: '99999' }]);
    expect(actor.getSnapshot().context.results).toEqual([]);
    await calls.reject('searchAddresses', network());
    expect(th(actor.getSnapshot().context.error)).toBe('เกิดข้อผิดพลาดในการค้นหาที่อยู่');
  });
});

describe('clearFrom', () => {
  it('clears the step and everything under it', () => {
    expect(clearFrom(full, 'province')).toEqual(EMPTY_ADDRESS_SELECTION);
    expect(clearFrom(full, 'postcode')).toEqual({ ...full, postcode: null });
  });
});
