// Shared by the back office's page stories: the whole app on a route of the story's choosing, signed
// out or signed in as a role, its calls answered by MSW from what openapi/backoffice.yaml describes.
import {
  type AuditEntry,
  type BackofficeComponents,
  type LowStockProduct,
  mswBackofficePath,
  type OrderDetail,
  type OrderRefunds,
  type Refund,
  type RefundAsk,
  STAFF_TOKEN_KEY,
  type StaffMember,
  type StaffRole,
  type StockMovement,
} from '@probuild/api-client/backoffice';
import type { Decorator } from '@storybook/react-vite';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from './App.tsx';

export const desktop = { viewport: { value: 'desktop1280', isRotated: false } };
export const mobile = { viewport: { value: 'mobile375', isRotated: false } };

type Permission = BackofficeComponents['schemas']['Permission'];

/** What a manager may do; an owner may do it all and manage staff and read the audit log too. */
const MANAGER_PERMISSIONS: Permission[] = [
  'orders.read',
  'orders.fulfil',
  'orders.refund',
  'catalogue.edit',
  'content.edit',
  'discounts.manage',
  'customers.read',
  'customers.manage',
  'sales.read',
];

/** The server's permission table, as GET /session answers it per role. */
const PERMISSIONS_OF: Record<StaffRole, Permission[]> = {
  owner: ['staff.manage', 'audit.read', ...MANAGER_PERMISSIONS],
  manager: MANAGER_PERMISSIONS,
  packer: ['orders.read', 'orders.fulfil'],
  editor: ['catalogue.edit', 'content.edit'],
};

const member = (
  id: string,
  name: string,
  email: string,
  role: StaffRole,
  extra: Partial<StaffMember> = {},
) => ({
  id,
  name,
  email,
  role,
  active: true,
  secondFactor: role === 'owner' || role === 'manager',
  createdAt: '2026-11-01T03:00:00Z',
  lastSignInAt: '2026-11-28T02:15:00Z',
  ...extra,
});

export const staffFixture: StaffMember[] = [
  member('s-owner', 'สมชาย ใจดี', 'somchai@probuild.example', 'owner'),
  member('s-manager', 'สมหญิง รักดี', 'somying@probuild.example', 'manager'),
  member('s-packer', 'มานะ แพ็คไว', 'mana@probuild.example', 'packer'),
  member('s-editor', 'ปิติ เขียนเก่ง', 'piti@probuild.example', 'editor', {
    active: false,
    lastSignInAt: null,
  }),
];

const tokenRoles: Record<string, StaffRole> = {
  'owner-token': 'owner',
  'manager-token': 'manager',
  'packer-token': 'packer',
  'editor-token': 'editor',
};

export const ok = <T,>(data: T, status = 200) =>
  HttpResponse.json({ success: true, message: 'OK', data }, { status });
export const refused = (status: number, code: string) =>
  HttpResponse.json({ success: false, message: code, code }, { status });
const tokenOf = (request: Request) =>
  /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
const later = '2026-11-29T12:00:00Z';

export const auditFixture: AuditEntry[] = [
  {
    id: 3,
    at: '2026-11-28T09:30:00Z',
    actor: { id: 's-owner', email: 'somchai@probuild.example' },
    action: 'staff.update',
    targetType: 'staff',
    targetId: 's-editor',
    before: { role: 'editor', active: true },
    after: { role: 'editor', active: false },
  },
  {
    id: 2,
    at: '2026-11-27T04:10:00Z',
    actor: { id: 's-owner', email: 'somchai@probuild.example' },
    action: 'staff.create',
    targetType: 'staff',
    targetId: 's-packer',
    before: null,
    after: { email: 'mana@probuild.example', role: 'packer', active: true },
  },
  {
    id: 1,
    at: '2026-11-01T03:00:00Z',
    actor: { id: null, email: 'staff:create' },
    action: 'staff.create',
    targetType: 'staff',
    targetId: 's-owner',
    before: null,
    after: { email: 'somchai@probuild.example', role: 'owner', active: true },
  },
  {
    id: 0,
    at: '2026-10-31T08:00:00Z',
    actor: { id: 's-manager', email: 'somying@probuild.example' },
    action: 'order.refund',
    targetType: 'order',
    targetId: 'PB-20261031-000042',
    before: { refunded: 0 },
    after: {
      refunded: 99_000,
      // As the server records it: the whole refund, one line of JSON.
      refund: {
        id: 'rf_26998ba4a1504fa68d68d132ddce1389',
        rest: 0,
        lines: [{ sku: 'PSU-750W-GOLD', line: 1, amount: 99_000, quantity: 1 }],
        state: 'pending',
        amount: 99_000,
        cancelsOrder: false,
        providerRefundId: null,
        staff: { id: 's-manager', email: 'somying@probuild.example' },
      },
    },
  },
];

