import { localize } from '@probuild/api-client';
import type { OrderDraft } from '@probuild/machines';
import { ErrorState, Price } from '@probuild/ui';
import card from '@probuild/ui/styles/card.module.css';
import listStyles from '@probuild/ui/styles/list.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { AddressText } from '../../../addresses/AddressText/AddressText.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import styles from './OrderSummary.module.css';

const LINES = ['subtotal', 'shipping', 'priceBeforeTax', 'vat', 'discount', 'total'] as const;

export type OrderSummaryProps =
  /** Steps 1 and 2: the cart's subtotal as the server sums it; the rest comes with the draft. */
  | { kind: 'cart'; subtotal: number }
  /** Step 3: the server's pricing of the shopper's choices, while it is asked for, or why it failed. */
  | { kind: 'draft'; draft: OrderDraft | null; error: string | null; onRetry: () => void };

/** The order summary panel of every checkout step: only figures the server gave. */
export function OrderSummary(props: OrderSummaryProps) {
  const intl = useIntl();
  const line = (id: string, amount: number, total = false) => (
    <div key={id} className={total ? styles.total : styles.line}>
      <dt>{intl.formatMessage({ id: `cart.summary.${id}` })}</dt>
      <dd>
        <Price price={amount} size={total ? 'md' : 'sm'} />
      </dd>
    </div>
  );
  let body: ReactNode;
  if (props.kind === 'cart') {
    body = (
      <>
        <dl className={styles.figures}>{line('subtotal', props.subtotal)}</dl>
        <p className={textStyles.note}>{intl.formatMessage({ id: 'cart.summary.later' })}</p>
      </>
    );
  } else if (props.error) {
    body = (
      <ErrorState
        message={props.error}
        retryLabel={intl.formatMessage({ id: 'cart.retry' })}
        onRetry={props.onRetry}
      />
    );
  } else if (!props.draft) {
    body = <p role="status">{intl.formatMessage({ id: 'cart.summary.pricing' })}</p>;
  } else {
    const { pricing } = props.draft;
    body = (
      <>
        <DraftItems draft={props.draft} />
        <ShipTo draft={props.draft} />
        <dl className={styles.figures}>{LINES.map((id) => line(id, pricing[id], id === 'total'))}</dl>
      </>
    );
  }
  return (
    <aside className={`${card.panel} ${styles.summary}`} aria-labelledby="order-summary">
      <h2 id="order-summary" className={styles.title}>
        {intl.formatMessage({ id: 'cart.summary' })}
      </h2>
      {body}
    </aside>
  );
}

/** What the server priced: each line with its quantity, unit price, total and note. */
function DraftItems({ draft }: { draft: OrderDraft }) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  return (
    <div className={`${stack.gap2} ${styles.part}`}>
      <h3 id={headingId} className={textStyles.note}>
        {intl.formatMessage({ id: 'cart.summary.items' })}
      </h3>
      <ul className={listStyles.rows} aria-labelledby={headingId}>
        {draft.items.map((item) => (
          <li key={`${item.productId}-${item.selectedColor?.code ?? ''}`} className={styles.item}>
            <span className={styles.itemText}>
              <span>{localize(item.name, locale)}</span>
              <span className={textStyles.note}>
                {intl.formatMessage(
                  { id: 'cart.summary.line' },
                  { quantity: item.quantity, price: <Price key="price" price={item.unitPrice} size="sm" /> },
                )}
              </span>
              {item.note && (
                <span className={textStyles.note}>
                  {intl.formatMessage({ id: 'cart.summary.note' }, { note: item.note })}
                </span>
              )}
            </span>
            <Price price={item.totalPrice} size="sm" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where the order goes: the chosen address as the server answered it, or pickup at the store. */
function ShipTo({ draft }: { draft: OrderDraft }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={`${stack.gap2} ${styles.part}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={textStyles.note}>
        {intl.formatMessage({ id: 'cart.summary.shipTo' })}
      </h3>
      {draft.shippingMethod === 'pickup' || !draft.shippingAddress ? (
        <p className={textStyles.note}>{intl.formatMessage({ id: 'cart.summary.pickup' })}</p>
      ) : (
        <AddressText address={draft.shippingAddress} />
      )}
    </section>
  );
}
