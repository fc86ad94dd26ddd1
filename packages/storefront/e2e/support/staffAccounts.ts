import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright';

export interface StaffAccount {
  email: string;
  name: string;
  password: string;
  role: 'owner' | 'manager' | 'packer' | 'editor';
}

/**
 * Makes staff accounts with the server's own command (`pnpm staff:create`), in a data folder the
 * server has not opened yet (startProductionServer's `prepare`).
 */
export function createStaffAccounts(dataDir: string, accounts: readonly StaffAccount[]): void {
  for (const { email, name, password, role } of accounts) {
    const created = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/staff/cli.ts', '--email', email, '--name', name, '--role', role],
      {
        cwd: resolve(import.meta.dirname, '../../../server'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STAFF_PASSWORD: password },
        encoding: 'utf8',
      },
    );
    if (created.status !== 0) throw new Error(`staff:create failed: ${created.stderr}`);
  }
}

/** Fills the back office's sign-in form (in Thai) where the page shows it, and sends it. */
export async function signInStaff(page: Page, { email, password }: Pick<StaffAccount, 'email' | 'password'>) {
  await page.getByLabel('อีเมล', { exact: true }).fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

/** Signs in an owner or manager at their first sign-in, adding an authenticator on the way. */
export async function signInEnrolling(page: Page, account: Pick<StaffAccount, 'email' | 'password'>) {
  await signInStaff(page, account);
  await page.getByRole('heading', { level: 1, name: 'ตั้งค่าแอปยืนยันตัวตน' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('รหัส 6 หลัก').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
}
