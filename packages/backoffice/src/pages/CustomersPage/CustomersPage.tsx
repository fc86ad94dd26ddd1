import type { BackofficeComponents } from '@probuild/api-client/backoffice';
import { Button, FormStack, PageHeader, Select, Stack, StatusBadge, TextField } from '@probuild/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ANY, useAddressFilters } from '../../forms/useAddressFilters.ts';
import { useText } from '../../i18n/messages.ts';
import { OlderRowsButton } from '../../queries/OlderRowsButton.tsx';
import { QueryTable } from '../../queries/QueryTable.tsx';
import { useOlderRows } from '../../queries/useOlderRows.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';

type CustomerSummary = BackofficeComponents['schemas']['CustomerSummary'];
type CustomerStatus = BackofficeComponents['schemas']['CustomerStatus'];

const PAGE_SIZE = 50;
export const CUSTOMER_STATUSES: CustomerStatus[] = ['active', 'inactive', 'suspended'];

/** The search an address names (`/customers?q=…&status=suspended`). */
function filtersOf(search: string) {
  const query = new URLSearchParams(search);
  const q = query.get('q')?.trim().slice(0, 100);
  const status = CUSTOMER_STATUSES.find((known) => known === query.get('status'));
  return { ...(q ? { q } : {}), ...(status ? { status } : {}) };
}

/** `/customers`: the shop's customers, newest first, searched by name, email or phone; older pages on demand. */
export function CustomersPage() {
  const t = useText();
  const intl = useIntl();
  const { client } = useStaffSession();
  const { filters, draft, setDraft, show } = useAddressFilters('/customers', filtersOf, (next) => ({
    q: next.q ?? '',
    status: next.status ?? ANY,
  }));

  const list = useOlderRows(['get', '/customers', filters], async (older: { before?: string }) => {
    const query = { ...filters, limit: PAGE_SIZE, ...older };
    const { data } = await client.GET('/customers', { params: { query } });
    return data?.data ?? { customers: [], nextBefore: null };
  });
  const customers = list.data?.pages.flatMap((page) => page.customers) ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    show(draft);
  };

  return (
    <>
      <PageHeader title={t('customers.title')} description={t('customers.intro')} />
      <FormStack aria-label={t('customers.search')} onSubmit={apply}>
        <Stack direction="row" gap={4}>
          <TextField
            label={t('customers.search')}
            hint={t('customers.searchHint')}
            value={draft.q}
            maxLength={100}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
          <Select
            label={t('customers.status')}
            value={draft.status}
            onValueChange={(status) => setDraft({ ...draft, status })}
            options={[
              { value: ANY, label: t('orders.any') },
              ...CUSTOMER_STATUSES.map((value) => ({ value, label: t(`customers.status.${value}`) })),
            ]}
          />
        </Stack>
        <Button type="submit">{t('customers.find')}</Button>
      </FormStack>
      <QueryTable<CustomerSummary>
        query={list}
        caption={t('customers.title')}
        captionHidden
        rows={customers}
        rowKey={(customer) => customer.id}
        emptyTitle={t('customers.empty')}
        below={<OlderRowsButton query={list} label={t('customers.older')} />}
        columns={[
          {
            key: 'name',
            header: t('customers.name'),
            cell: (customer) => (
              <Link href={`/customers/${encodeURIComponent(customer.id)}`}>{customer.name}</Link>
            ),
          },
          {
            key: 'email',
            header: t('customers.email'),
            breakAnywhere: true,
            cell: (customer) => customer.email,
          },
          { key: 'phone', header: t('customers.phone'), cell: (customer) => customer.phone ?? '—' },
          {
            key: 'status',
            header: t('customers.status'),
            cell: (customer) => <StatusBadge kind="customer" status={customer.status} />,
          },
          {
            key: 'orders',
            header: t('customers.orders'),
            align: 'end',
            cell: (customer) => customer.orderCount,
          },
          {
            key: 'joined',
            header: t('customers.joined'),
            cell: (customer) => intl.formatDate(customer.createdAt, { dateStyle: 'medium' }),
          },
        ]}
      />
    </>
  );
}
