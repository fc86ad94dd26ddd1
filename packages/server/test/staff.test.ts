import { spawnSync } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { sha256 } from '../src/customers/secrets.ts';
import { openDatabase } from '../src/db/open.ts';
import { staff, staffAudit, staffSessions } from '../src/db/schema/index.ts';
import { createStaff } from '../src/staff/accounts.ts';
import { mayDo, PERMISSIONS, type Permission, type StaffRole } from '../src/staff/permissions.ts';
import { openSecret } from '../src/staff/secret-box.ts';
import { useTestApp } from './support/app.ts';
import {
  backofficeOperations,
  type Call,
  callBackoffice,
  type SignedInStaff,
  STAFF_PASSWORD,
  signedInStaff,
  totpCode,
} from './support/backoffice.ts';
import { PASSWORD, signUp } from './support/customers.ts';
import { freshDatabaseTarget } from './support/database.ts';
import { graphicsCardInput } from './support/product-editing.ts';
import { serverRoot } from './support/server-process.ts';

const settings = {
  ...readCommerceSettings({}),
  loginLimits: { perAccount: 5, perAddress: 40, windowSeconds: 900 },
};
const testApp = useTestApp({ settings });
const app = () => testApp.app;
const db = () => testApp.database.db;
const ROLES: StaffRole[] = ['owner', 'manager', 'packer', 'editor'];

const auditOf = (targetId: string) =>
  db().select().from(staffAudit).where(eq(staffAudit.targetId, targetId)).orderBy(staffAudit.id);