const address = (fullName: string, phone: string) => ({
  type: 'person' as const,
  fullName,
  phone,
  fullAddress: '99/1 ถนนสีลม, สีลม, บางรัก, กรุงเทพมหานคร 10500',
  companyName: null,
  branch: null,
  taxId: null,
  idCard: null,
});

const orderOf = (
  orderNumber: string,
  placedAt: string,
  state: OrderDetail['state'],
  paymentMethod: OrderDetail['paymentMethod'],
  customer: OrderDetail['customer'],
  sku: string,
): OrderDetail => ({
  orderNumber,
  placedAt,
  state,
  stage: state === 'success' ? 'delivered' : state === 'inprogress' ? 'paid' : null,
  shipped: state === 'success',
  paymentMethod,
  shippingMethod: 'normal',
  total: 2_589_000,
  customer,
  itemCount: 2,
  items: [
    {
      id: `${orderNumber}-1`,
      sku,
      name: { th: 'การ์ดจอ RTX 5070 12GB', en: 'RTX 5070 12GB graphics card' },
      quantity: 1,
      unitPrice: 2_490_000,
      totalPrice: 2_490_000,
      note: '',
      serials: [],
      serialPattern: null,
    },
    {
      id: `${orderNumber}-2`,
      sku: 'PSU-750W-GOLD',
      name: { th: 'พาวเวอร์ซัพพลาย 750W', en: '750W power supply' },
      quantity: 1,
      unitPrice: 99_000,
      totalPrice: 99_000,
      note: '',
      serials: [],
      serialPattern: null,
    },
  ],
  pricing: {
    subtotal: 2_589_000,
    shipping: 0,
    discount: 0,
    assemblyFee: null,
    total: 2_589_000,
    priceBeforeTax: 2_419_626,
    vat: 169_374,
  },
  discountCode: null,
  payBy: placedAt,
  shippingAddress: address(customer.name, customer.phone ?? '0811111111'),
  taxInvoiceRequested: false,
  taxInvoiceAddress: null,
  payments: [],
  timeline: [{ at: placedAt, kind: 'placed' }],
  shipment: null,
});

const wanchai = { id: 'c-1', name: 'วันชัย ดีใจ', email: 'wanchai@example.com', phone: '0897654321' };
const malee = { id: 'c-2', name: 'Malee Smith', email: 'malee@example.com', phone: null };

