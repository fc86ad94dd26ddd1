import { clsx } from 'clsx';
import { VisuallyHidden } from 'radix-ui';
import { useIntl } from 'react-intl';
import { formatBaht } from '../numberText.ts';
import { messages } from './messages.ts';
import styles from './Price.module.css';

export interface PriceProps {
  /** The regular price in satang (integer). */
  price: number;
  /** The sale price in satang; shown with the regular price struck through when it is lower. */
  salePrice?: number | null;
  size?: 'sm' | 'md' | 'lg';
  /** A service the shop gives: at a price of 0 it reads "Free" instead of ฿0. */
  freeWhenZero?: boolean;
  className?: string;
}

/** A price in baht; on sale, the sale price in brand colour and the original struck through, both named for screen readers. */
export function Price({ price, salePrice, size = 'md', freeWhenZero = false, className }: PriceProps) {
  const intl = useIntl();
  const onSale = salePrice != null && salePrice < price;

  if (freeWhenZero && price === 0) {
    return (
      <span data-size={size} className={clsx(styles.price, className)}>
        {intl.formatMessage(messages.free)}
      </span>
    );
  }

  if (!onSale) {
    return (
      <span data-size={size} className={clsx(styles.price, className)}>
        {formatBaht(price)}
      </span>
    );
  }
  return (
    <span data-size={size} className={clsx(styles.price, className)}>
      <span className={styles.sale}>
        <VisuallyHidden.Root>{intl.formatMessage(messages.sale)} </VisuallyHidden.Root>
        {formatBaht(salePrice)}
      </span>
      <del className={styles.original}>
        <VisuallyHidden.Root>{intl.formatMessage(messages.original)} </VisuallyHidden.Root>
        {formatBaht(price)}
      </del>
    </span>
  );
}
