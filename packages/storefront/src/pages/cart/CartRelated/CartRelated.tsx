import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { ProductSuggestions } from '../../../shared/ProductSuggestions/ProductSuggestions.tsx';

/**
 * "Related Products" under every checkout step: what completes the cart, as the server judges it
 * (parts that fit its lines). Each has a quick view whose Add to Cart adds to this cart, which the
 * page then shows and prices again.
 */
export function CartRelated({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const related = queries.useQuery('get', '/cart/{customerId}/related', { params: { path: { customerId } } });
  return (
    <ProductSuggestions
      title={intl.formatMessage({ id: 'cart.related.title' })}
      headingId="cart-related"
      call={related}
    />
  );
}