export const ordersFixture: OrderDetail[] = [
  {
    ...orderOf(
      'PB-20261129-000003',
      '2026-11-29T04:20:00Z',
      'inprogress',
      'credit_card',
      wanchai,
      'GPU-RTX5070',
    ),
    taxInvoiceRequested: true,
    taxInvoiceAddress: {
      ...address('วันชัย ดีใจ', '021234567'),
      type: 'company',
      companyName: 'บริษัท ดีใจ จำกัด',
      branch: '00000',
      taxId: '0105555555555',
    },
    payments: [
      {
        id: 'chk_1',
        createdAt: '2026-11-29T04:21:00Z',
        provider: 'omise',
        method: 'credit_card',
        amount: 2_589_000,
        status: 'failed',
        chargeId: 'chrg_test_5xa1',
        failureCode: 'insufficient_funds',
        failureMessage: 'insufficient funds in the account',
        paidAt: null,
        refundId: null,
      },
      {
        id: 'chk_2',
        createdAt: '2026-11-29T04:23:00Z',
        provider: 'omise',
        method: 'credit_card',
        amount: 2_589_000,
        status: 'successful',
        chargeId: 'chrg_test_5xa2',
        failureCode: null,
        failureMessage: null,
        paidAt: '2026-11-29T04:23:10Z',
        refundId: null,
      },
    ],
    timeline: [
      { at: '2026-11-29T04:20:00Z', kind: 'placed' },
      { at: '2026-11-29T04:21:00Z', kind: 'paymentStarted', paymentId: 'chk_1' },
      { at: '2026-11-29T04:21:00Z', kind: 'paymentFailed', paymentId: 'chk_1' },
      { at: '2026-11-29T04:23:00Z', kind: 'paymentStarted', paymentId: 'chk_2' },
      { at: '2026-11-29T04:23:10Z', kind: 'paid', paymentId: 'chk_2' },
      // The refund of the power supply (refundFixture).
      {
        at: '2026-11-29T06:00:02Z',
        kind: 'refunded',
        amount: 99_000,
        refundId: 'rf_1',
        by: 'somying@probuild.example',
      },
    ],
  },
  orderOf('PB-20261128-000002', '2026-11-28T11:05:00Z', 'wait', 'promptpay', malee, 'CPU-R7-9700X'),
  {
    ...orderOf('PB-20261120-000001', '2026-11-20T02:00:00Z', 'cancelled', 'truemoney', malee, 'RAM-32G-DDR5'),
    timeline: [
      { at: '2026-11-20T02:00:00Z', kind: 'placed' },
      { at: '2026-11-20T02:30:00Z', kind: 'cancelled' },
    ],
  },
];

export const refundFixture: Refund = {
  id: 'rf_1',
  state: 'succeeded',
  amount: 99_000,
  lines: [{ line: 1, sku: 'PSU-750W-GOLD', quantity: 1, amount: 99_000 }],
  rest: 0,
  cancelsOrder: false,
  providerRefundId: 'rfnd_test_5xb1',
  failureMessage: null,
  staff: { id: 's-manager', email: 'somying@probuild.example' },
  createdAt: '2026-11-29T06:00:00Z',
  settledAt: '2026-11-29T06:00:02Z',
};

/** The refunds of a fixture order: the paid one has its power supply refunded. */
const refundsOf = (order: OrderDetail): OrderRefunds => {
  const refunded = order.orderNumber === 'PB-20261129-000003';
  return {
    paid: order.state === 'inprogress' ? order.pricing.total : 0,
    refunded: refunded ? refundFixture.amount : 0,
    pending: 0,
    lines: order.items.map((item, line) => ({
      line,
      sku: item.sku,
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      refunded: refunded && line === 1 ? 1 : 0,
    })),
    refunds: refunded ? [refundFixture] : [],
  };
};

const summaryOf = ({
  items: _i,
  pricing: _p,
  discountCode: _d,
  payBy: _b,
  shippingAddress: _s,
  taxInvoiceRequested: _r,
  taxInvoiceAddress: _t,
  payments: _y,
  timeline: _l,
  ...summary
}: OrderDetail) => summary;

/** What the fixture's search finds: the start of a number, a name, an email, a phone or an item's SKU. */
const searchFinds = (order: OrderDetail, q: string) =>
  order.orderNumber.startsWith(q) ||
  order.customer.name.toLowerCase().includes(q.toLowerCase()) ||
  order.customer.email.includes(q.toLowerCase()) ||
  (order.customer.phone ?? '').includes(q.replace(/\D/g, '') || '-') ||
  order.items.some((item) => item.sku === q);

/** Products low on stock, as the server lists them: fewest units first. */
export const lowStockFixture: LowStockProduct[] = [
  { sku: 'CPU-R7-9700X', name: { th: 'ซีพียู Ryzen 7 9700X', en: 'Ryzen 7 9700X processor' }, stock: 0 },
  { sku: 'GPU-RTX5070', name: { th: 'การ์ดจอ RTX 5070 12GB', en: 'RTX 5070 12GB graphics card' }, stock: 3 },
  {
    sku: 'RAM-32G-DDR5',
    name: { th: 'แรม DDR5 32GB (16GBx2)', en: 'DDR5 32GB memory kit (16GBx2)' },
    stock: 5,
  },
  { sku: 'PSU-750W-GOLD', name: { th: 'พาวเวอร์ซัพพลาย 750W', en: '750W power supply' }, stock: 9 },
];

