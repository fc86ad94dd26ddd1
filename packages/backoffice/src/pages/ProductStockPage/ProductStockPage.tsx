import { zodResolver } from '@hookform/resolvers/zod';
import type { ProductStock, StockMovement } from '@probuild/api-client/backoffice';
import {
  AlertBox,
  Button,
  DataTable,
  EmptyState,
  FormStack,
  PageHeader,
  RadioGroup,
  Stack,
  Tabs,
  TextField,
  type TextFieldProps,
} from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedDate, FormattedTime, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { z } from 'zod';
import { errorTextId } from '../../errorText.ts';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { OlderRowsButton } from '../../queries/OlderRowsButton.tsx';
import { QueryFailure } from '../../queries/QueryFailure.tsx';
import { useOlderRows } from '../../queries/useOlderRows.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';

const PAGE_SIZE = 20;
/** The most units one receipt or adjustment moves, and the largest count (as the contract says). */
const MOST_UNITS = 100_000;
const MOST_COUNTED = 1_000_000;

const stockKey = (sku: string) => ['get', '/products/{sku}/stock', sku];

/** A fresh key per intended movement: a double click or a retry sends the same one. */
const newKey = () => crypto.randomUUID();

/** Whole units typed in a field; what is not a whole number is refused with the field's message. */
const units = (most: number, least = 0) =>
  z
    .string()
    .trim()
    .min(1, 'stock.form.unitsRequired')
    .regex(/^\d+$/, 'stock.form.wholeNumber')
    .transform(Number)
    .refine((value) => value >= least, least > 0 ? 'stock.form.atLeastOne' : 'stock.form.wholeNumber')
    .refine((value) => value <= most, 'stock.form.tooMany');

const receipt = z.object({ quantity: units(MOST_UNITS, 1), note: z.string().trim().max(500) });
const adjustment = z.object({
  direction: z.enum(['add', 'remove']),
  quantity: units(MOST_UNITS, 1),
  reason: z.string().trim().min(1, 'stock.form.reasonRequired').max(500),
});
const count = z.object({ counted: units(MOST_COUNTED), note: z.string().trim().max(500) });

/** The mutation of one kind of movement, its Idempotency-Key renewed after each success. */
function useMovement(
  sku: string,
  path:
    | '/products/{sku}/stock/receipts'
    | '/products/{sku}/stock/adjustments'
    | '/products/{sku}/stock/counts',
) {
  const { queries } = useStaffSession();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newKey);
  const mutation = queries.useMutation('post', path, {
    onSuccess: () => setKey(newKey()),
    // A refusal (the stock moved meanwhile) shows the stock as it is now, too.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: stockKey(sku) }),
  });
  return { mutation, params: { path: { sku }, header: { 'idempotency-key': key } } };
}

