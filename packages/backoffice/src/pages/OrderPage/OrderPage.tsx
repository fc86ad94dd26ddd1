import type { OrderAddress, OrderDetail, OrderEvent, PaymentAttempt } from '@probuild/api-client/backoffice';
import { DataTable, formatBaht, PageHeader, Price, Spinner, Stack, StatusBadge } from '@probuild/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useText } from '../../i18n/messages.ts';
import { QueryFailure } from '../../queries/QueryFailure.tsx';
import { useStaffSession } from '../../session/StaffSession.tsx';
import { OrderFulfilment } from '../OrderFulfilment/OrderFulfilment.tsx';
import { OrderRefunds } from '../OrderRefunds/OrderRefunds.tsx';
import { OrderDocumentButton } from './OrderDocumentButton.tsx';

type Line = OrderDetail['items'][number];

function AddressBlock({ address }: { address: OrderAddress }) {
  const t = useText();
  return (
    <Stack gap={2}>
      <span>
        {address.type === 'company' && address.companyName ? address.companyName : address.fullName}
      </span>
      {address.taxId && <span>{t('order.taxId', { taxId: address.taxId })}</span>}
      {address.branch && (
        <span>
          {address.branch === '00000' ? t('order.headOffice') : t('order.branch', { branch: address.branch })}
        </span>
      )}
      <span>{address.fullAddress}</span>
      <span>{t('order.phone', { phone: address.phone })}</span>
    </Stack>
  );
}

/** `/orders/:orderNumber`: one order as staff see it, read-only. */
export function OrderPage({ orderNumber }: { orderNumber: string }) {
  const t = useText();
  const intl = useIntl();
  const { client } = useStaffSession();
  const order = useQuery({
    queryKey: ['get', '/orders/{orderNumber}', orderNumber],
    queryFn: async () => {
      const { data } = await client.GET('/orders/{orderNumber}', { params: { path: { orderNumber } } });
      if (!data) throw new Error('no answer');
      return data.data;
    },
  });
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'medium' });

  if (order.isError)
    return (
      <>
        <PageHeader title={orderNumber} />
        <QueryFailure query={order} />
        <Link href="/orders">{t('order.back')}</Link>
      </>
    );
  if (order.isPending) return <Spinner label={t('app.loading')} />;
  const detail = order.data;

  return (
    <>
      <PageHeader
        title={detail.orderNumber}
        description={t('order.placed', { at: when(detail.placedAt) })}
        actions={
          <StatusBadge
            kind="order"
            status={detail.state}
            fulfilment={detail.state === 'inprogress' && !detail.shipped ? 'preparing' : null}
          />
        }
      />
      <Stack gap={6}>
        <Link href="/orders">{t('order.back')}</Link>
        <section aria-labelledby="order-customer">
          <h2 id="order-customer">{t('order.customer')}</h2>
          <Stack gap={2}>
            <span>{detail.customer.name}</span>
            <span>{detail.customer.email}</span>
            {detail.customer.phone && <span>{t('order.phone', { phone: detail.customer.phone })}</span>}
          </Stack>
        </section>
        <DataTable<Line>
          caption={t('order.items')}
          rows={detail.items}
          rowKey={(line) => `${line.sku}-${line.note}`}
          columns={[
            { key: 'sku', header: t('order.sku'), cell: (line) => line.sku },
            {
              key: 'name',
              header: t('order.product'),
              cell: (line) => (intl.locale === 'en' ? line.name.en : line.name.th),
            },
            { key: 'quantity', header: t('order.quantity'), align: 'end', cell: (line) => line.quantity },
            {
              key: 'unit',
              header: t('order.unitPrice'),
              align: 'end',
              cell: (line) => <Price price={line.unitPrice} size="sm" />,
            },
            {
              key: 'total',
              header: t('order.lineTotal'),
              align: 'end',
              cell: (line) => <Price price={line.totalPrice} size="sm" />,
            },
          ]}
        />
        <section aria-labelledby="order-pricing">
          <h2 id="order-pricing">{t('order.pricing')}</h2>
          <Stack gap={2}>
            <span>
              {t('order.subtotal')} <Price price={detail.pricing.subtotal} size="sm" />
            </span>
            <span>
              {t('order.shipping')} <Price price={detail.pricing.shipping} size="sm" freeWhenZero />
            </span>
            {detail.pricing.discount > 0 && (
              <span>
                {t('order.discount', { code: detail.discountCode ?? '' })} −
                <Price price={detail.pricing.discount} size="sm" />
              </span>
            )}
            {detail.pricing.assemblyFee !== null && (
              <span>
                {t('order.assembly')} <Price price={detail.pricing.assemblyFee} size="sm" freeWhenZero />
              </span>
            )}
            <span>
              {t('order.vat')} <Price price={detail.pricing.vat} size="sm" />
            </span>
            <strong>
              {t('order.total')} <Price price={detail.pricing.total} />
            </strong>
            <span>{t(`payment.${detail.paymentMethod}`)}</span>
          </Stack>
        </section>
        <section aria-labelledby="order-shipping">
          <h2 id="order-shipping">
            {detail.shippingMethod === 'pickup' ? t('order.pickup') : t('order.shippingAddress')}
          </h2>
          <AddressBlock address={detail.shippingAddress} />
        </section>
        <section aria-labelledby="order-tax-invoice">
          <h2 id="order-tax-invoice">{t('order.taxInvoice')}</h2>
          {detail.taxInvoiceAddress ? (
            <AddressBlock address={detail.taxInvoiceAddress} />
          ) : (
            <p>{t('order.noTaxInvoice')}</p>
          )}
          <OrderDocumentButton order={detail} />
        </section>
        <DataTable<PaymentAttempt>
          caption={t('order.payments')}
          rows={detail.payments}
          rowKey={(payment) => payment.id}
          empty={<span>{t('order.noPayments')}</span>}
          columns={[
            { key: 'at', header: t('order.at'), cell: (payment) => when(payment.createdAt) },
            {
              key: 'method',
              header: t('orders.paymentMethod'),
              cell: (payment) => t(`payment.${payment.method}`),
            },
            {
              key: 'status',
              header: t('order.paymentStatus'),
              cell: (payment) => (
                <Stack gap={2}>
                  <span>{t(`order.paymentStatus.${payment.status}`)}</span>
                  {payment.failureCode && <span>{payment.failureCode}</span>}
                  {payment.failureMessage && <span>{payment.failureMessage}</span>}
                  {payment.refundId && <span>{t('order.refunded', { refundId: payment.refundId })}</span>}
                </Stack>
              ),
            },
            { key: 'charge', header: t('order.charge'), cell: (payment) => payment.chargeId ?? '—' },
            {
              key: 'amount',
              header: t('order.amount'),
              align: 'end',
              cell: (payment) => <Price price={payment.amount} size="sm" />,
            },
          ]}
        />
        <OrderFulfilment order={detail} />
        <OrderRefunds orderNumber={detail.orderNumber} state={detail.state} />
        <section aria-labelledby="order-timeline">
          <h2 id="order-timeline">{t('order.timeline')}</h2>
          <ol>
            {detail.timeline.map((event: OrderEvent) => (
              <li key={`${event.kind}-${event.paymentId ?? ''}-${event.at}`}>
                {when(event.at)} ·{' '}
                {t(`order.event.${event.kind}`, {
                  amount: formatBaht(event.amount ?? 0),
                })}
                {event.by && ` · ${t('order.eventBy', { email: event.by })}`}
              </li>
            ))}
          </ol>
        </section>
      </Stack>
    </>
  );
}
