import { localize } from '@probuild/api-client';
import { EmptyState, ErrorState, HorizontalScroller, Skeleton } from '@probuild/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { HomeProductCard } from '../../home/HomeProductCard/HomeProductCard.tsx';
import { QuickView } from '../QuickView/QuickView.tsx';
import styles from './RelatedProducts.module.css';

/** "You might like": the server's related products in a row that scrolls, with its own retry. */
export function RelatedProducts({ sku }: { sku: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const related = queries.useQuery('get', '/web/product-detail/{sku}/related', { params: { path: { sku } } });
  const title = intl.formatMessage({ id: 'product.related.title' });
  let body: ReactNode;
  if (related.isError) {
    body = (
      <ErrorState
        message={intl.formatMessage({ id: 'product.related.failed' })}
        retryLabel={intl.formatMessage({ id: 'product.retry' })}
        retrying={related.isFetching}
        onRetry={() => related.refetch()}
      />
    );
  } else if (!related.data) {
    body = <Skeleton shape="rect" height={320} />;
  } else if (related.data.data.relatedProducts.length === 0) {
    body = <EmptyState title={intl.formatMessage({ id: 'product.related.empty' })} />;
  } else {
    body = (
      <HorizontalScroller label={title}>
        {related.data.data.relatedProducts.map((product) => (
          <div key={product.sku} className={styles.card}>
            <HomeProductCard product={product} />
            <QuickView sku={product.sku} name={localize(product.name, locale)} />
          </div>
        ))}
      </HorizontalScroller>
    );
  }
  return (
    <div className={styles.related}>
      <h2 id="related-products" className={styles.title}>
        {title}
      </h2>
      {body}
    </div>
  );
}