/** One movement's form: what went wrong or that it was saved, its fields, and its button. */
function MovementForm({
  label,
  mutation,
  onSubmit,
  children,
}: {
  label: string;
  mutation: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const t = useText();
  return (
    <FormStack onSubmit={onSubmit} aria-label={label}>
      {mutation.isError && <AlertBox tone="error">{t(errorTextId(mutation.error))}</AlertBox>}
      {mutation.isSuccess && <AlertBox tone="success">{t('stock.form.saved')}</AlertBox>}
      {children}
      <Button type="submit" busy={mutation.isPending}>
        {label}
      </Button>
    </FormStack>
  );
}

/** A field of whole units; its error is the message id the form's schema gave. */
function UnitsField({ error, ...field }: Omit<TextFieldProps, 'error'> & { error?: string }) {
  const t = useText();
  return <TextField numeric inputMode="numeric" error={error && t(error as MessageId)} {...field} />;
}

function ReceiveForm({ sku }: { sku: string }) {
  const t = useText();
  const { mutation, params } = useMovement(sku, '/products/{sku}/stock/receipts');
  const form = useForm({ resolver: zodResolver(receipt), defaultValues: { quantity: '', note: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ quantity, note }) =>
    mutation.mutate(
      { params, body: { quantity, ...(note ? { note } : {}) } },
      { onSuccess: () => form.reset() },
    ),
  );
  return (
    <MovementForm label={t('stock.receive')} mutation={mutation} onSubmit={submit}>
      <UnitsField
        label={t('stock.form.quantity')}
        error={errors.quantity?.message}
        {...form.register('quantity')}
      />
      <TextField
        label={t('stock.form.note')}
        hint={t('stock.form.noteHint')}
        maxLength={500}
        {...form.register('note')}
      />
    </MovementForm>
  );
}

function AdjustForm({ sku }: { sku: string }) {
  const t = useText();
  const { mutation, params } = useMovement(sku, '/products/{sku}/stock/adjustments');
  const form = useForm({
    resolver: zodResolver(adjustment),
    defaultValues: { direction: 'remove' as 'add' | 'remove', quantity: '', reason: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ direction, quantity, reason }) =>
    mutation.mutate(
      { params, body: { quantity: direction === 'add' ? quantity : -quantity, reason } },
      { onSuccess: () => form.reset() },
    ),
  );
  return (
    <MovementForm label={t('stock.adjust')} mutation={mutation} onSubmit={submit}>
      <Controller
        control={form.control}
        name="direction"
        render={({ field }) => (
          <RadioGroup
            label={t('stock.form.direction')}
            orientation="horizontal"
            value={field.value}
            onValueChange={field.onChange}
            options={[
              { value: 'remove', label: t('stock.form.remove') },
              { value: 'add', label: t('stock.form.add') },
            ]}
          />
        )}
      />
      <UnitsField
        label={t('stock.form.quantity')}
        error={errors.quantity?.message}
        {...form.register('quantity')}
      />
      <TextField
        label={t('stock.form.reason')}
        hint={t('stock.form.reasonHint')}
        required
        maxLength={500}
        error={errors.reason?.message && t(errors.reason.message as MessageId)}
        {...form.register('reason')}
      />
    </MovementForm>
  );
}

function CountForm({ sku, expected }: { sku: string; expected: number }) {
  const t = useText();
  const { mutation, params } = useMovement(sku, '/products/{sku}/stock/counts');
  const form = useForm({ resolver: zodResolver(count), defaultValues: { counted: '', note: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ counted, note }) =>
    mutation.mutate(
      { params, body: { counted, expected, ...(note ? { note } : {}) } },
      { onSuccess: () => form.reset() },
    ),
  );
  return (
    <MovementForm label={t('stock.count')} mutation={mutation} onSubmit={submit}>
      <p>{t('stock.form.expected', { expected })}</p>
      <UnitsField
        label={t('stock.form.counted')}
        error={errors.counted?.message}
        {...form.register('counted')}
      />
      <TextField label={t('stock.form.note')} maxLength={500} {...form.register('note')} />
    </MovementForm>
  );
}

/** What a movement was and why, in words. */
function MovementDetail({ movement }: { movement: StockMovement }) {
  const t = useText();
  return (
    <Stack gap={2}>
      {movement.orderNumber && (
        <Link href={`/orders/${encodeURIComponent(movement.orderNumber)}`}>{movement.orderNumber}</Link>
      )}
      {movement.counted !== null && movement.expected !== null && (
        <span>{t('stock.countedOf', { counted: movement.counted, expected: movement.expected })}</span>
      )}
      {movement.reason && <span>{movement.reason}</span>}
    </Stack>
  );
}

/** `/stock/:sku`: a product's stock, receiving, adjusting and counting it, and its movements, newest first. */
export function ProductStockPage({ sku }: { sku: string }) {
  const t = useText();
  const intl = useIntl();
  const { client } = useStaffSession();
  const ledger = useOlderRows(stockKey(sku), async (older: { before?: number }) => {
    const query = { limit: PAGE_SIZE, ...older };
    const { data } = await client.GET('/products/{sku}/stock', { params: { path: { sku }, query } });
    return data?.data as ProductStock;
  });
  if (ledger.isError) return <QueryFailure query={ledger} />;
  const first = ledger.data?.pages[0];
  const movements = ledger.data?.pages.flatMap((page) => page.movements) ?? [];
  const name = first ? (intl.locale === 'en' ? first.name.en : first.name.th) : sku;
  return (
    <>
      <PageHeader
        title={name}
        description={t('stock.skuLine', { sku: first?.sku ?? sku })}
        actions={<Link href="/stock">{t('stock.backToList')}</Link>}
      />
      {first && (
        <Stack gap={6}>
          <p aria-live="polite">
            <strong>{t('stock.inStock', { stock: first.stock })}</strong>
          </p>
          <Tabs
            label={t('stock.changeLabel')}
            items={[
              { value: 'receive', label: t('stock.receive'), content: <ReceiveForm sku={first.sku} /> },
              { value: 'adjust', label: t('stock.adjust'), content: <AdjustForm sku={first.sku} /> },
              {
                value: 'count',
                label: t('stock.count'),
                content: <CountForm sku={first.sku} expected={first.stock} />,
              },
            ]}
          />
        </Stack>
      )}
      <Stack>
        <DataTable<StockMovement>
          caption={t('stock.movements')}
          loading={ledger.isPending}
          rows={movements}
          rowKey={(movement) => String(movement.id)}
          empty={<EmptyState title={t('stock.noMovements')} />}
          columns={[
            {
              key: 'at',
              header: t('stock.at'),
              cell: (movement) => (
                <>
                  <FormattedDate value={movement.at} dateStyle="medium" />{' '}
                  <FormattedTime value={movement.at} timeStyle="short" />
                </>
              ),
            },
            { key: 'kind', header: t('stock.kind'), cell: (movement) => t(`stock.kind.${movement.kind}`) },
            {
              key: 'quantity',
              header: t('stock.quantity'),
              align: 'end',
              cell: (movement) =>
                intl.formatNumber(movement.quantity, {
                  signDisplay: movement.quantity === 0 ? 'auto' : 'always',
                }),
            },
            {
              key: 'balance',
              header: t('stock.balance'),
              align: 'end',
              cell: (movement) => movement.balance,
            },
            {
              key: 'by',
              header: t('stock.by'),
              breakAnywhere: true,
              cell: (movement) => movement.staff?.email ?? t('stock.byShop'),
            },
            {
              key: 'detail',
              header: t('stock.detail'),
              cell: (movement) => <MovementDetail movement={movement} />,
            },
          ]}
        />
        <OlderRowsButton query={ledger} label={t('stock.older')} />
      </Stack>
    </>
  );
}
