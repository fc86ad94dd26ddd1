import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useIntl } from 'react-intl';
import { OrderHistory } from '../../orders/OrderHistory/OrderHistory.tsx';
import { TitledPage } from '../../shared/TitledPage/index.ts';
import styles from './OrdersPage.module.css';

/** /orders: the signed-in customer's order history. */
export default function OrdersPage() {
  const intl = useIntl();
  return (
    <TitledPage
      title={intl.formatMessage({ id: 'orders.title' })}
      className={`${stack.gap5} ${styles.page}`}
      titleClassName={textStyles.title}
    >
      <OrderHistory />
    </TitledPage>
  );
}
