import type { Browser, BrowserContext, Page } from 'playwright';
import type { ShopServer } from './productionServer.ts';
import { shopperContext } from './shopperContext.ts';

/** The status of a password sign-in through the API: 200, or 401 for a wrong email or password. */
export async function signInStatus(server: ShopServer, email: string, password: string): Promise<number> {
  const response = await fetch(`${server.url}/api/v1/customers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  });
  return response.status;
}

/** A call to the running shop's API (as a customer when a token is given); answers `data` or throws. */
export async function callApi<T>(
  server: ShopServer,
  method: string,
  path: string,
  { body, token, idempotencyKey }: { body?: unknown; token?: string; idempotencyKey?: string } = {},
): Promise<T> {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

export interface Customer {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface SignedInCustomer {
  customer: Customer;
  token: string;
  email: string;
  password: string;
}

/** A new customer registered and signed in through the API; with an address when asked (shipping and tax invoice). */
export async function newCustomer(
  server: ShopServer,
  { withAddress = false }: { withAddress?: boolean } = {},
): Promise<SignedInCustomer & { addressId: string | null }> {
  const email = `e2e.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'correct-horse-battery';
  await callApi(server, 'POST', '/customers/register', {
    body: {
      firstName: 'วิภา',
      lastName: 'สุขใจ',
      email,
      phone: '0812345678',
      password,
      preferences: { language: 'th', timezone: 'Asia/Bangkok' },
    },
  });
  const { customer, token } = await callApi<{ customer: Customer; token: string }>(
    server,
    'POST',
    '/customers/login',
    {
      body: { identifier: email, password },
    },
  );
  if (!withAddress) return { customer, token, email, password, addressId: null };
  const address = await callApi<{ _id: string }>(server, 'POST', `/shipping-addresses/${customer._id}`, {
    token,
    body: {
      type: 'person',
      prefix: 'ms',
      firstName: 'วิภา',
      lastName: 'สุขใจ',
      idCard: '1103700123458',
      phone: '081-234-5678',
      address: {
        province: 'เชียงใหม่',
        district: 'เมืองเชียงใหม่',
        tambon: 'ศรีภูมิ',
        postcode: '50200',
        line: '12/3 ถ.มูลเมือง',
      },
      addressTypes: ['shipping', 'taxInvoice'],
    },
  });
  return { customer, token, email, password, addressId: address._id };
}

/**
 * The path of the newest link of a kind (`/verify-email?token=…`, `/reset-password?token=…`) the
 * server's outbox printed for this email (the log transport). The outbox sends within a second or
 * two; polled by hand, as this also runs in a beforeAll.
 */
export async function mailedLink(
  server: ShopServer,
  email: string,
  kind: 'reset-password' | 'verify-email',
): Promise<string> {
  for (const started = Date.now(); Date.now() - started < 15_000; ) {
    const printed = server
      .output()
      .split('\n')
      .filter((line) => line.includes(email))
      .join('\n');
    const found = printed.match(new RegExp(`/${kind}\\?token=[\\w-]+`, 'g'))?.at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${kind} link was printed for ${email}`);
}

/**
 * Opens the verification link the server's outbox printed for this email, so the account counts as
 * verified: it may then hold more than one unpaid order.
 */
export async function verifyEmail(server: ShopServer, email: string): Promise<void> {
  const link = await mailedLink(server, email, 'verify-email');
  const token = new URL(link, server.url).searchParams.get('token');
  await callApi(server, 'GET', `/customers/verify-email/${token}`);
}

/**
 * Places an order of the customer's cart, delivered normally to the address given, to be paid by
 * PromptPay; answers its number.
 */
export async function placeOrder(
  server: ShopServer,
  { token, cartId, addressId }: { token: string; cartId: string; addressId: string | null },
): Promise<string> {
  const { orderNumber } = await callApi<{ orderNumber: string }>(server, 'POST', '/orders', {
    token,
    idempotencyKey: crypto.randomUUID(),
    body: {
      cartId,
      shippingMethod: 'normal',
      shippingAddressId: addressId,
      wantTaxInvoice: false,
      paymentMethod: 'promptpay',
    },
  });
  return orderNumber;
}

/**
 * Pays an order by PromptPay: the payer approves on the test provider's page, which sends them back
 * to the shop. Answers the address they were sent back to.
 */
export async function payByPromptPay(server: ShopServer, token: string, orderNumber: string): Promise<URL> {
  const checkout = await callApi<{ checkoutId: string }>(server, 'POST', '/payments/checkout', {
    token,
    idempotencyKey: crypto.randomUUID(),
    body: { orderNumber, method: 'promptpay' },
  });
  const approved = await fetch(
    `${server.url}/api/v1/payments/test-provider/${checkout.checkoutId}/decision`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
    },
  );
  return new URL(approved.url);
}

/**
 * A paid order of these lines for a shopper with an address: each added to their cart, ordered for
 * normal delivery, paid by PromptPay at the provider's stand-in. Answers the order number.
 */
export async function paidOrder(
  server: ShopServer,
  shopper: SignedInCustomer & { addressId: string | null },
  lines: { sku: string; quantity: number }[],
): Promise<string> {
  const { customer, token } = shopper;
  const cart = await callApi<{ _id: string }>(server, 'GET', `/cart/${customer._id}`, { token });
  for (const line of lines) await callApi(server, 'POST', `/cart/add/${customer._id}`, { token, body: line });
  const orderNumber = await placeOrder(server, { token, cartId: cart._id, addressId: shopper.addressId });
  await payByPromptPay(server, token, orderNumber);
  return orderNumber;
}

/** SKUs of in-stock products of a category, as the list page's call answers them. */
export async function inStockSkus(server: ShopServer, category: string, count: number) {
  const listed = await callApi<{ items: { sku: string; name: { th: string }; inStock: boolean }[] }>(
    server,
    'POST',
    '/list-product',
    { body: { type: 'category', dataFilter: category, page: 1, pageSize: 20 } },
  );
  return listed.items.filter((item) => item.inStock).slice(0, count);
}

/** A browser profile signed in as the customer (the stored token and customer, as a sign-in leaves them). */
export async function signedInContext(
  browser: Browser,
  { customer, token }: Pick<SignedInCustomer, 'customer' | 'token'>,
  options: Parameters<typeof shopperContext>[1] = {},
): Promise<BrowserContext> {
  const context = await shopperContext(browser, options);
  await context.addInitScript(
    (session) => {
      // The page's own frames only: a sandboxed frame (a provider's) may not read storage.
      if (window !== window.top) return;
      localStorage.setItem('customer_token', session.token);
      localStorage.setItem('customer_data', JSON.stringify(session.customer));
    },
    { token, customer },
  );
  return context;
}

/** The cart of the customer this page is signed in as (the session it stores), as the server has it. */
export async function cartOfPage<Cart>(server: ShopServer, page: Page): Promise<Cart> {
  const { token, customerId } = await page.evaluate(() => ({
    token: localStorage.getItem('customer_token') ?? '',
    customerId: JSON.parse(localStorage.getItem('customer_data') ?? '{}').id as string,
  }));
  return callApi<Cart>(server, 'GET', `/cart/${customerId}`, { token });
}
