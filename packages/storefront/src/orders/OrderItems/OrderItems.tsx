import { localize } from '@probuild/api-client';
import { Price } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/useLocale.ts';
import { productLink } from '../../routes/links.ts';
import type { Order } from '../orderTypes.ts';
import styles from './OrderItems.module.css';

/**
 * An order's lines as the server priced them: product, colour, quantity × unit price, note and line
 * total; then its services (the shop's assembly) at their price, "Free" at 0.
 */
export function OrderItems({
  items,
  services = [],
  labelledBy,
}: {
  items: Order['items'];
  services?: Order['services'];
  labelledBy: string;
}) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <ul className={`${stack.gap3} ${styles.items}`} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          {item.img ? <img src={item.img} alt="" width={56} height={56} loading="lazy" /> : <span />}
          <span className={`${stack.gap1} ${styles.itemText}`}>
            <a href={productLink(item.sku, 'home')}>{localize(item.productName, locale)}</a>
            {item.selectedColor && <span>{localize(item.selectedColor.name, locale)}</span>}
            <span className={textStyles.note}>
              {intl.formatMessage({ id: 'orders.quantity' }, { quantity: item.amount })}
              {' × '}
              <Price price={item.price} size="sm" />
            </span>
            {item.note && (
              <span className={textStyles.note}>
                {intl.formatMessage({ id: 'orders.note' }, { note: item.note })}
              </span>
            )}
          </span>
          <Price price={item.totalPrice} />
        </li>
      ))}
      {services.map((service) => (
        <li key={service.code} className={styles.item}>
          <span />
          <span className={`${stack.gap1} ${styles.itemText}`}>{localize(service.name, locale)}</span>
          <Price price={service.price} freeWhenZero />
        </li>
      ))}
    </ul>
  );
}
