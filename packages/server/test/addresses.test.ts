import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validateThaiAddress } from '../src/addresses/validateAddress.ts';
import { districts, provinces, subdistricts } from '../src/db/schema/index.ts';
import type { OperationId } from '../src/http/operations.ts';
import { seedAddresses } from '../src/seed/addresses.ts';
import { useTestApp } from './support/app.ts';
import { callOperation, callSuccessfully, type OperationCall } from './support/contract.ts';

const thaiCollator = new Intl.Collator('th');
const isInThaiOrder = (names: string[]) =>
  names.every((name, i) => i === 0 || thaiCollator.compare(names[i - 1] ?? name, name) <= 0);

describe('Thai address lookups', () => {
  const testApp = useTestApp();

  const call = <K extends OperationId>(operationId: K, options?: OperationCall) =>
    callOperation(testApp.app, operationId, options);

  describe('seed', () => {
    const rowCounts = async () => {
      const { db } = testApp.database;
      const [[p], [d], [s]] = await Promise.all([
        db.select({ rows: count() }).from(provinces),
        db.select({ rows: count() }).from(districts),
        db.select({ rows: count() }).from(subdistricts),
      ]);
      return [p?.rows, d?.rows, s?.rows];
    };

    it('loads 77 provinces, 929 districts and 7,451 sub-districts, and the same again on a second run', async () => {
      expect(await rowCounts()).toEqual([77, 929, 7451]);
      const summary = await seedAddresses(testApp.database.db);
      expect(summary).toEqual({ provinces: 77, districts: 929, subdistricts: 7451 });
      expect(await rowCounts()).toEqual([77, 929, 7451]);
    });
  });

  describe('GET /addresses/provinces', () => {
    it('lists the 77 provinces with codes and Thai and English names, in Thai dictionary order', async () => {
      const { data } = await callSuccessfully(testApp.app, 'listProvinces');
      expect(data).toHaveLength(77);
      expect(data).toContainEqual({ code: '10', name: { th: 'กรุงเทพมหานคร', en: 'Bangkok' } });
      expect(data).toContainEqual({ code: '50', name: { th: 'เชียงใหม่', en: 'Chiang Mai' } });
      expect(isInThaiOrder(data.map((place) => place.name.th))).toBe(true);
      // Thai order skips leading vowels: เชียงใหม่ sorts under ช, before ตาก, not after every consonant.
      const names = data.map((place) => place.name.th);
      expect(names.indexOf('เชียงใหม่')).toBeLessThan(names.indexOf('ตาก'));
      expect(names[0]).toBe('กระบี่');
    });
  });

  describe('the picker chain Bangkok → เขตพระนคร → พระบรมมหาราชวัง → 10200', () => {
    it('lists the 50 khet of Bangkok by Thai name, English name or code alike', async () => {
      const byThai = await callSuccessfully(testApp.app, 'listDistricts', {
        params: { province: 'กรุงเทพมหานคร' },
      });
      const byEnglish = await callSuccessfully(testApp.app, 'listDistricts', {
        params: { province: 'bangkok' },
      });
      const byCode = await callSuccessfully(testApp.app, 'listDistricts', { params: { province: '10' } });
      const byNickname = await callSuccessfully(testApp.app, 'listDistricts', {
        params: { province: 'กทม.' },
      });
      expect(byThai.data).toHaveLength(50);
      expect(byEnglish.data).toEqual(byThai.data);
      expect(byCode.data).toEqual(byThai.data);
      expect(byNickname.data).toEqual(byThai.data);
      expect(byThai.data).toContainEqual({ code: '1001', name: { th: 'เขตพระนคร', en: 'Khet Phra Nakhon' } });
      expect(isInThaiOrder(byThai.data.map((place) => place.name.th))).toBe(true);
    });

    it('lists the khwaeng of เขตพระนคร, with or without the prefix เขต', async () => {
      const withPrefix = await callSuccessfully(testApp.app, 'listTambons', {
        params: { district: 'เขตพระนคร' },
      });
      const withoutPrefix = await callSuccessfully(testApp.app, 'listTambons', {
        params: { district: 'พระนคร' },
      });
      const english = await callSuccessfully(testApp.app, 'listTambons', {
        params: { district: 'Phra Nakhon' },
      });
      const byCode = await callSuccessfully(testApp.app, 'listTambons', { params: { district: '1001' } });
      expect(withPrefix.data).toHaveLength(12);
      for (const other of [withoutPrefix, english, byCode]) expect(other.data).toEqual(withPrefix.data);
      expect(withPrefix.data).toContainEqual({
        code: '100101',
        name: { th: 'พระบรมมหาราชวัง', en: 'Phra Borom Maha Ratchawang' },
      });
    });

    it('finds the postcode of the chosen sub-district from Thai or English names', async () => {
      const expected = [
        {
          postCodeMain: '10200',
          province: { th: 'กรุงเทพมหานคร', en: 'Bangkok' },
          district: { th: 'เขตพระนคร', en: 'Khet Phra Nakhon' },
          tambon: { th: 'พระบรมมหาราชวัง', en: 'Phra Borom Maha Ratchawang' },
        },
      ];
      const thai = await callSuccessfully(testApp.app, 'findPostcodes', {
        query: { provinceName: 'กรุงเทพมหานคร', districtName: 'เขตพระนคร', tambonName: 'พระบรมมหาราชวัง' },
      });
      const english = await callSuccessfully(testApp.app, 'findPostcodes', {
        query: {
          provinceName: 'Bangkok',
          districtName: 'Khet Phra Nakhon',
          tambonName: 'Phra Borom Maha Ratchawang',
        },
      });
      const prefixed = await callSuccessfully(testApp.app, 'findPostcodes', {
        query: {
          provinceName: 'จังหวัดกรุงเทพมหานคร',
          districtName: 'พระนคร',
          tambonName: 'แขวงพระบรมมหาราชวัง',
        },
      });
      expect(thai.data).toEqual(expected);
      expect(english.data).toEqual(expected);
      expect(prefixed.data).toEqual(expected);
    });

    it('keeps a sub-district whose name looks like a prefix (จ.ป.ร.)', async () => {
      const { data } = await callSuccessfully(testApp.app, 'searchAddresses', { query: { q: 'จ.ป.ร.' } });
      expect(data.map((match) => match.tambon.th)).toContain('จ.ป.ร.');
    });
  });

  describe('unknown and ambiguous places', () => {
    it('answers 404 for an unknown province, district or sub-district', async () => {
      const province = await call('listDistricts', { params: { province: 'Atlantis' } });
      const district = await call('listTambons', { params: { district: 'ไม่มีอำเภอนี้' } });
      const postcode = await call('findPostcodes', {
        query: { provinceName: 'เชียงใหม่', districtName: 'เขตพระนคร', tambonName: 'พระบรมมหาราชวัง' },
      });
      for (const answer of [province, district, postcode]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
      expect(province.body.message).toContain('Atlantis');
    });

    it('asks for the province when a district name exists in several (เฉลิมพระเกียรติ)', async () => {
      const ambiguous = await call('listTambons', { params: { district: 'เฉลิมพระเกียรติ' } });
      expect(ambiguous.status).toBe(400);
      expect(ambiguous.body).toMatchObject({ code: 'AMBIGUOUS_DISTRICT' });

      const { data } = await callSuccessfully(testApp.app, 'listTambons', {
        params: { district: 'เฉลิมพระเกียรติ' },
        query: { province: 'น่าน' },
      });
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((place) => place.code.startsWith('55'))).toBe(true);

      const wrongProvince = await call('listTambons', {
        params: { district: 'เฉลิมพระเกียรติ' },
        query: { province: 'ภูเก็ต' },
      });
      expect(wrongProvince.status).toBe(404);
    });
  });

  describe('GET /addresses/search', () => {
    it('lists every sub-district of a postcode (50200: Mueang Chiang Mai)', async () => {
      const { data } = await callSuccessfully(testApp.app, 'searchAddresses', {
        query: { postcode: '50200' },
      });
      expect(data).toHaveLength(3);
      for (const match of data) {
        expect(match.postCodeMain).toBe('50200');
        expect(match.province).toEqual({ th: 'เชียงใหม่', en: 'Chiang Mai' });
        expect(match.district).toEqual({ th: 'เมืองเชียงใหม่', en: 'Mueang Chiang Mai' });
      }
      expect(data.map((match) => match.tambon.th)).toContain('ศรีภูมิ');
    });

    it('treats a 5-digit q as a postcode', async () => {
      const byQuery = await callSuccessfully(testApp.app, 'searchAddresses', { query: { q: '10200' } });
      const byPostcode = await callSuccessfully(testApp.app, 'searchAddresses', {
        query: { postcode: '10200' },
      });
      expect(byQuery.data).toEqual(byPostcode.data);
      expect(byQuery.data.length).toBeGreaterThan(0);
      expect(byQuery.data.every((match) => match.postCodeMain === '10200')).toBe(true);
    });

    it('finds nothing for a query under 2 characters', async () => {
      for (const q of ['ก', 'a', ' ก ']) {
        const { data } = await callSuccessfully(testApp.app, 'searchAddresses', { query: { q } });
        expect(data, q).toEqual([]);
      }
    });

    it('matches Thai and English names of every level, exact names first, at most 50', async () => {
      const tambon = await callSuccessfully(testApp.app, 'searchAddresses', { query: { q: 'ศรีภูมิ' } });
      expect(tambon.data[0]).toMatchObject({ tambon: { th: 'ศรีภูมิ' }, postCodeMain: '50200' });

      const english = await callSuccessfully(testApp.app, 'searchAddresses', { query: { q: 'si phum' } });
      expect(english.data[0]).toEqual(tambon.data[0]);

      const district = await callSuccessfully(testApp.app, 'searchAddresses', { query: { q: 'พระนคร' } });
      // The khet itself before พระนครศรีอยุธยา, whose name merely starts with the query.
      expect(district.data.slice(0, 12).every((match) => match.district.th === 'เขตพระนคร')).toBe(true);

      const province = await callSuccessfully(testApp.app, 'searchAddresses', { query: { q: 'กรุงเทพ' } });
      expect(province.data).toHaveLength(50);
      expect(province.data.every((match) => match.province.en === 'Bangkok')).toBe(true);
    });

    it('answers an empty list when nothing matches', async () => {
      const { data } = await callSuccessfully(testApp.app, 'searchAddresses', { query: { q: 'zzzz' } });
      expect(data).toEqual([]);
    });

    it('takes SQL-looking and LIKE-wildcard input as plain text', async () => {
      for (const q of ["'; drop table provinces; --", '%%', '__', "x' or '1'='1", '\\']) {
        const answer = await call('searchAddresses', { query: { q } });
        expect(answer.status, q).toBe(200);
        expect(answer.body, q).toMatchObject({ success: true, data: [] });
      }
      const district = await call('listDistricts', { params: { province: "10' or '1'='1" } });
      expect(district.status).toBe(404);
      const { data } = await callSuccessfully(testApp.app, 'listProvinces');
      expect(data).toHaveLength(77);
    });

    it('needs a postcode or a query, and a postcode of exactly 5 digits', async () => {
      const neither = await call('searchAddresses');
      expect(neither.status).toBe(400);
      const shortPostcode = await call('searchAddresses', { query: { postcode: '1020' } });
      expect(shortPostcode.status).toBe(400);
    });
  });

  describe('validateThaiAddress', () => {
    const valid = {
      province: 'กรุงเทพมหานคร',
      district: 'เขตพระนคร',
      tambon: 'พระบรมมหาราชวัง',
      postcode: '10200',
    };

    it('returns the stored address and codes when all four belong together', async () => {
      const address = await validateThaiAddress(testApp.database.db, valid);
      expect(address).toEqual({
        postCodeMain: '10200',
        province: { th: 'กรุงเทพมหานคร', en: 'Bangkok' },
        district: { th: 'เขตพระนคร', en: 'Khet Phra Nakhon' },
        tambon: { th: 'พระบรมมหาราชวัง', en: 'Phra Borom Maha Ratchawang' },
        codes: { province: '10', district: '1001', tambon: '100101' },
      });
      const english = await validateThaiAddress(testApp.database.db, {
        province: 'Bangkok',
        district: 'Phra Nakhon',
        tambon: 'Phra Borom Maha Ratchawang',
        postcode: '10200',
      });
      expect(english).toEqual(address);
    });

    it('returns null when the postcode, district or province does not fit', async () => {
      const { db } = testApp.database;
      expect(await validateThaiAddress(db, { ...valid, postcode: '50200' })).toBeNull();
      expect(await validateThaiAddress(db, { ...valid, postcode: '1020' })).toBeNull();
      expect(await validateThaiAddress(db, { ...valid, district: 'เขตดุสิต' })).toBeNull();
      expect(await validateThaiAddress(db, { ...valid, province: 'เชียงใหม่' })).toBeNull();
      expect(await validateThaiAddress(db, { ...valid, tambon: 'ศรีภูมิ' })).toBeNull();
    });
  });
});
