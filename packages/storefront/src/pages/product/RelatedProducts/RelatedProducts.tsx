import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { ProductSuggestions } from '../../../shared/ProductSuggestions/ProductSuggestions.tsx';

/** "You might like": the server's related products of a product, under its page. */
export function RelatedProducts({ sku }: { sku: string }) {
  const intl = useIntl();
  const related = queries.useQuery('get', '/web/product-detail/{sku}/related', { params: { path: { sku } } });
  return (
    <ProductSuggestions
      title={intl.formatMessage({ id: 'product.related.title' })}
      headingId="related-products"
      call={related}
    />
  );
}
