// The Thai address lookups answered from a few places, for the stories of the picker and the pages using it.
import type { components } from '@probuild/api-client';
import { envelope, getHandler } from '@probuild/api-client/mocks';
import { HttpResponse } from 'msw';

type Place = components['schemas']['AddressPlace'];
type Match = components['schemas']['AddressMatch'];

const bangkok = { th: 'กรุงเทพมหานคร', en: 'Bangkok' };
const chiangMai = { th: 'เชียงใหม่', en: 'Chiang Mai' };
const pathumWan = { th: 'ปทุมวัน', en: 'Pathum Wan' };
const muangChiangMai = { th: 'เมืองเชียงใหม่', en: 'Mueang Chiang Mai' };

const provinces: Place[] = [
  { code: '10', name: bangkok },
  { code: '50', name: chiangMai },
];
const districts: Record<string, Place[]> = {
  '10': [{ code: '1007', name: pathumWan }],
  '50': [
    { code: '5001', name: muangChiangMai },
    { code: '5002', name: { th: 'จอมทอง', en: 'Chom Thong' } },
  ],
};
const tambons: Record<string, Place[]> = {
  '1007': [{ code: '100704', name: { th: 'ลุมพินี', en: 'Lumphini' } }],
  '5001': [
    { code: '500101', name: { th: 'ศรีภูมิ', en: 'Si Phum' } },
    { code: '500102', name: { th: 'พระสิงห์', en: 'Phra Sing' } },
  ],
};
const matches: Match[] = [
  { postCodeMain: '10330', province: bangkok, district: pathumWan, tambon: { th: 'ลุมพินี', en: 'Lumphini' } },
  { postCodeMain: '10330', province: bangkok, district: pathumWan, tambon: { th: 'วังใหม่', en: 'Wang Mai' } },
  {
    postCodeMain: '50200',
    province: chiangMai,
    district: muangChiangMai,
    tambon: { th: 'ศรีภูมิ', en: 'Si Phum' },
  },
  {
    postCodeMain: '50200',
    province: chiangMai,
    district: muangChiangMai,
    tambon: { th: 'พระสิงห์', en: 'Phra Sing' },
  },
];

const named = (value: string) => (text: { th: string; en?: string }) =>
  text.th === value || text.en?.toLowerCase() === value.toLowerCase();

export const addressPickerHandlers = [
  getHandler('/addresses/provinces', () => HttpResponse.json(envelope(provinces))),
  getHandler('/addresses/provinces/{province}/districts', ({ params }) =>
    HttpResponse.json(envelope(districts[String(params.province)] ?? [])),
  ),
  getHandler('/addresses/districts/{district}/tambons', ({ params }) =>
    HttpResponse.json(envelope(tambons[String(params.district)] ?? [])),
  ),
  getHandler('/addresses/postcodes', ({ request }) => {
    const tambon = new URL(request.url).searchParams.get('tambonName') ?? '';
    const place = Object.values(tambons)
      .flat()
      .find((candidate) => candidate.code === tambon);
    return HttpResponse.json(
      envelope(matches.filter((match) => place && named(place.name.th)(match.tambon))),
    );
  }),
  getHandler('/addresses/search', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const postcode = params.get('postcode');
    const query = params.get('q') ?? '';
    const found = postcode
      ? matches.filter((match) => match.postCodeMain === postcode)
      : matches.filter((match) => [match.province, match.district, match.tambon].some(named(query)));
    return HttpResponse.json(envelope(found));
  }),
];