/** A request each staff-session operation takes as valid, so only the role decides between 403 and not. */
function sampleCall(operationId: string, n: number) {
  const samples: Record<string, Omit<Call, 'token'>> = {
    getStaffSession: {},
    signOutStaff: {},
    // A wrong current password: the role's check comes first, and nobody's password changes.
    changeStaffPassword: {
      payload: { currentPassword: 'Not-the-password-1', newPassword: 'New-password-2025' },
    },
    listStaff: {},
    createStaff: {
      payload: {
        email: `sample-${n}@probuild.example`,
        name: 'Sample',
        role: 'editor',
        password: STAFF_PASSWORD,
      },
    },
    updateStaff: { params: { staffId: 'nobody' }, payload: { role: 'packer' } },
    revokeStaffSessions: { params: { staffId: 'nobody' } },
    listAuditEntries: { query: { limit: '5' } },
    listOrders: { query: { limit: '5' } },
    getOrder: { params: { orderNumber: 'PB-00000000-000000' } },
    getOrderDocument: { params: { orderNumber: 'PB-00000000-000000' } },
    listOrderRefunds: { params: { orderNumber: 'PB-00000000-000000' } },
    previewRefund: { params: { orderNumber: 'PB-00000000-000000' }, payload: { all: true } },
    refundOrder: {
      params: { orderNumber: 'PB-00000000-000000' },
      payload: { all: true },
      headers: { 'idempotency-key': `sample-key-${n}` },
    },
    cancelOrder: {
      params: { orderNumber: 'PB-00000000-000000' },
      headers: { 'idempotency-key': `sample-key-${n}` },
    },
    recordSerial: {
      params: { orderNumber: 'PB-00000000-000000', lineId: 'none' },
      payload: { serial: 'SN-SAMPLE' },
    },
    removeSerial: { params: { orderNumber: 'PB-00000000-000000', serial: 'SN-SAMPLE' } },
    advanceFulfilment: { params: { orderNumber: 'PB-00000000-000000' }, payload: { step: 'deliver' } },
    exportCatalogue: {},
    checkCatalogueImport: { payload: 'sku\n', headers: { 'content-type': 'text/csv' } },
    importCatalogue: { payload: 'sku\n', headers: { 'content-type': 'text/csv' } },
    listLowStock: { query: { limit: '5' } },
    getProductStock: { params: { sku: 'NO-SUCH-SKU' } },
    receiveStock: {
      params: { sku: 'NO-SUCH-SKU' },
      payload: { quantity: 1 },
      headers: { 'idempotency-key': `sample-key-${n}` },
    },
    adjustStock: {
      params: { sku: 'NO-SUCH-SKU' },
      payload: { quantity: 1, reason: 'Sample' },
      headers: { 'idempotency-key': `sample-key-${n}` },
    },
    countStock: {
      params: { sku: 'NO-SUCH-SKU' },
      payload: { counted: 1 },
      headers: { 'idempotency-key': `sample-key-${n}` },
    },
    getContentSection: { params: { sectionId: 'home-hero' } },
    createContentItem: {
      params: { sectionId: 'about' },
      payload: { key: 'sample', isActive: true, payload: {} },
    },
    updateContentItem: {
      params: { sectionId: 'home-hero', key: 'nobody' },
      payload: { isActive: true, payload: {} },
    },
    deleteContentItem: { params: { sectionId: 'home-hero', key: 'nobody' } },
    reorderContentSection: { params: { sectionId: 'home-hero' }, payload: { keys: ['nobody'] } },
    listLegalVersions: { params: { slug: 'terms' } },
    publishLegalVersion: {
      params: { slug: 'terms' },
      payload: { effectiveDate: '2000-01-01', title: { th: 'ก', en: 'A' }, sections: [] },
    },
    withdrawLegalVersion: { params: { slug: 'terms', effectiveDate: '2000-01-01' } },
    listDiscountCodes: {},
    createDiscountCode: { payload: { code: 'x' } },
    updateDiscountCode: { params: { code: 'NOBODY' }, payload: {} },
    listDiscountCodeUses: { params: { code: 'NOBODY' } },
    listBrands: {},
    createBrand: { payload: { key: 'x' } },
    updateBrand: { params: { brandKey: 'nobody' }, payload: {} },
    deleteBrand: { params: { brandKey: 'nobody' } },
    listPromotions: {},
    createPromotion: { payload: { key: 'x' } },
    updatePromotion: { params: { promotionKey: 'nobody' }, payload: {} },
    deletePromotion: { params: { promotionKey: 'nobody' } },
    reorderPromotions: { payload: { keys: ['nobody'] } },
    listProductPictures: { params: { sku: 'NO-SUCH-SKU' } },
    addProductPicture: {
      params: { sku: 'NO-SUCH-SKU' },
      payload: Buffer.from('not a picture'),
      headers: { 'content-type': 'application/octet-stream' },
    },
    uploadContentPicture: {
      payload: Buffer.from('not a picture'),
      headers: { 'content-type': 'application/octet-stream' },
    },
    reorderProductPictures: { params: { sku: 'NO-SUCH-SKU' }, payload: { ids: [] } },
    removeProductPicture: { params: { sku: 'NO-SUCH-SKU', pictureId: '0'.repeat(32) } },
    listCustomers: { query: { limit: '5' } },
    getCustomer: { params: { customerId: 'nobody' } },
    setCustomerStatus: {
      params: { customerId: 'nobody' },
      payload: { status: 'suspended', reason: 'sample' },
    },
    getDashboard: {},
    listStaffProducts: { query: { pageSize: '5' } },
    getStaffProduct: { params: { sku: 'NO-SUCH-PRODUCT' } },
    getProductOptions: {},
    // Invalid on purpose: the role's check comes first, and nothing is created.
    createProduct: { payload: { ...graphicsCardInput(), sku: 'not a sku' } },
    updateProduct: {
      params: { sku: 'NO-SUCH-PRODUCT' },
      payload: graphicsCardInput({ sku: 'NO-SUCH-PRODUCT' }),
    },
    publishProduct: { params: { sku: 'NO-SUCH-PRODUCT' } },
    unpublishProduct: { params: { sku: 'NO-SUCH-PRODUCT' } },
  };
  const sample = samples[operationId];
  if (!sample) throw new Error(`${operationId} needs a sample request in this test`);
  return sample;
}

