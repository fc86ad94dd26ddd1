import { localize } from '@probuild/api-client';
import { AlertBox, Button } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useAddToCart } from '../../../session/useAddToCart.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import type { BuildEvaluation } from '../builderParts.ts';

/**
 * "Add build to cart": every part in one add-many call with the assembly choice (the shop's assembly
 * becomes a service line of the cart), priced by the server. Parts out of stock are
 * named first and nothing is added; a guest gets the sign-in popup, and the build goes to the cart
 * once they have signed in (the build itself is kept on this device).
 */
export function AddBuildToCart({ evaluation }: { evaluation: BuildEvaluation | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const { adding, result, succeeded, add: addToCart, dismiss } = useAddToCart();
  const [soldOutText, setSoldOutText] = useState<string | null>(null);
  const items = evaluation?.items ?? [];

  const add = () => {
    const soldOut = items.filter((item) => !item.product.inStock);
    if (soldOut.length > 0) {
      const names = intl.formatList(
        soldOut.map((item) => localize(item.product.name, locale)),
        { type: 'conjunction' },
      );
      dismiss();
      setSoldOutText(intl.formatMessage({ id: 'spec.cart.outOfStock' }, { names }));
      return;
    }
    setSoldOutText(null);
    addToCart({
      sku: null,
      quantity: 1,
      build: {
        items: items.map((item) => ({ sku: item.product.sku, quantity: item.quantity })),
        assembly: evaluation?.assembly,
      },
    });
  };

  return (
    <div className={stack.gap2}>
      <Button
        fullWidth
        disabled={items.length === 0}
        busy={adding}
        busyLabel={intl.formatMessage({ id: 'spec.addingToCart' })}
        onClick={add}
      >
        {intl.formatMessage({ id: 'spec.addToCart' })}
      </Button>
      {succeeded && result && (
        <AlertBox tone="success" dismissible onDismiss={dismiss}>
          {intl.formatMessage({ id: 'spec.cart.added' })}{' '}
          <Link href="/cart">{intl.formatMessage({ id: 'spec.cart.view' })}</Link>
        </AlertBox>
      )}
      {(soldOutText || (result && !succeeded)) && (
        <AlertBox
          tone="error"
          dismissible
          onDismiss={() => {
            setSoldOutText(null);
            dismiss();
          }}
        >
          {soldOutText ?? (result && text(result))}
        </AlertBox>
      )}
    </div>
  );
}
