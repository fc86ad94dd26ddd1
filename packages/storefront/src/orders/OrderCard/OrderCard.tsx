import { addToCartErrorMessage, toApiError } from '@probuild/api-client';
import { idOf } from '@probuild/machines';
import { AlertBox, Button, Price, StatusBadge } from '@probuild/ui';
import actionStyles from '@probuild/ui/styles/actions.module.css';
import card from '@probuild/ui/styles/card.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { AddressText } from '../../addresses/AddressText/AddressText.tsx';
import { api } from '../../api/client.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { dataOf } from '../../session/apiData.ts';
import { customerOf, useSession, useSessionState } from '../../session/useSession.ts';
import { formatDate, formatDateTime } from '../../shell/formatDate.ts';
import { useMachineText } from '../../shell/useMachineText.ts';
import { hasDocument, OrderDocument } from '../OrderDocument/OrderDocument.tsx';
import { OrderItems } from '../OrderItems/OrderItems.tsx';
import type { Order } from '../orderTypes.ts';
import { PayOrder } from '../PayOrder/PayOrder.tsx';
import styles from './OrderCard.module.css';

type Reorder = { state: 'idle' | 'adding' | 'added' } | { state: 'failed'; text: string };

/**
 * One order of the history: its number, date, state and total; opened, its items, delivery, payment
 * and the server's summary, with Reorder (the same items into the cart, at today's prices) and, while
 * it is unpaid, a way to pay it.
 */
export function OrderCard({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const { actor } = useSession();
  const customerId = idOf(useSessionState(customerOf));
  const [open, setOpen] = useState(false);
  const [reorder, setReorder] = useState<Reorder>({ state: 'idle' });
  const detailsId = useId();
  const payment = order.payment;

  const addAgain = async () => {
    if (!customerId) return;
    setReorder({ state: 'adding' });
    try {
      dataOf(
        await api.POST('/cart/add-many/{customerId}', {
          params: { path: { customerId } },
          body: {
            items: order.items.map((item) => ({
              sku: item.sku,
              quantity: item.amount,
              ...(item.selectedColor
                ? { selectedColor: { code: item.selectedColor.code, name: item.selectedColor.name } }
                : {}),
            })),
          },
        }),
      );
      actor.send({ type: 'REFRESH_CART_COUNT' });
      setReorder({ state: 'added' });
    } catch (error) {
      setReorder({ state: 'failed', text: text(addToCartErrorMessage(toApiError(error))) });
    }
  };

  return (
    <article className={card.card} aria-labelledby={`${detailsId}-number`}>
      <h2 className={styles.headingLevel}>
        <button
          type="button"
          className={styles.summary}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          <span className={styles.heading}>
            <span id={`${detailsId}-number`} className={styles.number}>
              {order.orderNumber}
            </span>
            <StatusBadge kind="order" status={order.state} fulfilment={order.fulfilment} />
          </span>
          <span className={styles.meta}>
            {intl.formatMessage({ id: 'orders.placedOn' }, { date: formatDate(order.buyDate, locale) })}
            {' · '}
            {intl.formatMessage({ id: 'orders.itemCount' }, { count: order.items.length })}
            {order.state === 'wait' && (
              <>
                {' · '}
                {intl.formatMessage({ id: 'orders.payBy' }, { time: formatDateTime(order.payBy, locale) })}
              </>
            )}
          </span>
          <Price price={order.pricing.total} className={styles.total} />
        </button>
      </h2>
      <div id={detailsId} hidden={!open} className={styles.details}>
        <div>
          <h3 id={`${detailsId}-items`}>{intl.formatMessage({ id: 'orders.items' })}</h3>
          <OrderItems items={order.items} services={order.services} labelledBy={`${detailsId}-items`} />
        </div>
        <div className={styles.facts}>
          <section>
            <h3>{intl.formatMessage({ id: 'orders.delivery' })}</h3>
            <p>{intl.formatMessage({ id: `orders.shippingMethod.${order.shippingMethod}` })}</p>
            {order.shippingMethod === 'normal' && order.shippingAddress && (
              <AddressText address={order.shippingAddress} />
            )}
            {order.shipment && (
              <p className={styles.shipment}>
                {intl.formatMessage(
                  { id: 'orders.shipment' },
                  { carrier: order.shipment.carrierName[locale], number: order.shipment.trackingNumber },
                )}
                {order.shipment.trackingUrl && (
                  <>
                    {' '}
                    <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                      {intl.formatMessage({ id: 'orders.track' })}
                    </a>
                  </>
                )}
              </p>
            )}
          </section>
          <section>
            <h3>{intl.formatMessage({ id: 'orders.payment' })}</h3>
            <p>{intl.formatMessage({ id: `orders.method.${payment?.method ?? order.paymentMethod}` })}</p>
            <p>{intl.formatMessage({ id: `orders.paymentStatus.${payment?.status ?? 'none'}` })}</p>
            {payment?.paidAt && (
              <p className={textStyles.note}>
                {intl.formatMessage(
                  { id: 'orders.paidAt' },
                  { date: formatDateTime(payment.paidAt, locale) },
                )}
              </p>
            )}
          </section>
          <section>
            <h3>{intl.formatMessage({ id: 'orders.summary' })}</h3>
            <dl className={styles.pricing}>
              {(['subtotal', 'shipping', 'priceBeforeTax', 'vat', 'discount', 'total'] as const).map(
                (line) => (
                  <div key={line} className={line === 'total' ? styles.grandTotal : undefined}>
                    <dt>{intl.formatMessage({ id: `orders.${line}` })}</dt>
                    <dd>
                      <Price price={order.pricing[line]} size={line === 'total' ? 'md' : 'sm'} />
                    </dd>
                  </div>
                ),
              )}
              {order.refundedAmount !== undefined && (
                <div>
                  <dt>{intl.formatMessage({ id: 'orders.refunded' })}</dt>
                  <dd>
                    <Price price={order.refundedAmount} size="sm" />
                  </dd>
                </div>
              )}
            </dl>
          </section>
        </div>
        <div className={`${actionStyles.actions} ${styles.actions}`}>
          <Button
            variant="secondary"
            busy={reorder.state === 'adding'}
            busyLabel={intl.formatMessage({ id: 'orders.reordering' })}
            onClick={addAgain}
          >
            {intl.formatMessage({ id: 'orders.reorder' })}
          </Button>
          {order.state === 'wait' && <PayOrder order={order} onSettled={onChanged} />}
          {hasDocument(order) && <OrderDocument order={order} />}
        </div>
        {reorder.state === 'added' && (
          <AlertBox tone="success" dismissible onDismiss={() => setReorder({ state: 'idle' })}>
            {intl.formatMessage({ id: 'orders.reordered' })}{' '}
            <a href="/cart">{intl.formatMessage({ id: 'orders.goToCart' })}</a>
          </AlertBox>
        )}
        {reorder.state === 'failed' && (
          <AlertBox tone="error" dismissible onDismiss={() => setReorder({ state: 'idle' })}>
            {reorder.text}
          </AlertBox>
        )}
      </div>
    </article>
  );
}
