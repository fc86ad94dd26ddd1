import type { OrderDraft } from '@probuild/machines';
import { ErrorState, Price } from '@probuild/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
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
        <p className={styles.note}>{intl.formatMessage({ id: 'cart.summary.later' })}</p>
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
    body = <dl className={styles.figures}>{LINES.map((id) => line(id, pricing[id], id === 'total'))}</dl>;
  }
  return (
    <aside className={styles.summary} aria-labelledby="order-summary">
      <h2 id="order-summary" className={styles.title}>
        {intl.formatMessage({ id: 'cart.summary' })}
      </h2>
      {body}
    </aside>
  );
}
