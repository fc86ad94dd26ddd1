import type { OrderDetail, Refund, RefundAsk } from '@probuild/api-client/backoffice';
import { AlertBox, Button, DataTable, Price, QuantityStepper, Spinner, Stack } from '@probuild/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorTextId } from '../../errorText.ts';
import { ConfirmDialog } from '../../forms/ConfirmDialog.tsx';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { QueryFailure } from '../../queries/QueryFailure.tsx';
import { useSignedIn, useStaffSession } from '../../session/StaffSession.tsx';

type State = OrderDetail['state'];

const refundsKey = (orderNumber: string) => ['get', '/orders/{orderNumber}/refunds', orderNumber];

/** A fresh key per intended refund: a double click or a retry sends the same one. */
const newKey = () => crypto.randomUUID();

/** The amount the server computes for an ask; nothing is computed here. */
function usePreview(orderNumber: string, ask: RefundAsk | null) {
  const { client } = useStaffSession();
  return useQuery({
    queryKey: ['post', '/orders/{orderNumber}/refunds/preview', orderNumber, ask],
    enabled: ask !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { data } = await client.POST('/orders/{orderNumber}/refunds/preview', {
        params: { path: { orderNumber } },
        body: ask as RefundAsk,
      });
      if (!data) throw new Error('no answer');
      return data.data;
    },
  });
}

function PreviewAmount({ preview, label }: { preview: ReturnType<typeof usePreview>; label: string }) {
  const t = useText();
  if (preview.isError) return <AlertBox tone="error">{t(errorTextId(preview.error))}</AlertBox>;
  if (!preview.data) return null;
  return (
    <strong aria-live="polite">
      {label} <Price price={preview.data.amount} />
    </strong>
  );
}

interface DialogProps {
  orderNumber: string;
  onDone: () => void;
}

/** Choose units per line; the server's amount is shown before the refund is confirmed. */
function RefundDialog({ orderNumber, lines, onDone }: DialogProps & { lines: LineLeft[] }) {
  const t = useText();
  const intl = useIntl();
  const { queries } = useStaffSession();
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [key, setKey] = useState(newKey);
  const chosen = lines
    .map((line) => ({ line: line.line, quantity: quantities[line.line] ?? 0 }))
    .filter((line) => line.quantity > 0);
  const ask: RefundAsk | null = chosen.length > 0 ? { lines: chosen } : null;
  const preview = usePreview(orderNumber, open ? ask : null);
  const refund = queries.useMutation('post', '/orders/{orderNumber}/refunds', {
    onSuccess: () => {
      reset(false);
      onDone();
    },
  });

  const reset = (next: boolean) => {
    setOpen(next);
    setQuantities({});
    refund.reset();
    setKey(newKey());
  };
  const confirm = () => {
    if (!ask) return;
    refund.mutate({ params: { path: { orderNumber }, header: { 'idempotency-key': key } }, body: ask });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={reset}
      trigger={<Button variant="secondary">{t('refund.refund')}</Button>}
      title={t('refund.dialogTitle')}
      description={t('refund.dialogHint')}
      labels={{ close: t('refund.close'), confirm: t('refund.confirm') }}
      confirmVariant="danger"
      notReady={!ask || !preview.data}
      call={refund}
      onConfirm={confirm}
    >
      {lines.map((line) => (
        <Stack key={line.line} gap={2}>
          <span>
            {intl.locale === 'en' ? line.name.en : line.name.th} · {line.sku}
          </span>
          <span>{t('refund.left', { left: line.left })}</span>
          <QuantityStepper
            size="sm"
            min={0}
            max={line.left}
            value={quantities[line.line] ?? 0}
            onValueChange={(value) => setQuantities((current) => ({ ...current, [line.line]: value }))}
            label={t('refund.quantityOf', { sku: line.sku })}
          />
        </Stack>
      ))}
      {ask ? (
        <PreviewAmount preview={preview} label={t('refund.amount')} />
      ) : (
        <span>{t('refund.chooseUnits')}</span>
      )}
    </ConfirmDialog>
  );
}

