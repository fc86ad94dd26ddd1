import { AlertBox, Button, QuantityStepper } from '@probuild/ui';
import { useIntl } from 'react-intl';
import type { AddToCartState } from '../../session/useAddToCart.ts';
import { useMachineText } from '../../shell/useMachineText.ts';
import styles from './BuyBox.module.css';

export interface BuyBoxProps {
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** Its stock, and how many one order may take (0 when sold out): the stepper stops there. */
  product: { maxQuantity: number; stock: number };
  /** The page's adds to the cart (useAddToCart). */
  cart: AddToCartState;
  /** Buying waits for something else on the page, such as the price of a configuration. */
  waiting?: boolean;
  onAdd: () => void;
  /** On a phone, Add to Cart and its result stay in a bar at the bottom of the screen (a page's main buy box). */
  pinnedOnPhones?: boolean;
}

/** Quantity and stock, Add to Cart with its busy state, and the result of the last add. */
export function BuyBox({
  quantity,
  onQuantityChange,
  product: { maxQuantity, stock },
  cart: { adding, result, succeeded, dismiss },
  waiting = false,
  onAdd,
  pinnedOnPhones = false,
}: BuyBoxProps) {
  const intl = useIntl();
  const text = useMachineText();
  const soldOut = maxQuantity < 1;
  return (
    <>
      <div className={styles.quantity}>
        <QuantityStepper
          label={intl.formatMessage({ id: 'product.quantity' })}
          value={quantity}
          min={1}
          max={Math.max(1, maxQuantity)}
          disabled={adding || soldOut}
          onValueChange={onQuantityChange}
        />
        <p className={soldOut ? styles.soldOut : styles.stock}>
          {soldOut
            ? intl.formatMessage({ id: 'product.outOfStock' })
            : intl.formatMessage({ id: 'product.inStock' }, { stock })}
        </p>
      </div>
      <div className={styles.action} data-pinned={pinnedOnPhones || undefined}>
        <Button
          size="lg"
          fullWidth
          disabled={soldOut || waiting}
          busy={adding}
          busyLabel={intl.formatMessage({ id: 'product.adding' })}
          onClick={onAdd}
        >
          {intl.formatMessage({ id: soldOut ? 'product.outOfStock' : 'product.addToCart' })}
        </Button>
        {result && (
          <AlertBox tone={succeeded ? 'success' : 'error'} dismissible onDismiss={dismiss}>
            {text(result)}
          </AlertBox>
        )}
      </div>
    </>
  );
}
