import { CARRIERS, type Carrier, type OrderDetail } from '@probuild/api-client/backoffice';
import { AlertBox, Badge, Button, FormStack, Select, Stack, TextField } from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorTextId } from '../../errorText.ts';
import { ConfirmDialog } from '../../forms/ConfirmDialog.tsx';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { useSignedIn, useStaffSession } from '../../session/StaffSession.tsx';

type Line = OrderDetail['items'][number];
type Step = 'readyForPickup' | 'deliver' | 'pickUp';

const orderKey = (orderNumber: string) => ['get', '/orders/{orderNumber}', orderNumber];

/** Shows the order the server answered after a step, without loading it again. */
function useShowOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  return (order: OrderDetail | undefined) => {
    if (order) queryClient.setQueryData(orderKey(orderNumber), order);
  };
}

/** Takes a fulfilment step; the order the server answers is shown at once. */
function useFulfilmentStep(orderNumber: string) {
  const { queries } = useStaffSession();
  const show = useShowOrder(orderNumber);
  return queries.useMutation('post', '/orders/{orderNumber}/fulfilment', {
    onSuccess: (answer) => show(answer.data),
  });
}

/**
 * The serials of one line: those recorded, and an input for each unit left. A scanner types the
 * serial and presses Enter: Enter records it, and the next unit's input takes the focus.
 */
function LineSerials({
  order,
  line,
  editable,
  onRecorded,
}: {
  order: OrderDetail;
  line: Line;
  editable: boolean;
  onRecorded: () => void;
}) {
  const t = useText();
  const intl = useIntl();
  const { client } = useStaffSession();
  const show = useShowOrder(order.orderNumber);
  const [errors, setErrors] = useState<Record<number, MessageId>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const left = Array.from({ length: line.quantity - line.serials.length }, (_, i) => line.serials.length + i);
  const name = intl.locale === 'en' ? line.name.en : line.name.th;

  const record = async (unit: number, input: HTMLInputElement) => {
    const serial = input.value.trim();
    if (!serial) return setErrors((current) => ({ ...current, [unit]: 'fulfil.serialRequired' }));
    setBusy(unit);
    try {
      const { data } = await client.POST('/orders/{orderNumber}/lines/{lineId}/serials', {
        params: { path: { orderNumber: order.orderNumber, lineId: line.id } },
        body: { serial },
      });
      setErrors({});
      onRecorded();
      show(data?.data);
    } catch (error) {
      setErrors((current) => ({ ...current, [unit]: errorTextId(error) }));
    } finally {
      setBusy(null);
    }
  };
  const remove = async (serial: string) => {
    try {
      const { data } = await client.DELETE('/orders/{orderNumber}/serials/{serial}', {
        params: { path: { orderNumber: order.orderNumber, serial } },
      });
      show(data?.data);
    } catch (error) {
      setErrors({ [line.serials.length]: errorTextId(error) });
    }
  };
  const onKeyDown = (unit: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void record(unit, event.currentTarget);
  };

  return (
    <Stack gap={2}>
      <strong>
        {name} · {line.sku} × {line.quantity}
      </strong>
      {line.serialPattern && <span>{t('fulfil.pattern', { pattern: line.serialPattern })}</span>}
      <ul aria-label={t('fulfil.recorded', { sku: line.sku })}>
        {line.serials.map((serial) => (
          <li key={serial}>
            <Stack direction="row" gap={2}>
              <span>{serial}</span>
              {editable && order.stage === 'packing' && (
                <Button size="sm" variant="ghost" onClick={() => void remove(serial)}>
                  {t('fulfil.remove', { serial })}
                </Button>
              )}
            </Stack>
          </li>
        ))}
      </ul>
      {editable &&
        left.map((unit) => (
          <TextField
            key={`${line.id}-${unit}`}
            data-serial-input=""
            label={t('fulfil.serialOf', { unit: unit + 1, count: line.quantity, sku: line.sku })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={60}
            enterKeyHint="next"
            readOnly={busy === unit}
            error={errors[unit] ? t(errors[unit]) : undefined}
            onKeyDown={onKeyDown(unit)}
          />
        ))}
      {!editable && left.length > 0 && <span>{t('fulfil.unitsLeft', { count: left.length })}</span>}
    </Stack>
  );
}

/** The carrier and tracking number of a shipment; the server checks the number's shape. */
function ShipForm({ orderNumber }: { orderNumber: string }) {
  const t = useText();
  const ship = useFulfilmentStep(orderNumber);
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIncomplete(!carrier || !trackingNumber.trim());
    if (!carrier || !trackingNumber.trim()) return ship.reset();
    ship.mutate({
      params: { path: { orderNumber } },
      body: { step: 'ship', carrier, trackingNumber: trackingNumber.trim() },
    });
  };
  const failure: MessageId | null = incomplete
    ? 'fulfil.shipNeeds'
    : ship.isError
      ? errorTextId(ship.error)
      : null;
  return (
    <FormStack aria-label={t('fulfil.ship')} onSubmit={submit}>
      {failure && <AlertBox tone="error">{t(failure)}</AlertBox>}
      <Select
        label={t('fulfil.carrier')}
        value={carrier}
        placeholder={t('fulfil.chooseCarrier')}
        onValueChange={(value) => setCarrier(value as Carrier)}
        options={CARRIERS.map((value) => ({ value, label: t(`carrier.${value}`) }))}
      />
      <TextField
        label={t('fulfil.trackingNumber')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        value={trackingNumber}
        onChange={(event) => setTrackingNumber(event.target.value)}
      />
      <Button type="submit" busy={ship.isPending}>
        {t('fulfil.ship')}
      </Button>
    </FormStack>
  );
}

/** A step that completes or announces the order, taken after a confirmation. */
function ConfirmStep({ orderNumber, step }: { orderNumber: string; step: Step }) {
  const t = useText();
  const take = useFulfilmentStep(orderNumber);
  const [open, setOpen] = useState(false);
  const confirm = () =>
    take.mutate({ params: { path: { orderNumber } }, body: { step } }, { onSuccess: () => setOpen(false) });
  return (
    <ConfirmDialog
      size="sm"
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>{t(`fulfil.step.${step}`)}</Button>}
      title={t(`fulfil.confirm.${step}`)}
      description={t(`fulfil.confirmHint.${step}`)}
      labels={{ close: t('fulfil.back'), confirm: t(`fulfil.step.${step}`) }}
      call={take}
      onConfirm={confirm}
    />
  );
}