const manager = { id: 's-manager', email: 'somying@probuild.example' };
const editor = { id: 's-editor', email: 'piti@probuild.example' };
const movement = (
  id: number,
  at: string,
  kind: StockMovement['kind'],
  quantity: number,
  balance: number,
  extra: Partial<StockMovement> = {},
): StockMovement => ({
  id,
  at,
  kind,
  quantity,
  balance,
  reason: null,
  counted: null,
  expected: null,
  orderNumber: null,
  staff: null,
  ...extra,
});

/** The graphics card's movements, newest first: every kind a shop day brings. */
export const movementsFixture: StockMovement[] = [
  movement(7, '2026-11-29T08:00:00Z', 'counted', -2, 3, { counted: 3, expected: 5, staff: editor }),
  movement(6, '2026-11-29T06:00:02Z', 'returned', 1, 5, {
    orderNumber: 'PB-20261129-000003',
    staff: manager,
  }),
  movement(5, '2026-11-29T04:20:00Z', 'sold', -1, 4, { orderNumber: 'PB-20261129-000003' }),
  movement(4, '2026-11-28T10:00:00Z', 'adjusted', -1, 5, { reason: 'กล่องบุบจากการขนส่ง', staff: editor }),
  movement(3, '2026-11-28T09:00:00Z', 'received', 5, 6, { reason: 'PO-2026-118', staff: editor }),
  movement(2, '2026-11-20T02:30:00Z', 'cancelled', 1, 1, { orderNumber: 'PB-20261120-000001' }),
  movement(1, '2026-11-20T02:00:00Z', 'sold', -1, 0, { orderNumber: 'PB-20261120-000001' }),
  movement(0, '2026-11-01T00:00:00Z', 'opening', 1, 1),
];

const productStockOf = (sku: string, before: string | null) => {
  const product = lowStockFixture.find((item) => item.sku === sku);
  if (!product) return undefined;
  const mine = sku === 'GPU-RTX5070' ? movementsFixture : [];
  // Four movements a page, so the stories can page once.
  const older = mine.filter((item) => before === null || item.id < Number(before));
  const page = older.slice(0, 4);
  return {
    sku,
    name: product.name,
    stock: product.stock,
    movements: page,
    nextBefore: older.length > 4 ? (page.at(-1)?.id ?? null) : null,
  };
};

type CustomerDetail = BackofficeComponents['schemas']['CustomerDetail'];
type Dashboard = BackofficeComponents['schemas']['Dashboard'];

const customerOf = (
  id: string,
  firstName: string,
  lastName: string,
  email: string,
  phone: string | null,
  extra: Partial<CustomerDetail> = {},
): CustomerDetail => ({
  id,
  email,
  firstName,
  lastName,
  name: `${firstName} ${lastName}`,
  phone,
  status: 'active',
  emailVerified: true,
  createdAt: '2026-10-02T03:00:00Z',
  lastLoginAt: '2026-11-29T01:10:00Z',
  orderCount: 0,
  phoneVerified: false,
  signInMethods: ['password'],
  addresses: [],
  paidTotal: 0,
  lastStatusChange: null,
  ...extra,
});

