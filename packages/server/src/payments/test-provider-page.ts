import { testProviderPagePath } from './test-provider.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const baht = (satang: number) =>
  new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' }).format(satang / 100);

const methodLabel: Record<string, string> = {
  credit_card: 'Credit card / บัตรเครดิต',
  promptpay: 'PromptPay / พร้อมเพย์',
  internet_banking: 'Internet banking / อินเทอร์เน็ตแบงก์กิ้ง',
  truemoney: 'TrueMoney Wallet',
};

/** The test provider's hosted page: a plain form, no script, so the strict CSP allows it. */
export function testProviderPage(checkout: {
  checkoutId: string;
  orderNumber: string;
  amount: number;
  method: string;
  status: string;
}): string {
  const decided = checkout.status !== 'pending';
  const action = `${testProviderPagePath(checkout.checkoutId)}/decision`;
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ProBuild test payment</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #222; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
dt { color: #666; }
button { font: inherit; padding: .6rem 1.4rem; margin-right: .5rem; border-radius: .4rem; border: 1px solid #B42487; cursor: pointer; }
button[value=approve] { background: #B42487; color: #fff; }
button[value=decline] { background: #fff; color: #B42487; }
</style>
</head>
<body>
<h1>Test payment provider</h1>
<p>No money moves here: choose how this payment ends. / หน้าทดสอบการชำระเงิน ไม่มีการตัดเงินจริง</p>
<dl>
<dt>Order</dt><dd>${escapeHtml(checkout.orderNumber)}</dd>
<dt>Amount</dt><dd>${escapeHtml(baht(checkout.amount))}</dd>
<dt>Method</dt><dd>${escapeHtml(methodLabel[checkout.method] ?? checkout.method)}</dd>
<dt>Status</dt><dd>${escapeHtml(checkout.status)}</dd>
</dl>
${
  decided
    ? '<p>This payment has already been decided.</p>'
    : `<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="decision" value="approve">Pay / ชำระเงิน</button>
<button type="submit" name="decision" value="decline">Decline / ปฏิเสธ</button>
</form>`
}
</body>
</html>
`;
}

export function testProviderNotFoundPage(): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>No such test payment</h1></body></html>\n';
}
