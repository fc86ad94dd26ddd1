import type { BackofficeComponents, BackofficeOrderState } from '@probuild/api-client/backoffice';
import { BarChart, DataTable, EmptyState, formatBaht, formatBahtCompact, Price, Stack } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { useText } from '../../i18n/messages.ts';
import { QueryFailure } from '../../queries/QueryFailure.tsx';
import { useStaffSession } from '../../session/StaffSession.tsx';

type Dashboard = BackofficeComponents['schemas']['Dashboard'];
type SalesDay = Dashboard['days'][number];
type StateCount = Dashboard['states'][number];
type BestSeller = Dashboard['bestSellers'][number];
type LowStockProduct = Dashboard['lowStock']['products'][number];

/** A Bangkok day (YYYY-MM-DD) as the instant its date is read from (in UTC, so the day never shifts). */
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The back office's dashboard (owners and managers): sales per day for 30 days, orders by state,
 * best sellers and low stock, all figures as the server computed them.
 */
export function DashboardPage() {
  const t = useText();
  const intl = useIntl();
  const { queries } = useStaffSession();
  const dashboard = queries.useQuery('get', '/dashboard');
  const name = (product: { name: { th: string; en: string } }) =>
    intl.locale === 'en' ? product.name.en : product.name.th;

  if (dashboard.isError) return <QueryFailure query={dashboard} />;
  const data = dashboard.data?.data;
  const loading = dashboard.isPending;
  const days = data?.days ?? [];
  const noSales = days.every((day) => day.orders === 0);

  return (
    <Stack gap={6}>
      <BarChart<SalesDay>
        title={t('dashboard.sales')}
        loading={loading}
        rows={noSales ? [] : days}
        rowKey={(day) => day.day}
        label={(day) => intl.formatDate(dayOf(day.day), { day: 'numeric', month: 'short', timeZone: 'UTC' })}
        fullLabel={(day) =>
          `${intl.formatDate(dayOf(day.day), { dateStyle: 'long', timeZone: 'UTC' })} · ${t('dashboard.orderCount', { count: day.orders })}`
        }
        value={(day) => day.sales}
        formatValue={formatBaht}
        formatAxis={formatBahtCompact}
        labelHeader={t('dashboard.day')}
        valueHeader={t('dashboard.salesHeader')}
        empty={<EmptyState title={t('dashboard.noSales')} />}
      />
      <BarChart<StateCount>
        title={t('dashboard.states')}
        loading={loading}
        rows={data?.states ?? []}
        rowKey={(row) => row.state}
        label={(row) => t(`orders.state.${row.state as BackofficeOrderState}`)}
        value={(row) => row.count}
        formatValue={(count) => intl.formatNumber(count)}
        labelHeader={t('orders.state')}
        valueHeader={t('dashboard.orders')}
        layout="horizontal"
      />
      <BarChart<BestSeller>
        title={t('dashboard.bestSellers')}
        loading={loading}
        rows={data?.bestSellers ?? []}
        rowKey={(row) => row.sku}
        label={name}
        value={(row) => row.units}
        formatValue={(units) => intl.formatNumber(units)}
        labelHeader={t('order.product')}
        valueHeader={t('dashboard.units')}
        layout="horizontal"
        empty={<EmptyState title={t('dashboard.noSales')} />}
      />
      <DataTable<BestSeller>
        caption={t('dashboard.bestSellersRevenue')}
        loading={loading}
        rows={data?.bestSellers ?? []}
        rowKey={(row) => row.sku}
        empty={<EmptyState title={t('dashboard.noSales')} />}
        columns={[
          { key: 'sku', header: t('order.sku'), breakAnywhere: true, cell: (row) => row.sku },
          { key: 'name', header: t('order.product'), cell: name },
          {
            key: 'units',
            header: t('dashboard.units'),
            align: 'end',
            cell: (row) => intl.formatNumber(row.units),
          },
          {
            key: 'revenue',
            header: t('dashboard.revenue'),
            align: 'end',
            cell: (row) => <Price price={row.revenue} size="sm" />,
          },
        ]}
      />
      <DataTable<LowStockProduct>
        caption={
          data
            ? t('dashboard.lowStock', { threshold: data.lowStock.threshold, total: data.lowStock.total })
            : t('dashboard.lowStockTitle')
        }
        loading={loading}
        rows={data?.lowStock.products ?? []}
        rowKey={(row) => row.sku}
        empty={<EmptyState title={t('dashboard.noLowStock')} />}
        columns={[
          { key: 'sku', header: t('order.sku'), breakAnywhere: true, cell: (row) => row.sku },
          { key: 'name', header: t('order.product'), cell: name },
          {
            key: 'stock',
            header: t('dashboard.stock'),
            align: 'end',
            cell: (row) => intl.formatNumber(row.stock),
          },
        ]}
      />
    </Stack>
  );
}

export default DashboardPage;
