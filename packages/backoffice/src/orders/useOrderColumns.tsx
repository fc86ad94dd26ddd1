import type { OrderSummary } from '@probuild/api-client/backoffice';
import { type DataTableColumn, Price, StatusBadge } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useText } from '../i18n/messages.ts';

/** The columns every table of orders shows: its number (a link to it), when it was placed, its state and total. */
export function useOrderColumns() {
  const t = useText();
  const intl = useIntl();
  const number: DataTableColumn<OrderSummary> = {
    key: 'number',
    header: t('orders.number'),
    cell: (order) => (
      <Link href={`/orders/${encodeURIComponent(order.orderNumber)}`}>{order.orderNumber}</Link>
    ),
  };
  const placed: DataTableColumn<OrderSummary> = {
    key: 'placed',
    header: t('orders.placedAt'),
    cell: (order) => intl.formatDate(order.placedAt, { dateStyle: 'medium', timeStyle: 'short' }),
  };
  const state: DataTableColumn<OrderSummary> = {
    key: 'state',
    header: t('orders.state'),
    cell: (order) => (
      <StatusBadge
        kind="order"
        status={order.state}
        fulfilment={order.state === 'inprogress' && !order.shipped ? 'preparing' : null}
      />
    ),
  };
  const total: DataTableColumn<OrderSummary> = {
    key: 'total',
    header: t('orders.total'),
    align: 'end',
    cell: (order) => <Price price={order.total} size="sm" />,
  };
  return { number, placed, state, total };
}
