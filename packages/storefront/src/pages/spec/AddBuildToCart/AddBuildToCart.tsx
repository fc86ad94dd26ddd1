import { addToCartErrorMessage, localize, toApiError } from '@probuild/api-client';
import { idOf } from '@probuild/machines';
import { AlertBox, Button } from '@probuild/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { api } from '../../../api/client.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { dataOf } from '../../../session/apiData.ts';
import { customerOf, useSession, useSessionState } from '../../../session/useSession.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import type { BuildEvaluation } from '../builderParts.ts';
import styles from './AddBuildToCart.module.css';

type Outcome = { state: 'idle' | 'adding' | 'added' } | { state: 'failed'; text: string };

/**
 * "Add build to cart": every part in one add-many call with the assembly choice (the shop's assembly
 * becomes a service line of the cart), priced by the server. Parts out of stock are
 * named first and nothing is added; a guest gets the sign-in popup (the build is kept on this device).
 */
export function AddBuildToCart({ evaluation }: { evaluation: BuildEvaluation | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const { actor: session } = useSession();
  const customerId = idOf(useSessionState(customerOf));
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const items = evaluation?.items ?? [];

  const add = async () => {
    const soldOut = items.filter((item) => !item.product.inStock);
    if (soldOut.length > 0) {
      const names = intl.formatList(
        soldOut.map((item) => localize(item.product.name, locale)),
        { type: 'conjunction' },
      );
      setOutcome({ state: 'failed', text: intl.formatMessage({ id: 'spec.cart.outOfStock' }, { names }) });
      return;
    }
    if (!customerId) {
      session.send({ type: 'OPEN_LOGIN', reason: 'addToCart' });
      return;
    }
    setOutcome({ state: 'adding' });
    try {
      dataOf(
        await api.POST('/cart/add-many/{customerId}', {
          params: { path: { customerId } },
          body: {
            items: items.map((item) => ({ sku: item.product.sku, quantity: item.quantity })),
            assembly: evaluation?.assembly,
          },
        }),
      );
      session.send({ type: 'REFRESH_CART_COUNT' });
      setOutcome({ state: 'added' });
    } catch (error) {
      setOutcome({ state: 'failed', text: text(addToCartErrorMessage(toApiError(error))) });
    }
  };

  return (
    <div className={styles.addToCart}>
      <Button
        fullWidth
        disabled={items.length === 0}
        busy={outcome.state === 'adding'}
        busyLabel={intl.formatMessage({ id: 'spec.addingToCart' })}
        onClick={add}
      >
        {intl.formatMessage({ id: 'spec.addToCart' })}
      </Button>
      {outcome.state === 'added' && (
        <AlertBox tone="success" dismissible onDismiss={() => setOutcome({ state: 'idle' })}>
          {intl.formatMessage({ id: 'spec.cart.added' })}{' '}
          <Link href="/cart">{intl.formatMessage({ id: 'spec.cart.view' })}</Link>
        </AlertBox>
      )}
      {outcome.state === 'failed' && (
        <AlertBox tone="error" dismissible onDismiss={() => setOutcome({ state: 'idle' })}>
          {outcome.text}
        </AlertBox>
      )}
    </div>
  );
}