export const customersFixture: CustomerDetail[] = [
  customerOf('c-1', 'วันชัย', 'ดีใจ', 'wanchai@example.com', '0897654321', {
    orderCount: 1,
    paidTotal: 2_589_000,
    signInMethods: ['password', 'line'],
    addresses: [
      {
        id: 'a-1',
        ...address('นายวันชัย ดีใจ', '0897654321'),
        isDefault: true,
        addressType: 'shipping',
      },
      {
        id: 'a-2',
        ...address('บริษัท ดีใจ จำกัด (สำนักงานใหญ่)', '021234567'),
        type: 'company',
        companyName: 'บริษัท ดีใจ จำกัด',
        branch: '00000',
        taxId: '0105555555555',
        isDefault: false,
        addressType: 'taxInvoice',
      },
    ],
  }),
  customerOf('c-2', 'Malee', 'Smith', 'malee@example.com', null, {
    orderCount: 2,
    emailVerified: false,
    createdAt: '2026-09-15T08:30:00Z',
  }),
  customerOf('c-3', 'สมศักดิ์', 'โกงเก่ง', 'somsak@example.com', '0811112222', {
    status: 'suspended',
    createdAt: '2026-08-01T08:30:00Z',
    lastStatusChange: {
      status: 'suspended',
      reason: 'ปฏิเสธการชำระเงินซ้ำ 3 ครั้ง',
      at: '2026-11-27T07:45:00Z',
      by: 'somying@probuild.example',
    },
  }),
];

const summaryOfCustomer = ({
  phoneVerified: _p,
  signInMethods: _s,
  addresses: _a,
  paidTotal: _t,
  lastStatusChange: _l,
  ...summary
}: CustomerDetail) => summary;

// Thirty Bangkok days up to 29 November 2026, a few without sales.
const SALES = [
  0, 1_250_000, 890_000, 0, 2_589_000, 3_120_050, 450_000, 0, 0, 1_999_000, 5_870_000, 2_100_000, 760_000, 0,
  1_330_000, 980_000, 4_400_000, 0, 2_250_000, 1_600_000, 0, 3_050_000, 2_780_000, 1_120_000, 0, 6_210_000,
  1_450_000, 990_000, 2_340_000, 3_789_000,
];

export const dashboardFixture: Dashboard = {
  days: SALES.map((sales, index) => ({
    day: new Date(Date.UTC(2026, 9, 31 + index)).toISOString().slice(0, 10),
    sales,
    orders: sales === 0 ? 0 : 1 + (index % 3),
  })),
  states: [
    { state: 'wait', count: 4 },
    { state: 'inprogress', count: 12 },
    { state: 'success', count: 31 },
    { state: 'cancelled', count: 3 },
  ],
  lowStock: {
    threshold: 5,
    total: 23,
    products: [
      {
        sku: 'GPU-RTX5090-32G',
        name: { th: 'การ์ดจอ RTX 5090 32GB', en: 'RTX 5090 32GB graphics card' },
        stock: 0,
      },
      {
        sku: 'CPU-R9-9950X3D',
        name: { th: 'ซีพียู Ryzen 9 9950X3D', en: 'Ryzen 9 9950X3D processor' },
        stock: 1,
      },
      { sku: 'PSU-1000W-PLAT', name: { th: 'พาวเวอร์ซัพพลาย 1000W', en: '1000W power supply' }, stock: 4 },
    ],
  },
  bestSellers: [
    {
      sku: 'GPU-RTX5070',
      name: { th: 'การ์ดจอ RTX 5070 12GB', en: 'RTX 5070 12GB graphics card' },
      units: 42,
      revenue: 104_580_000,
    },
    {
      sku: 'CPU-R7-9700X',
      name: { th: 'ซีพียู Ryzen 7 9700X', en: 'Ryzen 7 9700X processor' },
      units: 31,
      revenue: 37_169_000,
    },
    {
      sku: 'RAM-32G-DDR5',
      name: { th: 'แรม DDR5 32GB', en: '32GB DDR5 memory' },
      units: 18,
      revenue: 7_182_000,
    },
  ],
};

/** What the stories asked the server to do, to check in play functions. */
export const sent: { path: string; body: unknown }[] = [];

/**
 * The back office's calls: `packer@…` signs in with the password alone, `somchai@…` then needs the
 * code 123456, `new-owner@…` enrols first; any other password than `Right-password-1` is wrong.
 */
