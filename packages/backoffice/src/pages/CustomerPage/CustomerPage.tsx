import type { BackofficeComponents, OrderSummary } from '@probuild/api-client/backoffice';
import {
  AlertBox,
  Badge,
  DataTable,
  EmptyState,
  PageHeader,
  Price,
  Spinner,
  Stack,
  StatusBadge,
} from '@probuild/ui';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useText } from '../../i18n/messages.ts';
import { useOrderColumns } from '../../orders/useOrderColumns.tsx';
import { OlderRowsButton } from '../../queries/OlderRowsButton.tsx';
import { QueryFailure } from '../../queries/QueryFailure.tsx';
import { useOlderRows } from '../../queries/useOlderRows.ts';
import { useSignedIn, useStaffSession } from '../../session/StaffSession.tsx';
import { CustomerStatusDialog } from './CustomerStatusDialog.tsx';

type CustomerAddress = BackofficeComponents['schemas']['CustomerAddress'];

const ORDERS_PAGE = 20;

/** `/customers/:id`: a customer's profile, status (suspend / reactivate with a reason), orders and addresses. */
export function CustomerPage({ customerId }: { customerId: string }) {
  const t = useText();
  const intl = useIntl();
  const { client, queries } = useStaffSession();
  const { signedIn } = useSignedIn();
  const customer = queries.useQuery('get', '/customers/{customerId}', { params: { path: { customerId } } });
  const orders = useOlderRows(
    ['get', '/orders', { customer: customerId }],
    async (older: { before?: string }) => {
      const query = { customer: customerId, limit: ORDERS_PAGE, ...older };
      const { data } = await client.GET('/orders', { params: { query } });
      return data?.data ?? { orders: [], nextBefore: null };
    },
  );
  const columns = useOrderColumns();
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });

  if (customer.isError)
    return (
      <>
        <PageHeader title={t('customers.title')} />
        <QueryFailure query={customer} />
        <Link href="/customers">{t('customer.back')}</Link>
      </>
    );
  if (customer.isPending) return <Spinner label={t('app.loading')} />;
  const detail = customer.data.data;
  const change = detail.lastStatusChange;

  return (
    <>
      <PageHeader
        title={detail.name}
        description={detail.email}
        actions={
          <>
            <StatusBadge kind="customer" status={detail.status} />
            {signedIn?.may('customers.manage') && <CustomerStatusDialog customer={detail} />}
          </>
        }
      />
      <Stack gap={6}>
        <Link href="/customers">{t('customer.back')}</Link>
        {change && (
          <AlertBox tone={change.status === 'suspended' ? 'error' : 'success'}>
            {t(change.status === 'suspended' ? 'customer.suspendedBecause' : 'customer.reactivatedBecause', {
              at: when(change.at),
              by: change.by,
              reason: change.reason,
            })}
          </AlertBox>
        )}
        <section aria-labelledby="customer-profile">
          <h2 id="customer-profile">{t('customer.profile')}</h2>
          <Stack gap={2}>
            <span>{t('customer.phone', { phone: detail.phone ?? '—' })}</span>
            <span>
              <Badge tone={detail.emailVerified ? 'success' : 'neutral'}>
                {t(detail.emailVerified ? 'customer.emailVerified' : 'customer.emailUnverified')}
              </Badge>
            </span>
            <span>
              {t('customer.signInWith', {
                methods:
                  detail.signInMethods.map((method) => t(`customer.method.${method}`)).join(', ') || '—',
              })}
            </span>
            <span>{t('customer.joined', { at: when(detail.createdAt) })}</span>
            <span>
              {t('customer.lastSignIn', { at: detail.lastLoginAt ? when(detail.lastLoginAt) : '—' })}
            </span>
            <span>
              {t('customer.paid', { count: detail.orderCount })} <Price price={detail.paidTotal} size="sm" />
            </span>
          </Stack>
        </section>
        <Stack>
          <DataTable<OrderSummary>
            caption={t('customer.orders')}
            loading={orders.isPending}
            rows={orders.data?.pages.flatMap((page) => page.orders) ?? []}
            rowKey={(order) => order.orderNumber}
            empty={<EmptyState title={t('customer.noOrders')} />}
            columns={[columns.number, columns.placed, columns.state, columns.total]}
          />
          {orders.isError && <QueryFailure query={orders} />}
          <OlderRowsButton query={orders} label={t('orders.older')} />
        </Stack>
        <DataTable<CustomerAddress>
          caption={t('customer.addresses')}
          rows={detail.addresses}
          rowKey={(address) => address.id}
          empty={<EmptyState title={t('customer.noAddresses')} />}
          columns={[
            {
              key: 'name',
              header: t('customer.addressName'),
              cell: (address) => (
                <Stack gap={2}>
                  <span>
                    {address.type === 'company' && address.companyName
                      ? address.companyName
                      : address.fullName}
                  </span>
                  {address.taxId && <span>{t('order.taxId', { taxId: address.taxId })}</span>}
                </Stack>
              ),
            },
            { key: 'address', header: t('customer.address'), cell: (address) => address.fullAddress },
            { key: 'phone', header: t('customers.phone'), cell: (address) => address.phone },
            {
              key: 'use',
              header: t('customer.addressUse'),
              cell: (address) => (
                <Stack direction="row" gap={2}>
                  <Badge tone="info">{t(`customer.addressType.${address.addressType}`)}</Badge>
                  {address.isDefault && <Badge tone="brand">{t('customer.default')}</Badge>}
                </Stack>
              ),
            },
          ]}
        />
      </Stack>
    </>
  );
}