describe('the permission table', () => {
  it('is checked on every staff operation of the contract, for every role', async () => {
    const members = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, await signedInStaff(app(), db(), role)] as const)),
    ) as Record<StaffRole, SignedInStaff>;
    const guarded = backofficeOperations.filter((operation) => operation.permission !== undefined);
    expect(guarded.length).toBeGreaterThanOrEqual(7);
    let n = 0;
    for (const operation of guarded) {
      if (operation.operationId === 'signOutStaff') continue;
      const permission = operation.permission as Permission | '';
      if (permission !== '') expect(Object.keys(PERMISSIONS)).toContain(permission);
      for (const role of ROLES) {
        const { status, body } = await callBackoffice(app(), operation.operationId, {
          token: members[role].token,
          ...sampleCall(operation.operationId, n++),
        });
        const allowed = permission === '' || mayDo(role, permission);
        if (allowed) expect([401, 403], `${role} ${operation.operationId}`).not.toContain(status);
        else
          expect({ role, operation: operation.operationId, status, code: body.code }).toEqual({
            role,
            operation: operation.operationId,
            status: 403,
            code: 'FORBIDDEN',
          });
      }
      const anonymous = await callBackoffice(
        app(),
        operation.operationId,
        sampleCall(operation.operationId, n++),
      );
      expect(anonymous.status).toBe(401);
    }
  });

  it('a session answers the role’s permissions; only owners manage staff and read the log', async () => {
    const packer = await signedInStaff(app(), db(), 'packer');
    const session = await callBackoffice(app(), 'getStaffSession', { token: packer.token });
    expect(session.body.data.staff).toMatchObject({ role: 'packer', active: true, secondFactor: false });
    expect(session.body.data.permissions).toEqual(['orders.read', 'orders.fulfil']);
  });

  it('a staff token is refused by customer routes and a customer token by the back office', async () => {
    const packer = await signedInStaff(app(), db(), 'packer');
    const asCustomer = await app().inject({
      method: 'GET',
      url: '/api/v1/customers/profile',
      headers: { authorization: `Bearer ${packer.token}` },
    });
    expect(asCustomer.statusCode).toBe(401);
    const customer = await signUp(app());
    const asStaff = await app().inject({
      method: 'GET',
      url: '/api/backoffice/v1/session',
      headers: customer.headers,
    });
    expect(asStaff.statusCode).toBe(401);
  });
});