export const backofficeHandlers: HttpHandler[] = [
  http.post(mswBackofficePath('/session'), async ({ request }) => {
    const { email, password } = (await request.json()) as { email: string; password: string };
    await delay(50);
    if (password !== 'Right-password-1') return refused(401, 'INVALID_CREDENTIALS');
    const expiresAt = later;
    if (email.startsWith('packer')) {
      return ok({ stage: 'signedIn', token: 'packer-token', expiresAt, staff: staffFixture[2] });
    }
    if (email.startsWith('new-owner')) return ok({ stage: 'enrolment', token: 'enrol-challenge', expiresAt });
    return ok({ stage: 'secondFactor', token: 'code-challenge', expiresAt });
  }),
  http.post(mswBackofficePath('/session/enrolment'), () =>
    ok({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/ProBuild%20Computer:new-owner%40probuild.example?issuer=ProBuild%20Computer&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    }),
  ),
  ...(['/session/second-factor', '/session/enrolment/confirm'] as const).map((path) =>
    http.post(mswBackofficePath(path), async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      sent.push({ path, body: { code, token: tokenOf(request) } });
      if (code !== '123456') return refused(401, 'TOTP_INVALID');
      return ok({ stage: 'signedIn', token: 'owner-token', expiresAt: later, staff: staffFixture[0] });
    }),
  ),
  http.get(mswBackofficePath('/session'), ({ request }) => {
    const role = tokenRoles[tokenOf(request)];
    if (!role) return refused(401, 'UNAUTHORIZED');
    const staff = staffFixture.find((item) => item.role === role);
    return ok({ staff, permissions: PERMISSIONS_OF[role] });
  }),
  http.delete(mswBackofficePath('/session'), () => ok(null)),
  http.put(mswBackofficePath('/session/password'), async ({ request }) => {
    const body = (await request.json()) as { currentPassword: string; newPassword: string };
    sent.push({ path: '/session/password', body });
    if (body.currentPassword !== 'Right-password-1') return refused(422, 'CURRENT_PASSWORD_INCORRECT');
    return ok({ revoked: 1 });
  }),
  http.get(mswBackofficePath('/staff'), () => ok(staffFixture)),
  http.post(mswBackofficePath('/staff'), async ({ request }) => {
    const body = (await request.json()) as { email: string; name: string; role: StaffRole; password: string };
    sent.push({ path: '/staff', body });
    if (body.email === 'somying@probuild.example') return refused(409, 'EMAIL_EXISTS');
    return ok(member('s-new', body.name, body.email, body.role, { lastSignInAt: null }), 201);
  }),
  http.patch(mswBackofficePath('/staff/{staffId}'), async ({ request, params }) => {
    const body = await request.json();
    sent.push({ path: `/staff/${String(params.staffId)}`, body });
    if (params.staffId === 's-owner') return refused(409, 'LAST_OWNER');
    const found = staffFixture.find((item) => item.id === params.staffId);
    return ok({ ...found, ...(body as object) });
  }),
  http.post(mswBackofficePath('/staff/{staffId}/sessions/revoke'), ({ params }) => {
    sent.push({ path: `/staff/${String(params.staffId)}/sessions/revoke`, body: null });
    return ok({ revoked: 2 });
  }),
  http.get(mswBackofficePath('/audit'), ({ request }) => {
    const before = new URL(request.url).searchParams.get('before');
    // Two entries a page, so the stories can page once.
    const older = auditFixture.filter((entry) => before === null || entry.id < Number(before));
    const page = older.slice(0, 2);
    return ok({ entries: page, nextBefore: older.length > 2 ? (page.at(-1)?.id ?? null) : null });
  }),
  http.get(mswBackofficePath('/orders'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    sent.push({ path: '/orders', body: Object.fromEntries(query) });
    const q = query.get('q');
    const state = query.get('state');
    const method = query.get('paymentMethod');
    const customer = query.get('customer');
    const matching = ordersFixture.filter(
      (order) =>
        (!q || searchFinds(order, q)) &&
        (!customer || order.customer.id === customer) &&
        (!state || order.state === state) &&
        (!method || order.paymentMethod === method),
    );
    // Two orders a page, so the stories can page once.
    const start = Number(query.get('before') ?? 0);
    const page = matching.slice(start, start + 2);
    return ok({
      orders: page.map(summaryOf),
      nextBefore: matching.length > start + 2 ? String(start + 2) : null,
    });
  }),
  http.get(mswBackofficePath('/orders/{orderNumber}'), ({ params }) => {
    const found = ordersFixture.find((order) => order.orderNumber === params.orderNumber);
    return found ? ok(found) : refused(404, 'ORDER_NOT_FOUND');
  }),
  http.get(mswBackofficePath('/orders/{orderNumber}/refunds'), ({ params }) => {
    const found = ordersFixture.find((order) => order.orderNumber === params.orderNumber);
    return found ? ok(refundsOf(found)) : refused(404, 'ORDER_NOT_FOUND');
  }),
  // The server's answer for what is left of the paid fixture: its graphics card (the power supply
  // is refunded already).
  http.post(mswBackofficePath('/orders/{orderNumber}/refunds/preview'), async ({ request }) => {
    const body = (await request.json()) as RefundAsk;
    sent.push({ path: '/refunds/preview', body });
    return ok({
      lines: [{ line: 0, sku: 'GPU-RTX5070', quantity: 1, amount: 2_490_000 }],
      rest: 0,
      amount: 2_490_000,
      completesOrder: true,
    });
  }),
  http.post(mswBackofficePath('/orders/{orderNumber}/refunds'), async ({ request }) => {
    sent.push({
      path: '/refunds',
      body: { key: request.headers.get('idempotency-key'), ...((await request.json()) as object) },
    });
    return ok(refundFixture);
  }),
  http.post(mswBackofficePath('/orders/{orderNumber}/cancel'), ({ request }) => {
    sent.push({ path: '/cancel', body: { key: request.headers.get('idempotency-key') } });
    return ok({ state: 'cancelled', refund: null });
  }),
  http.get(mswBackofficePath('/stock/low'), ({ request }) => {
    const threshold = Number(new URL(request.url).searchParams.get('threshold') ?? 5);
    const products = lowStockFixture.filter((product) => product.stock <= threshold);
    return ok({ threshold, total: products.length, products });
  }),
  http.get(mswBackofficePath('/products/{sku}/stock'), ({ params, request }) => {
    const found = productStockOf(String(params.sku), new URL(request.url).searchParams.get('before'));
    return found ? ok(found) : refused(404, 'PRODUCT_NOT_FOUND');
  }),
  ...(['receipts', 'adjustments', 'counts'] as const).map((kind) =>
    http.post(mswBackofficePath(`/products/{sku}/stock/${kind}`), async ({ params, request }) => {
      const body = (await request.json()) as { quantity?: number; counted?: number; expected?: number };
      sent.push({ path: `/stock/${kind}`, body: { key: request.headers.get('idempotency-key'), ...body } });
      const stock = productStockOf(String(params.sku), null)?.stock ?? 0;
      if (kind === 'counts' && body.expected !== undefined && body.expected !== stock)
        return refused(409, 'STOCK_CHANGED');
      const quantity = kind === 'counts' ? (body.counted ?? 0) - stock : (body.quantity ?? 0);
      if (stock + quantity < 0) return refused(409, 'STOCK_TOO_LOW');
      return ok(
        movement(
          99,
          later,
          kind === 'receipts' ? 'received' : kind === 'counts' ? 'counted' : 'adjusted',
          quantity,
          stock + quantity,
        ),
      );
    }),
  ),
  http.get(mswBackofficePath('/catalogue/export'), () =>
    HttpResponse.text(
      '\uFEFFsku,name_th,name_en,price,sale_price,stock\r\nGPU-RTX5070,การ์ดจอ RTX 5070 12GB,RTX 5070 12GB graphics card,24900,,3\r\n',
      {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="probuild-catalogue-2026-11-29.csv"',
        },
      },
    ),
  ),
  ...(['/catalogue/import/check', '/catalogue/import'] as const).map((path) =>
    http.post(mswBackofficePath(path), async ({ request }) => {
      const text = await request.text();
      sent.push({ path, body: text });
      // An Excel workbook (a ZIP archive): its third row's price is a formula.
      if (text.startsWith('PK'))
        return ok({
          rows: 2,
          problems: [{ row: 3, column: 'price', code: 'FORMULA_CELL', message: 'A formula is not imported' }],
          productsCreated: 0,
          productsChanged: 1,
          stockChanged: 0,
          unchanged: 0,
        });
      const [header = '', ...lines] = text.trim().split(/\r?\n/);
      if (header.replace('\uFEFF', '') !== 'sku,name_th,name_en,price,sale_price,stock')
        return refused(422, 'IMPORT_HEADERS');
      // Rows with BAD in them have the problems the fixture names; the rest are clean.
      const problems = lines.flatMap((line, index) =>
        line.includes('BAD-PRICE')
          ? [{ row: index + 2, column: 'price', code: 'PRICE_INVALID', message: 'A price in baht' }]
          : line.includes('BAD-SKU')
            ? [
                {
                  row: index + 2,
                  column: 'spec.socket',
                  code: 'spec_missing',
                  message: 'The builder needs this specification',
                },
              ]
            : line.includes('BAD-STOCK')
              ? [{ row: index + 2, column: 'stock', code: 'STOCK_INVALID', message: 'Whole units' }]
              : [],
      );
      if (path === '/catalogue/import' && problems.length > 0) return refused(422, 'IMPORT_HAS_PROBLEMS');
      return ok({
        rows: lines.length,
        problems,
        productsCreated: 1,
        productsChanged: lines.length - 2,
        stockChanged: 1,
        unchanged: 0,
      });
    }),
  ),
  http.get(mswBackofficePath('/customers'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    sent.push({ path: '/customers', body: Object.fromEntries(query) });
    const q = query.get('q')?.toLowerCase() ?? '';
    const digits = q.replace(/\D/g, '');
    const status = query.get('status');
    const matching = customersFixture.filter(
      (customer) =>
        (!q ||
          customer.name.toLowerCase().includes(q) ||
          customer.email.includes(q) ||
          (digits.length >= 3 && (customer.phone ?? '').includes(digits))) &&
        (!status || customer.status === status),
    );
    // Two customers a page, so the stories can page once.
    const start = Number(query.get('before') ?? 0);
    return ok({
      customers: matching.slice(start, start + 2).map(summaryOfCustomer),
      nextBefore: matching.length > start + 2 ? String(start + 2) : null,
    });
  }),
  http.get(mswBackofficePath('/customers/{customerId}'), ({ params }) => {
    const found = customersFixture.find((customer) => customer.id === params.customerId);
    return found ? ok(found) : refused(404, 'CUSTOMER_NOT_FOUND');
  }),
  http.put(mswBackofficePath('/customers/{customerId}/status'), async ({ request, params }) => {
    const body = (await request.json()) as { status: 'active' | 'suspended'; reason: string };
    sent.push({ path: `/customers/${String(params.customerId)}/status`, body });
    const found = customersFixture.find((customer) => customer.id === params.customerId);
    if (!found) return refused(404, 'CUSTOMER_NOT_FOUND');
    return ok({
      ...found,
      status: body.status,
      lastStatusChange: {
        status: body.status,
        reason: body.reason.trim(),
        at: later,
        by: 'somying@probuild.example',
      },
    });
  }),
  http.get(mswBackofficePath('/dashboard'), () => ok(dashboardFixture)),
];

/** A fresh storage for one story (the app keeps the staff token and the language in it). */
function memoryStorage(token?: string) {
  const values = new Map<string, string>(token ? [[STAFF_TOKEN_KEY, token]] : []);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

function StoryApp({ locale, path, token }: { locale: 'th' | 'en'; path: string; token?: string }) {
  const [storage] = useState(() => memoryStorage(token));
  const [location] = useState(() => memoryLocation({ path }));
  return <App initialLocale={locale} tokenStorage={storage} hook={location.hook} />;
}

/**
 * The whole back office at `parameters.route` (default `/`), signed in with `parameters.token`
 * (`owner-token`, `packer-token` …) or signed out.
 */
export const withBackoffice: Decorator = (_Story, { globals, parameters }) => {
  sent.length = 0;
  return (
    <StoryApp
      locale={globals.locale === 'en' ? 'en' : 'th'}
      path={(parameters.route as string | undefined) ?? '/'}
      token={parameters.token as string | undefined}
    />
  );
};