/**
 * The fulfilment of a paid order: its stage, the serial of every unit (recorded while packing),
 * the shipment, and the next step the staff member's role allows.
 */
export function OrderFulfilment({ order }: { order: OrderDetail }) {
  const t = useText();
  const { signedIn } = useSignedIn();
  const panel = useRef<HTMLElement>(null);
  // After a unit's serial is recorded, the next unit's input (of any line) takes the focus once
  // the answered order is drawn: before that, the recorded unit's input is still there.
  const recordedOn = useRef<OrderDetail | null>(null);
  useEffect(() => {
    if (recordedOn.current === null || recordedOn.current === order) return;
    recordedOn.current = null;
    panel.current?.querySelector<HTMLInputElement>('input[data-serial-input]')?.focus();
  }, [order]);
  const mayFulfil = signedIn?.may('orders.fulfil') ?? false;
  if (order.stage === null) return null;
  const packing = order.stage === 'paid' || order.stage === 'packing';
  const allRecorded = order.items.every((line) => line.serials.length >= line.quantity);

  return (
    <section ref={panel} aria-labelledby="order-fulfilment">
      <Stack gap={4}>
        <h2 id="order-fulfilment">{t('fulfil.title')}</h2>
        <span>
          {t('fulfil.stage')} <Badge tone="info">{t(`fulfil.stage.${order.stage}`)}</Badge>
        </span>
        {order.shipment && (
          <Stack gap={2}>
            <span>{t('fulfil.shippedWith', { carrier: t(`carrier.${order.shipment.carrier}`) })}</span>
            <span>{t('fulfil.trackingIs', { number: order.shipment.trackingNumber })}</span>
            {order.shipment.trackingUrl && (
              <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                {t('fulfil.track')}
              </a>
            )}
          </Stack>
        )}
        {order.items.map((line) => (
          <LineSerials
            key={line.id}
            order={order}
            line={line}
            editable={mayFulfil && packing}
            onRecorded={() => {
              recordedOn.current = order;
            }}
          />
        ))}
        {mayFulfil && order.stage === 'packing' && allRecorded && order.shippingMethod === 'normal' && (
          <ShipForm orderNumber={order.orderNumber} />
        )}
        {mayFulfil && order.stage === 'packing' && allRecorded && order.shippingMethod === 'pickup' && (
          <ConfirmStep orderNumber={order.orderNumber} step="readyForPickup" />
        )}
        {mayFulfil && order.stage === 'shipped' && (
          <ConfirmStep orderNumber={order.orderNumber} step="deliver" />
        )}
        {mayFulfil && order.stage === 'ready_for_pickup' && (
          <ConfirmStep orderNumber={order.orderNumber} step="pickUp" />
        )}
      </Stack>
    </section>
  );
}
