import { parseDiscountCode } from '@probuild/api-client';
import { formatBaht, PageHeader, Stack, StatusBadge } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useText } from '../../i18n/messages.ts';
import { QueryTable } from '../../queries/QueryTable.tsx';
import { useStaffSession } from '../../session/StaffSession.tsx';

/** `/discounts/:code`: the orders that used a code, newest first, with the counts its limits use. */
export function DiscountUsesPage({ code: typed }: { code: string }) {
  const t = useText();
  const code = parseDiscountCode(typed);
  const intl = useIntl();
  const { queries } = useStaffSession();
  const uses = queries.useQuery('get', '/discount-codes/{code}/uses', { params: { path: { code } } });
  const data = uses.data?.data;
  return (
    <>
      <PageHeader
        title={t('discount.usesTitle', { code })}
        actions={<Link href="/discounts">{t('discount.back')}</Link>}
      />
      <QueryTable
        query={uses}
        caption={t('discount.usesTitle', { code })}
        captionHidden
        rows={data?.orders ?? []}
        rowKey={(use) => use.orderNumber}
        emptyTitle={t('discount.noUses')}
        above={
          data ? <p>{t('discount.usesSummary', { uses: data.uses, cancelled: data.cancelled })}</p> : null
        }
        columns={[
          {
            key: 'order',
            header: t('discount.order'),
            cell: (use) => (
              <Link href={`/orders/${encodeURIComponent(use.orderNumber)}`}>{use.orderNumber}</Link>
            ),
          },
          {
            key: 'customer',
            header: t('discount.customer'),
            breakAnywhere: true,
            cell: (use) => (
              <Stack gap={2}>
                <span>{use.customer.name}</span>
                <span>{use.customer.email}</span>
              </Stack>
            ),
          },
          {
            key: 'date',
            header: t('discount.date'),
            cell: (use) => intl.formatDate(use.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
          },
          {
            key: 'discount',
            header: t('discount.discount'),
            align: 'end',
            cell: (use) => formatBaht(use.discount),
          },
          {
            key: 'state',
            header: t('discount.orderState'),
            cell: (use) => <StatusBadge kind="order" status={use.state} />,
          },
        ]}
      />
    </>
  );
}
