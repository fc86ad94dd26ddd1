import { useIntl } from 'react-intl';
import { OrderHistory } from '../../orders/OrderHistory/OrderHistory.tsx';
import styles from './OrdersPage.module.css';

/** /orders: the signed-in customer's order history. */
export default function OrdersPage() {
  const intl = useIntl();
  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <h1 id="orders-title" className={styles.title}>
        {intl.formatMessage({ id: 'orders.title' })}
      </h1>
      <OrderHistory />
    </section>
  );
}
