import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/productionServer.ts';
import { newCustomer, signedInContext, signInStatus } from './support/shopApi.ts';

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** What the server's outbox printed for this recipient. */
const printedFor = (email: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes(email))
    .join('\n');

it('changes the email only once the new address opens its link, and tells the old one', async () => {
  const customer = await newCustomer(server);
  const newEmail = `moved-${crypto.randomUUID()}@example.com`;
  const context = await signedInContext(browser, customer, {
    language: 'en',
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/profile/edit`);
  const emailField = page.getByLabel(/^Email/);
  await expect.poll(() => emailField.inputValue(), { timeout: 15_000 }).toBe(customer.email);
  await emailField.fill(newEmail);
  await page.getByRole('button', { name: 'Save' }).click();

  await page.waitForURL(`${server.url}/profile`);
  const panel = page.getByRole('region', { name: 'Confirm your details' });
  await expect
    .poll(() => panel.textContent(), { timeout: 15_000 })
    .toContain(`Your new email ${newEmail} is waiting for confirmation`);
  expect(await panel.textContent()).toContain(`Until then you sign in with ${customer.email}.`);
  expect(await axeViolations(page)).toEqual([]);

  // The old address is told; the new one gets the link; until it is opened, the old email signs in.
  await expect
    .poll(() => printedFor(customer.email))
    .toContain('Someone asked to change your ProBuild account email');
  expect(await signInStatus(server, newEmail, customer.password)).toBe(401);
  expect(await signInStatus(server, customer.email, customer.password)).toBe(200);
  let link: string | undefined;
  await expect
    .poll(() => {
      link = printedFor(newEmail)
        .match(/\/verify-email\?token=[\w-]+/g)
        ?.at(-1);
      return link;
    })
    .toBeTruthy();

  await page.goto(`${server.url}${link}`);
  await page.getByText(`Your email ${newEmail} is confirmed.`).waitFor({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await page.getByText(newEmail).first().waitFor({ timeout: 15_000 });
  expect(await page.getByText(/is waiting for confirmation/).count()).toBe(0);

  expect(await signInStatus(server, newEmail, customer.password)).toBe(200);
  expect(await signInStatus(server, customer.email, customer.password)).toBe(401);
  // A link works once.
  await page.goto(`${server.url}${link}`);
  await page
    .getByText('This link is invalid, used or expired.', { exact: false })
    .waitFor({ timeout: 15_000 });
  await context.close();
});
