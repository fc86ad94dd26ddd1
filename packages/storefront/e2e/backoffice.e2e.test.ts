import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { type RunningServer, startProductionServer } from './support/productionServer.ts';

const OWNER = { email: 'owner@probuild.example', name: 'สมชาย เจ้าของ', password: 'Kh0ng-Dee-2026!' };
const PACKER = { email: 'packer@probuild.example', name: 'มานะ แพ็คไว', password: 'Pack-Fast-2026!' };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The first owner is made by the command on the server, before the server opens the database.
  server = await startProductionServer(
    {},
    {
      prepare(dataDir) {
        const created = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'src/staff/cli.ts', '--email', OWNER.email, '--name', OWNER.name],
          {
            cwd: resolve(import.meta.dirname, '../../server'),
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STAFF_PASSWORD: OWNER.password },
            encoding: 'utf8',
          },
        );
        if (created.status !== 0) throw new Error(`staff:create failed: ${created.stderr}`);
      },
    },
  );
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('อีเมล', { exact: true }).fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

it('the first owner enrols an authenticator, adds a packer, and signs in again with a later code', async () => {
  const context = await browser.newContext({ locale: 'th-TH', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/backoffice/staff`);
  await page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบหลังร้าน' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await signIn(page, { email: OWNER.email, password: 'Wrong-password-1' });
  await page.getByText('อีเมลหรือรหัสผ่านไม่ถูกต้อง').waitFor();
  await signIn(page, OWNER);
  await page.getByRole('heading', { level: 1, name: 'ตั้งค่าแอปยืนยันตัวตน' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const now = Date.now();
  await page.getByLabel('รหัส 6 หลัก').fill(totp.generate({ timestamp: now }));
  await page.getByRole('button', { name: 'ยืนยัน' }).click();

  // Signed in at the address asked for, with the owner's navigation.
  await page.getByRole('heading', { level: 1, name: 'พนักงาน' }).waitFor();
  const nav = page.getByRole('navigation', { name: 'เมนูหลังร้าน' });
  await expect
    .poll(() => nav.getByRole('link').allTextContents())
    .toEqual(['ภาพรวม', 'คำสั่งซื้อ', 'พนักงาน', 'บันทึกการแก้ไข']);
  await page.getByRole('table', { name: 'พนักงาน' }).getByText(OWNER.email).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  const dialog = page.getByRole('dialog', { name: 'เพิ่มพนักงาน' });
  await dialog.getByLabel('ชื่อ').fill(PACKER.name);
  await dialog.getByLabel('อีเมล').fill(PACKER.email);
  await dialog.getByLabel(/^รหัสผ่านแรก/).fill('password1234');
  await dialog.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  await dialog.getByText(/รหัสผ่านต้องยาวอย่างน้อย 12 ตัว มีอย่างน้อย 3 แบบ/).waitFor();
  await dialog.getByLabel(/^รหัสผ่านแรก/).fill(PACKER.password);
  await dialog.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  await page.getByText(`เพิ่ม ${PACKER.name} แล้ว`).waitFor();
  await page.getByRole('table', { name: 'พนักงาน' }).getByText(PACKER.email).waitFor();

  // The audit log names the command for the first owner, and the owner for the packer.
  await nav.getByRole('link', { name: 'บันทึกการแก้ไข' }).click();
  const log = page.getByRole('table', { name: 'บันทึกการแก้ไข' });
  await log.getByText(`email: — → "${PACKER.email}"`).waitFor();
  await log.getByText('คำสั่งบนเซิร์ฟเวอร์').waitFor();
  await log.getByText('ตั้งค่ายืนยันสองขั้น · staff', { exact: false }).waitFor();

  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบหลังร้าน' }).waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('probuild.staffToken'))).toBeNull();

  // The packer signs in with the password alone and sees the orders, neither staff nor the log.
  // (still at the log's address, which a packer's role may not read).
  await signIn(page, PACKER);
  await page.getByText('บทบาทของคุณทำรายการนี้ไม่ได้').waitFor();
  await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(['ภาพรวม', 'คำสั่งซื้อ']);
  await nav.getByRole('link', { name: 'ภาพรวม' }).click();
  await page.getByText(`สวัสดี ${PACKER.name}`).waitFor();
  expect(page.url()).toBe(`${server.url}/backoffice/`);
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();

  // The owner again: the code already used is refused, the next one is taken.
  await signIn(page, OWNER);
  await page.getByRole('heading', { level: 1, name: 'ยืนยันตัวตนอีกขั้น' }).waitFor();
  await page.getByLabel('รหัส 6 หลัก').fill(totp.generate({ timestamp: now }));
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await page.getByText('รหัสไม่ถูกต้องหรือถูกใช้ไปแล้ว ลองรหัสถัดไป').waitFor();
  await page.getByLabel('รหัส 6 หลัก').fill(totp.generate({ timestamp: now + 30_000 }));
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await page.getByText(`สวัสดี ${OWNER.name}`).waitFor();
  await context.close();
});