/** Cancel the order: an unpaid one at once, a paid one by refunding all of it (amount shown first). */
function CancelDialog({ orderNumber, paid, onDone }: DialogProps & { paid: boolean }) {
  const t = useText();
  const { queries } = useStaffSession();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(newKey);
  const preview = usePreview(orderNumber, open && paid ? { all: true } : null);
  const cancel = queries.useMutation('post', '/orders/{orderNumber}/cancel', {
    onSuccess: () => {
      reset(false);
      onDone();
    },
  });
  const reset = (next: boolean) => {
    setOpen(next);
    cancel.reset();
    setKey(newKey());
  };
  const confirm = () =>
    cancel.mutate({ params: { path: { orderNumber }, header: { 'idempotency-key': key } } });
  return (
    <ConfirmDialog
      size="sm"
      open={open}
      onOpenChange={reset}
      trigger={<Button variant="danger">{t('refund.cancelOrder')}</Button>}
      title={t('refund.cancelTitle')}
      description={paid ? t('refund.cancelPaidHint') : t('refund.cancelUnpaidHint')}
      labels={{ close: t('refund.close'), confirm: t('refund.cancelConfirm') }}
      confirmVariant="danger"
      notReady={paid && !preview.data}
      call={cancel}
      onConfirm={confirm}
    >
      {paid && <PreviewAmount preview={preview} label={t('refund.amount')} />}
    </ConfirmDialog>
  );
}

interface LineLeft {
  line: number;
  sku: string;
  name: { th: string; en: string };
  left: number;
}

const STATE_TEXT: Record<Refund['state'], MessageId> = {
  pending: 'refund.state.pending',
  succeeded: 'refund.state.succeeded',
  failed: 'refund.state.failed',
};

/**
 * An order's refunds (amount, lines, who, when, the provider's id, state) and, for roles that may
 * refund, the Refund and Cancel order dialogs.
 */
export function OrderRefunds({ orderNumber, state }: { orderNumber: string; state: State }) {
  const t = useText();
  const intl = useIntl();
  const { client } = useStaffSession();
  const { signedIn } = useSignedIn();
  const queryClient = useQueryClient();
  const refunds = useQuery({
    queryKey: refundsKey(orderNumber),
    queryFn: async () => {
      const { data } = await client.GET('/orders/{orderNumber}/refunds', {
        params: { path: { orderNumber } },
      });
      if (!data) throw new Error('no answer');
      return data.data;
    },
  });
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: refundsKey(orderNumber) }),
      queryClient.invalidateQueries({ queryKey: ['get', '/orders/{orderNumber}', orderNumber] }),
    ]);

  if (refunds.isError) return <QueryFailure query={refunds} />;
  if (refunds.isPending) return <Spinner label={t('app.loading')} />;
  const summary = refunds.data;
  const lines: LineLeft[] = summary.lines
    .map((line) => ({ line: line.line, sku: line.sku, name: line.name, left: line.quantity - line.refunded }))
    .filter((line) => line.left > 0);
  const mayRefund = signedIn?.may('orders.refund') === true && state !== 'cancelled';
  const paid = state === 'inprogress' || state === 'success';

  return (
    <section aria-labelledby="order-refunds">
      <Stack gap={4}>
        <h2 id="order-refunds">{t('refund.title')}</h2>
        <span>
          {t('refund.refunded')} <Price price={summary.refunded} size="sm" />
          {summary.pending > 0 && (
            <>
              {' · '}
              {t('refund.pending')} <Price price={summary.pending} size="sm" />
            </>
          )}
        </span>
        {mayRefund && (
          <Stack direction="row" gap={2}>
            {paid && lines.length > 0 && (
              <RefundDialog orderNumber={orderNumber} lines={lines} onDone={reload} />
            )}
            <CancelDialog orderNumber={orderNumber} paid={paid} onDone={reload} />
          </Stack>
        )}
        <DataTable<Refund>
          caption={t('refund.list')}
          rows={summary.refunds}
          rowKey={(refund) => refund.id}
          empty={<span>{t('refund.none')}</span>}
          columns={[
            { key: 'at', header: t('order.at'), cell: (refund) => when(refund.createdAt) },
            {
              key: 'lines',
              header: t('refund.lines'),
              cell: (refund) => (
                <Stack gap={2}>
                  {refund.lines.map((line) => (
                    <span key={line.line}>
                      {t('refund.lineUnits', { sku: line.sku, quantity: line.quantity })}
                    </span>
                  ))}
                </Stack>
              ),
            },
            { key: 'who', header: t('refund.who'), cell: (refund) => refund.staff.email },
            {
              key: 'state',
              header: t('order.paymentStatus'),
              cell: (refund) => (
                <Stack gap={2}>
                  <span>{t(STATE_TEXT[refund.state])}</span>
                  {refund.failureMessage && <span>{refund.failureMessage}</span>}
                </Stack>
              ),
            },
            {
              key: 'provider',
              header: t('refund.providerId'),
              cell: (refund) => refund.providerRefundId ?? '—',
            },
            {
              key: 'amount',
              header: t('order.amount'),
              align: 'end',
              cell: (refund) => <Price price={refund.amount} size="sm" />,
            },
          ]}
        />
      </Stack>
    </section>
  );
}
