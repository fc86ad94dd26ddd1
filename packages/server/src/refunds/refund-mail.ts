import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { customers, type orderRefunds, type orders, outboxMessages } from '../db/schema/index.ts';

type Language = 'th' | 'en';

const baht = (satang: number, language: Language) =>
  new Intl.NumberFormat(language === 'th' ? 'th-TH' : 'en-US', { style: 'currency', currency: 'THB' }).format(
    satang / 100,
  );

/** The customer's chosen language (their preferences), Thai when they chose none. */
export function languageOf(preferences: unknown): Language {
  const language = (preferences as { language?: unknown } | null)?.language;
  return language === 'en' ? 'en' : 'th';
}

/** The shopper's mail about a refund that went through, in their language; sent by the outbox. */
export async function queueRefundMail(
  tx: AppDatabase,
  order: typeof orders.$inferSelect,
  refund: typeof orderRefunds.$inferSelect,
  cancelled: boolean,
): Promise<void> {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, order.customerId));
  if (!customer) return;
  const language = languageOf(customer.preferences);
  const amount = baht(refund.amount, language);
  const units = refund.lines.reduce((sum, line) => sum + line.quantity, 0);
  const mail =
    language === 'en'
      ? {
          subject: `Refund for order ${order.orderNumber}`,
          body:
            `We have refunded ${amount} for ${units} item(s) of order ${order.orderNumber} to the way you paid.` +
            (cancelled ? ' The order is now cancelled.' : '') +
            '\nYour bank may take a few days to show it.',
        }
      : {
          subject: `คืนเงินคำสั่งซื้อ ${order.orderNumber}`,
          body:
            `เราคืนเงิน ${amount} สำหรับสินค้า ${units} ชิ้นของคำสั่งซื้อ ${order.orderNumber} ไปยังช่องทางที่คุณชำระเงินแล้ว` +
            (cancelled ? ' คำสั่งซื้อนี้ถูกยกเลิกแล้ว' : '') +
            '\nธนาคารอาจใช้เวลาสองสามวันในการแสดงยอด',
        };
  await tx
    .insert(outboxMessages)
    .values({ channel: 'email', recipient: customer.email, customerId: customer.id, ...mail });
}
