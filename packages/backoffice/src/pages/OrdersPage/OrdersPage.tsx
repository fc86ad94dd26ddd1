import {
  type BackofficeOrderState,
  type BackofficePaymentMethod,
  FULFILMENT_STAGES,
  type FulfilmentStage,
  type OrderSummary,
} from '@probuild/api-client/backoffice';
import { Button, FormStack, PageHeader, Select, Stack, TextField } from '@probuild/ui';
import { type FormEvent, useState } from 'react';
import { ANY, useAddressFilters } from '../../forms/useAddressFilters.ts';
import { useText } from '../../i18n/messages.ts';
import { useOrderColumns } from '../../orders/useOrderColumns.tsx';
import { OlderRowsButton } from '../../queries/OlderRowsButton.tsx';
import { QueryTable } from '../../queries/QueryTable.tsx';
import { useOlderRows } from '../../queries/useOlderRows.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';

const PAGE_SIZE = 50;
export const ORDER_STATES: BackofficeOrderState[] = ['wait', 'inprogress', 'success', 'cancelled'];
export const PAYMENT_METHODS: BackofficePaymentMethod[] = [
  'credit_card',
  'promptpay',
  'internet_banking',
  'truemoney',
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Filters {
  q?: string;
  state?: BackofficeOrderState;
  stage?: FulfilmentStage;
  paymentMethod?: BackofficePaymentMethod;
  from?: string;
  to?: string;
}

const oneOf = <Value extends string>(values: readonly Value[], value: string | null) =>
  values.find((known) => known === value);

/** The filters an address names (`/orders?state=inprogress&q=…`); what is not a filter's value is left out. */
function filtersOf(search: string): Filters {
  const query = new URLSearchParams(search);
  const day = (key: 'from' | 'to') => {
    const value = query.get(key);
    return value && DAY.test(value) ? { [key]: value } : {};
  };
  const q = query.get('q')?.trim().slice(0, 100);
  const state = oneOf(ORDER_STATES, query.get('state'));
  const stage = oneOf(FULFILMENT_STAGES, query.get('stage'));
  const paymentMethod = oneOf(PAYMENT_METHODS, query.get('paymentMethod'));
  return {
    ...(q ? { q } : {}),
    ...(state ? { state } : {}),
    ...(stage ? { stage } : {}),
    ...(paymentMethod ? { paymentMethod } : {}),
    ...day('from'),
    ...day('to'),
  };
}

const draftOf = (filters: Filters) => ({
  q: filters.q ?? '',
  state: filters.state ?? ANY,
  stage: filters.stage ?? ANY,
  paymentMethod: filters.paymentMethod ?? ANY,
  from: filters.from ?? '',
  to: filters.to ?? '',
});

/**
 * `/orders`: the order queue, newest first, filtered and searched, older pages on demand. The
 * filters live in the address, so a reload, the back button and a shared link keep them.
 */
export function OrdersPage() {
  const t = useText();
  const { client } = useStaffSession();
  const { filters, draft, setDraft, show } = useAddressFilters('/orders', filtersOf, draftOf);
  const [dayError, setDayError] = useState<'from' | 'to' | null>(null);
  const columns = useOrderColumns();

  const queue = useOlderRows(['get', '/orders', filters], async (older: { before?: string }) => {
    const query = { ...filters, limit: PAGE_SIZE, ...older };
    const { data } = await client.GET('/orders', { params: { query } });
    return data?.data ?? { orders: [], nextBefore: null };
  });
  const orders = queue.data?.pages.flatMap((page) => page.orders) ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const badDay = (['from', 'to'] as const).find((key) => draft[key] !== '' && !DAY.test(draft[key]));
    setDayError(badDay ?? null);
    if (!badDay) show(draft);
  };

  return (
    <>
      <PageHeader title={t('orders.title')} description={t('orders.intro')} />
      <FormStack aria-label={t('orders.filters')} onSubmit={apply}>
        <TextField
          label={t('orders.search')}
          hint={t('orders.searchHint')}
          value={draft.q}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <Stack direction="row" gap={4}>
          <Select
            label={t('orders.state')}
            value={draft.state}
            onValueChange={(state) => setDraft({ ...draft, state })}
            options={[
              { value: ANY, label: t('orders.any') },
              ...ORDER_STATES.map((state) => ({ value: state, label: t(`orders.state.${state}`) })),
            ]}
          />
          <Select
            label={t('orders.stage')}
            value={draft.stage}
            onValueChange={(stage) => setDraft({ ...draft, stage })}
            options={[
              { value: ANY, label: t('orders.any') },
              ...FULFILMENT_STAGES.map((stage) => ({ value: stage, label: t(`fulfil.stage.${stage}`) })),
            ]}
          />
          <Select
            label={t('orders.paymentMethod')}
            value={draft.paymentMethod}
            onValueChange={(paymentMethod) => setDraft({ ...draft, paymentMethod })}
            options={[
              { value: ANY, label: t('orders.any') },
              ...PAYMENT_METHODS.map((method) => ({ value: method, label: t(`payment.${method}`) })),
            ]}
          />
        </Stack>
        <Stack direction="row" gap={4}>
          {(['from', 'to'] as const).map((key) => (
            <TextField
              key={key}
              label={t(`orders.${key}`)}
              placeholder="2026-11-29"
              inputMode="numeric"
              value={draft[key]}
              error={dayError === key ? t('orders.dayInvalid') : undefined}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
            />
          ))}
        </Stack>
        <Button type="submit">{t('orders.apply')}</Button>
      </FormStack>
      <QueryTable<OrderSummary>
        query={queue}
        caption={t('orders.title')}
        captionHidden
        rows={orders}
        rowKey={(order) => order.orderNumber}
        emptyTitle={t('orders.empty')}
        below={<OlderRowsButton query={queue} label={t('orders.older')} />}
        columns={[
          columns.number,
          columns.placed,
          {
            key: 'customer',
            header: t('orders.customer'),
            cell: (order) => (
              <Stack gap={2}>
                <span>{order.customer.name}</span>
                <span>{order.customer.email}</span>
              </Stack>
            ),
          },
          columns.state,
          {
            key: 'payment',
            header: t('orders.paymentMethod'),
            cell: (order) => t(`payment.${order.paymentMethod}`),
          },
          columns.total,
        ]}
      />
    </>
  );
}
