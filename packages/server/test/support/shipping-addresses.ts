/** Address payloads of real places: Si Phum, Mueang Chiang Mai (50200) and Lumphini, Pathum Wan (10330). */
export function chiangMaiPerson(overrides: Record<string, unknown> = {}) {
  return {
    type: 'person' as const,
    prefix: 'mr' as const,
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    idCard: '1103700123458',
    phone: '081-234-5678',
    address: {
      province: 'เชียงใหม่',
      district: 'เมืองเชียงใหม่',
      tambon: 'ศรีภูมิ',
      postcode: '50200',
      line: '12/3 ถ.มูลเมือง',
    },
    addressTypes: ['shipping' as const, 'taxInvoice' as const],
    ...overrides,
  };
}

export function companyInBangkok(overrides: Record<string, unknown> = {}) {
  return {
    type: 'company' as const,
    companyName: 'บริษัท โปรบิลด์ จำกัด',
    branch: '00000',
    taxId: '0105561234560',
    phone: '02-123-4567',
    address: {
      province: 'กรุงเทพมหานคร',
      district: 'เขตปทุมวัน',
      tambon: 'ลุมพินี',
      postcode: '10330',
      line: '87 อาคารออลซีซั่นส์เพลส ถนนวิทยุ',
    },
    addressTypes: ['taxInvoice' as const],
    ...overrides,
  };
}
