import { and, asc, eq, isNull } from 'drizzle-orm';
import { assemblyService } from '../cart/services.ts';
import type { AppDatabase } from '../db/open.ts';
import { orderDocuments, orderItems, orders } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import type { ShippingAddress } from '../shipping-addresses/address-view.ts';
import { type OrderDocumentRow, paidOrderDocument } from './issue-document.ts';
import { type DocumentContent, type DocumentLine, renderDocumentPdf } from './render-pdf.ts';
import type { ShopDetails } from './shop-details.ts';

type OrderRow = typeof orders.$inferSelect;

/** The file a client downloads. */
export interface DocumentFile {
  filename: string;
  pdf: Buffer;
}

const prefixLabel: Record<string, string> = { mr: 'นาย', ms: 'นางสาว', mrs: 'นาง', none: '' };

/** The buyer as printed: a tax invoice's from its tax-invoice address, a receipt's from the shipping address. */
function buyerOf(order: OrderRow): DocumentContent['buyer'] {
  const tax = order.taxInvoiceAddress as ShippingAddress | null;
  const address = tax ?? (order.shippingAddress as ShippingAddress);
  const name =
    address.type === 'company'
      ? (address.companyName ?? '')
      : `${prefixLabel[address.prefix ?? 'none'] ?? ''}${address.firstName ?? ''} ${address.lastName ?? ''}`.trim();
  if (!tax) return { name, address: address.fullAddress, taxId: null, branch: null };
  return {
    name,
    address: address.fullAddress,
    taxId: address.type === 'company' ? address.taxId : (address.idCard ?? address.taxId),
    branch: address.type === 'company' ? (address.branch ?? '00000') : null,
  };
}

async function contentOf(
  db: AppDatabase,
  order: OrderRow,
  document: OrderDocumentRow,
  shop: ShopDetails,
): Promise<DocumentContent> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const lines: DocumentLine[] = items.map((item) => ({
    name: item.nameTh,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    amount: item.totalPrice,
  }));
  if (order.assemblyFee !== null) {
    const service = assemblyService(order.assemblyFee);
    lines.push({ name: service.name.th, quantity: 1, unitPrice: service.price, amount: service.price });
  }
  if (order.shipping > 0) {
    lines.push({ name: 'ค่าจัดส่ง', quantity: 1, unitPrice: order.shipping, amount: order.shipping });
  }
  return {
    kind: document.kind,
    number: document.number,
    issuedOn: document.issuedOn,
    orderNumber: order.orderNumber,
    shop,
    buyer: buyerOf(order),
    lines,
    subtotal: order.subtotal + order.shipping,
    discount: order.discount,
    priceBeforeTax: order.priceBeforeTax,
    vat: order.vat,
    total: order.total,
  };
}

/**
 * The PDF of an order's tax invoice or receipt. The first download makes it with the shop's
 * details of that moment and keeps it; every later download gets those same bytes.
 */
async function documentFile(db: AppDatabase, order: OrderRow, shop: ShopDetails): Promise<DocumentFile> {
  const document = await paidOrderDocument(db, order.id);
  if (!document) {
    throw new DomainError(
      'notFound',
      'NOT_FOUND',
      'The order has no tax invoice or receipt until it is paid',
    );
  }
  const filename = `${document.number}.pdf`;
  if (document.pdf) return { filename, pdf: document.pdf };
  const pdf = await renderDocumentPdf(await contentOf(db, order, document, shop));
  // Two first downloads at once: the one saved first is the document for good.
  await db
    .update(orderDocuments)
    .set({ pdf })
    .where(and(eq(orderDocuments.orderId, order.id), isNull(orderDocuments.pdf)));
  const [kept] = await db
    .select({ pdf: orderDocuments.pdf })
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, order.id));
  return { filename, pdf: kept?.pdf ?? pdf };
}

/** The shopper's own order's document; another customer's order is not found. */
export async function customerOrderDocument(
  db: AppDatabase,
  shop: ShopDetails,
  customerId: string,
  orderNumber: string,
): Promise<DocumentFile> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)));
  if (!order) throw new DomainError('notFound', 'NOT_FOUND', 'Order not found');
  return documentFile(db, order, shop);
}

/** Any order's document, for staff. */
export async function staffOrderDocument(
  db: AppDatabase,
  shop: ShopDetails,
  orderNumber: string,
): Promise<DocumentFile> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw new DomainError('notFound', 'NOT_FOUND', 'Order not found');
  return documentFile(db, order, shop);
}