describe('signing in', () => {
  it('owners enrol an authenticator first; the enrolment token opens nothing else', async () => {
    const email = 'first-owner@probuild.example';
    await createStaff(
      db(),
      { id: null, email: 'test' },
      { email, name: 'Owner', role: 'owner', password: STAFF_PASSWORD },
    );
    const signIn = await callBackoffice(app(), 'signInStaff', {
      payload: { email, password: STAFF_PASSWORD },
    });
    expect(signIn.body.data).toMatchObject({ stage: 'enrolment' });
    expect(signIn.body.data.staff).toBeUndefined();
    const challenge = signIn.body.data.token;
    expect((await callBackoffice(app(), 'listStaff', { token: challenge })).status).toBe(401);
    expect((await callBackoffice(app(), 'getStaffSession', { token: challenge })).status).toBe(401);
    const early = await callBackoffice(app(), 'confirmStaffEnrolment', {
      token: challenge,
      payload: { code: '123456' },
    });
    expect(early.body.code).toBe('ENROLMENT_NOT_STARTED');

    const enrolment = await callBackoffice(app(), 'startStaffEnrolment', { token: challenge });
    expect(enrolment.body.data.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const { TOTP, Secret } = await import('otpauth');
    const totp = new TOTP({ secret: Secret.fromBase32(enrolment.body.data.secret) });
    const wrongCode = String((Number(totpCode(totp)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await callBackoffice(app(), 'confirmStaffEnrolment', {
      token: challenge,
      payload: { code: wrongCode },
    });
    expect(wrong.body.code).toBe('TOTP_INVALID');
    // The code itself is kept for the replay below: computed again, it may belong to the next step.
    const usedCode = totpCode(totp);
    const confirmed = await callBackoffice(app(), 'confirmStaffEnrolment', {
      token: challenge,
      payload: { code: usedCode },
    });
    expect(confirmed.body.data).toMatchObject({ stage: 'signedIn', staff: { email, secondFactor: true } });
    // The challenge ended with it.
    expect((await callBackoffice(app(), 'startStaffEnrolment', { token: challenge })).status).toBe(401);
    const [row] = await db().select().from(staff).where(eq(staff.email, email));
    expect(row?.totpPendingSecret).toBeNull();
    // At rest the secret is sealed: the row does not give the codes away, nor opens under another key
    // or on another member's row.
    const secret: string = enrolment.body.data.secret;
    expect(row?.totpSecret).not.toContain(secret);
    expect(openSecret(settings.staffSecretKey, row?.id ?? '', row?.totpSecret ?? '')).toBe(secret);
    expect(() => openSecret(Buffer.alloc(32, 1), row?.id ?? '', row?.totpSecret ?? '')).toThrow();
    expect(() => openSecret(settings.staffSecretKey, 'another-member', row?.totpSecret ?? '')).toThrow();
    const audit = await auditOf(row?.id ?? '');
    expect(audit.at(-1)).toMatchObject({ action: 'staff.sign-in', actorEmail: email });
    expect(audit.at(-2)).toMatchObject({
      action: 'staff.second-factor.enrol',
      actorEmail: email,
      before: { secondFactor: false },
      after: { secondFactor: true },
    });

    // The next sign-in asks for the code; the one already used is refused, the next step's is taken.
    const again = await callBackoffice(app(), 'signInStaff', {
      payload: { email, password: STAFF_PASSWORD },
    });
    expect(again.body.data.stage).toBe('secondFactor');
    const replay = await callBackoffice(app(), 'verifyStaffSecondFactor', {
      token: again.body.data.token,
      payload: { code: usedCode },
    });
    expect(replay.body.code).toBe('TOTP_INVALID');
    const next = await callBackoffice(app(), 'verifyStaffSecondFactor', {
      token: again.body.data.token,
      payload: { code: totpCode(totp, Date.now() + 30_000) },
    });
    expect(next.body.data).toMatchObject({ stage: 'signedIn', staff: { email } });
  });

  it('a packer signs in with the password alone; wrong email and wrong password answer alike', async () => {
    const packer = await signedInStaff(app(), db(), 'packer');
    expect(packer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const wrongPassword = await callBackoffice(app(), 'signInStaff', {
      payload: { email: packer.email, password: 'Not-the-password-1' },
    });
    const unknown = await callBackoffice(app(), 'signInStaff', {
      payload: { email: 'nobody@probuild.example', password: 'Not-the-password-1' },
    });
    expect([wrongPassword.status, wrongPassword.body.code]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([
      401,
      'INVALID_CREDENTIALS',
      wrongPassword.body.message,
    ]);
    // The log shows the sign-in, the guess at the member's password and the sign-out, by the member.
    expect((await callBackoffice(app(), 'signOutStaff', { token: packer.token })).status).toBe(200);
    const audit = await auditOf(packer.id);
    expect(audit.map(({ action, actorId }) => [action, actorId])).toEqual([
      ['staff.create', null],
      ['staff.sign-in', packer.id],
      ['staff.sign-in.refused', packer.id],
      ['staff.sign-out', packer.id],
    ]);
  });

  it('5 wrong passwords from an address, then 429 even for the right one; other addresses go on', async () => {
    const packer = await signedInStaff(app(), db(), 'packer');
    const attempt = (password: string, remoteAddress: string) =>
      callBackoffice(app(), 'signInStaff', { payload: { email: packer.email, password }, remoteAddress });
    for (let i = 0; i < 5; i++) expect((await attempt('Wrong-password-1', '10.44.0.1')).status).toBe(401);
    const blocked = await attempt(STAFF_PASSWORD, '10.44.0.1');
    expect([blocked.status, blocked.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(STAFF_PASSWORD, '10.44.0.2')).status).toBe(429);
  });

  it('5 wrong codes, then 429 even for the right code', async () => {
    const manager = await signedInStaff(app(), db(), 'manager');
    const signIn = await callBackoffice(app(), 'signInStaff', {
      payload: { email: manager.email, password: STAFF_PASSWORD },
      remoteAddress: '10.45.0.1',
    });
    const token = signIn.body.data.token;
    const right = totpCode(manager.totp as never, Date.now() + 30_000);
    const wrong = String((Number(right) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const refused = await callBackoffice(app(), 'verifyStaffSecondFactor', {
        token,
        payload: { code: wrong },
        remoteAddress: '10.45.0.1',
      });
      expect(refused.body.code).toBe('TOTP_INVALID');
    }
    const blocked = await callBackoffice(app(), 'verifyStaffSecondFactor', {
      token,
      payload: { code: right },
      remoteAddress: '10.45.0.1',
    });
    expect([blocked.status, blocked.body.code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('a customer’s failures and a staff member’s with the same email are counted apart', async () => {
    const customer = await signUp(app());
    await createStaff(
      db(),
      { id: null, email: 'test' },
      {
        email: customer.email,
        name: 'Same email',
        role: 'packer',
        password: STAFF_PASSWORD,
      },
    );
    for (let i = 0; i < 5; i++) {
      await callBackoffice(app(), 'signInStaff', {
        payload: { email: customer.email, password: 'Wrong-password-1' },
        remoteAddress: '10.46.0.1',
      });
    }
    const customerLogin = await app().inject({
      method: 'POST',
      url: '/api/v1/customers/login',
      payload: { identifier: customer.email, password: PASSWORD },
      remoteAddress: '10.46.0.1',
    });
    expect(customerLogin.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('an expired session, a signed-out one and one an owner revoked are refused', async () => {
    const owner = await signedInStaff(app(), db(), 'owner');
    const packer = await signedInStaff(app(), db(), 'packer');
    await db()
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffSessions.tokenHash, sha256(packer.token)));
    const expired = await callBackoffice(app(), 'getStaffSession', { token: packer.token });
    expect([expired.status, expired.body.code]).toEqual([401, 'UNAUTHORIZED']);

    const second = await signedInStaff(app(), db(), 'editor');
    expect((await callBackoffice(app(), 'signOutStaff', { token: second.token })).status).toBe(200);
    expect((await callBackoffice(app(), 'getStaffSession', { token: second.token })).status).toBe(401);

    const third = await callBackoffice(app(), 'signInStaff', {
      payload: { email: packer.email, password: STAFF_PASSWORD },
    });
    const fourth = await callBackoffice(app(), 'signInStaff', {
      payload: { email: packer.email, password: STAFF_PASSWORD },
    });
    const revoked = await callBackoffice(app(), 'revokeStaffSessions', {
      token: owner.token,
      params: { staffId: packer.id },
    });
    expect(revoked.body.data).toEqual({ revoked: 2 });
    for (const token of [third.body.data.token, fourth.body.data.token]) {
      expect((await callBackoffice(app(), 'getStaffSession', { token })).status).toBe(401);
    }
    expect((await callBackoffice(app(), 'getStaffSession', { token: owner.token })).status).toBe(200);
  });

  it('a role change or a deactivation ends the member’s sessions; a deactivated member cannot sign in', async () => {
    const owner = await signedInStaff(app(), db(), 'owner');
    const editor = await signedInStaff(app(), db(), 'editor');
    const changed = await callBackoffice(app(), 'updateStaff', {
      token: owner.token,
      params: { staffId: editor.id },
      payload: { role: 'packer' },
    });
    expect(changed.body.data).toMatchObject({ role: 'packer', active: true });
    expect((await callBackoffice(app(), 'getStaffSession', { token: editor.token })).status).toBe(401);

    await callBackoffice(app(), 'updateStaff', {
      token: owner.token,
      params: { staffId: editor.id },
      payload: { active: false },
    });
    const refused = await callBackoffice(app(), 'signInStaff', {
      payload: { email: editor.email, password: STAFF_PASSWORD },
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'STAFF_DEACTIVATED']);
    await callBackoffice(app(), 'updateStaff', {
      token: owner.token,
      params: { staffId: editor.id },
      payload: { active: true },
    });
    const back = await callBackoffice(app(), 'signInStaff', {
      payload: { email: editor.email, password: STAFF_PASSWORD },
    });
    expect(back.body.data.stage).toBe('signedIn');
  });

  it('an owner removes a member’s lost authenticator: their sessions end and they enrol again', async () => {
    const owner = await signedInStaff(app(), db(), 'owner');
    const manager = await signedInStaff(app(), db(), 'manager');
    const removed = await callBackoffice(app(), 'updateStaff', {
      token: owner.token,
      params: { staffId: manager.id },
      payload: { secondFactor: false },
    });
    expect(removed.body.data).toMatchObject({ role: 'manager', secondFactor: false, active: true });
    expect((await callBackoffice(app(), 'getStaffSession', { token: manager.token })).status).toBe(401);
    const again = await callBackoffice(app(), 'signInStaff', {
      payload: { email: manager.email, password: STAFF_PASSWORD },
    });
    expect(again.body.data.stage).toBe('enrolment');
    const [audit] = (await auditOf(manager.id)).filter((row) => row.actorId === owner.id);
    expect(audit).toMatchObject({
      action: 'staff.update',
      before: { secondFactor: true },
      after: { secondFactor: false },
    });
    // Only false is taken: nobody is given an authenticator they did not enrol.
    const refused = await callBackoffice(app(), 'updateStaff', {
      token: owner.token,
      params: { staffId: manager.id },
      payload: { secondFactor: true },
    });
    expect(refused.status).toBe(400);
  });

  it('the last active owner cannot be demoted or deactivated', async () => {
    await db().update(staff).set({ deactivatedAt: sql`now()` }).where(eq(staff.role, 'owner'));
    const owner = await signedInStaff(app(), db(), 'owner');
    for (const payload of [{ role: 'manager' }, { active: false }]) {
      const refused = await callBackoffice(app(), 'updateStaff', {
        token: owner.token,
        params: { staffId: owner.id },
        payload,
      });
      expect([refused.status, refused.body.code]).toEqual([409, 'LAST_OWNER']);
    }
  });
});

describe('changing one’s own password', () => {
  it('needs the current password, ends the other sessions and is logged without passwords', async () => {
    const member = await signedInStaff(app(), db(), 'editor');
    const other = await callBackoffice(app(), 'signInStaff', {
      payload: { email: member.email, password: STAFF_PASSWORD },
    });
    const change = (currentPassword: string, newPassword: string) =>
      callBackoffice(app(), 'changeStaffPassword', {
        token: member.token,
        payload: { currentPassword, newPassword },
      });
    const wrong = await change('Not-the-password-1', 'Brand-new-pass-42');
    expect([wrong.status, wrong.body.code]).toEqual([422, 'CURRENT_PASSWORD_INCORRECT']);
    expect((await change(STAFF_PASSWORD, STAFF_PASSWORD)).body.code).toBe('PASSWORD_UNCHANGED');
    expect((await change(STAFF_PASSWORD, 'short')).body.code).toBe('WEAK_PASSWORD');

    const changed = await change(STAFF_PASSWORD, 'Brand-new-pass-42');
    expect([changed.status, changed.body.data]).toEqual([200, { revoked: 1 }]);
    // This session goes on; the other one ended; only the new password signs in.
    expect((await callBackoffice(app(), 'getStaffSession', { token: member.token })).status).toBe(200);
    expect((await callBackoffice(app(), 'getStaffSession', { token: other.body.data.token })).status).toBe(
      401,
    );
    const old = await callBackoffice(app(), 'signInStaff', {
      payload: { email: member.email, password: STAFF_PASSWORD },
    });
    expect(old.body.code).toBe('INVALID_CREDENTIALS');
    const fresh = await callBackoffice(app(), 'signInStaff', {
      payload: { email: member.email, password: 'Brand-new-pass-42' },
    });
    expect(fresh.body.data.stage).toBe('signedIn');
    const entry = (await auditOf(member.id)).find((row) => row.action === 'staff.password.change');
    expect(entry).toMatchObject({ actorId: member.id, after: { otherSessionsEnded: 1 } });
    expect(JSON.stringify(entry)).not.toContain('Brand-new-pass-42');
  });

  it('counts wrong current passwords against the sign-in limits', async () => {
    const member = await signedInStaff(app(), db(), 'packer');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await callBackoffice(app(), 'changeStaffPassword', {
        token: member.token,
        payload: { currentPassword: `Wrong-password-${attempt}`, newPassword: 'Brand-new-pass-42' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('staff accounts and the audit log', () => {
  it('creating, changing and revoking each write one audit row with who, what, before and after', async () => {
    const owner = await signedInStaff(app(), db(), 'owner');
    const created = await callBackoffice(app(), 'createStaff', {
      token: owner.token,
      payload: {
        email: 'New.Packer@ProBuild.example',
        name: 'สมศรี แพ็คดี',
        role: 'packer',
        password: STAFF_PASSWORD,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      email: 'new.packer@probuild.example',
      role: 'packer',
      active: true,
    });
    const id = created.body.data.id;
    await callBackoffice(app(), 'updateStaff', {
      token: owner.token,
      params: { staffId: id },
      payload: { role: 'editor' },
    });
    await callBackoffice(app(), 'revokeStaffSessions', { token: owner.token, params: { staffId: id } });
    const rows = await auditOf(id);
    expect(rows.map((row) => [row.action, row.actorId, row.actorEmail])).toEqual([
      ['staff.create', owner.id, owner.email],
      ['staff.update', owner.id, owner.email],
      ['staff.sessions.revoke', owner.id, owner.email],
    ]);
    expect(rows[0]).toMatchObject({
      before: null,
      after: { role: 'packer', email: 'new.packer@probuild.example' },
    });
    expect(rows[1]).toMatchObject({ before: { role: 'packer' }, after: { role: 'editor' } });
    expect(JSON.stringify(rows)).not.toMatch(/argon2|password|totp/i);

    const page = await callBackoffice(app(), 'listAuditEntries', {
      token: owner.token,
      query: { limit: '2' },
    });
    expect(page.body.data.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'staff.sessions.revoke',
      'staff.update',
    ]);
    const older = await callBackoffice(app(), 'listAuditEntries', {
      token: owner.token,
      query: { limit: '2', before: String(page.body.data.nextBefore) },
    });
    expect(older.body.data.entries[0]).toMatchObject({
      action: 'staff.create',
      targetId: id,
      actor: { id: owner.id },
    });
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of the audit log', async () => {
    const [entry] = await db().select().from(staffAudit).limit(1);
    expect(entry).toBeDefined();
    const attempts = [
      () =>
        db()
          .update(staffAudit)
          .set({ action: 'forged' })
          .where(eq(staffAudit.id, entry?.id ?? 0)),
      () =>
        db()
          .delete(staffAudit)
          .where(eq(staffAudit.id, entry?.id ?? 0)),
      () => db().execute(sql`truncate staff_audit`),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow();
    const [still] = await db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.id, entry?.id ?? 0));
    expect(still).toEqual(entry);
  });

  it('refuses a weak password and an email another staff member has', async () => {
    const owner = await signedInStaff(app(), db(), 'owner');
    for (const password of ['Short-1a', 'alllowercaseletters', 'newbie-Pass-2026']) {
      const weak = await callBackoffice(app(), 'createStaff', {
        token: owner.token,
        payload: { email: 'newbie@probuild.example', name: 'N', role: 'packer', password },
      });
      expect([password, weak.status, weak.body.code]).toEqual([password, 422, 'WEAK_PASSWORD']);
    }
    const taken = await callBackoffice(app(), 'createStaff', {
      token: owner.token,
      payload: { email: owner.email.toUpperCase(), name: 'N', role: 'packer', password: STAFF_PASSWORD },
    });
    expect([taken.status, taken.body.code]).toEqual([409, 'EMAIL_EXISTS']);
  });
});

describe('pnpm staff:create', () => {
  it('creates the first owner; refuses a weak password and a taken email', async () => {
    const target = await freshDatabaseTarget();
    const env = {
      ...process.env,
      DATA_DIR: target.options.dataDir ?? '',
      DATABASE_URL: target.options.databaseUrl ?? '',
    };
    const run = (password: string, email = 'boss@probuild.example') =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/staff/cli.ts', '--email', email, '--name', 'เจ้าของร้าน'],
        { cwd: serverRoot, env: { ...env, STAFF_PASSWORD: password }, encoding: 'utf8' },
      );
    try {
      const weak = run('password1234');
      expect(weak.status).toBe(1);
      expect(weak.stderr).toContain('too weak');
      const created = run(STAFF_PASSWORD);
      expect(created.stdout).toContain('Created owner boss@probuild.example');
      expect(created.status).toBe(0);
      const twice = run(STAFF_PASSWORD, 'BOSS@probuild.example');
      expect(twice.status).toBe(1);
      expect(twice.stderr).toContain('has this email already');
      const database = await openDatabase(target.options);
      try {
        const rows = await database.db.select().from(staff);
        expect(rows.map((row) => [row.email, row.role, row.passwordHash.startsWith('$argon2id$')])).toEqual([
          ['boss@probuild.example', 'owner', true],
        ]);
        const [audit] = await database.db.select().from(staffAudit);
        expect(audit).toMatchObject({ action: 'staff.create', actorId: null, actorEmail: 'staff:create' });
      } finally {
        await database.close();
      }
    } finally {
      await target.remove();
    }
  });
});
