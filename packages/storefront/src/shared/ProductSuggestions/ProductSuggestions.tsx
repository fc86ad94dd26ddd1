import { type components, localize } from '@probuild/api-client';
import { EmptyState, HorizontalScroller, Skeleton } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { HomeProductCard } from '../../content/HomeProductCard/HomeProductCard.tsx';
import { useLocale } from '../../i18n/useLocale.ts';
import { QueryErrorState } from '../QueryErrorState/index.ts';
import { QuickView } from '../QuickView/QuickView.tsx';
import styles from './ProductSuggestions.module.css';

type ListProduct = components['schemas']['ListProduct'];

/** The state of the call that answers the suggestions (a TanStack query of `data.relatedProducts`). */
export interface SuggestionsCall {
  data?: { data: { relatedProducts: ListProduct[] } };
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

/**
 * Products the server suggests, in a row that scrolls: each card leads to its page and has a quick
 * view to buy it without leaving. Loading, failure (with its own retry) and none are shown in place.
 */
export function ProductSuggestions({
  title,
  headingId,
  call,
}: {
  title: string;
  headingId: string;
  call: SuggestionsCall;
}) {
  const intl = useIntl();
  const locale = useLocale();
  let body: ReactNode;
  if (call.isError) {
    body = (
      <QueryErrorState
        query={call}
        message={intl.formatMessage({ id: 'product.related.failed' })}
        retryLabel={intl.formatMessage({ id: 'product.retry' })}
      />
    );
  } else if (!call.data) {
    body = <Skeleton shape="rect" height={320} />;
  } else if (call.data.data.relatedProducts.length === 0) {
    body = <EmptyState title={intl.formatMessage({ id: 'product.related.empty' })} />;
  } else {
    body = (
      <HorizontalScroller label={title}>
        {call.data.data.relatedProducts.map((product) => (
          <div key={product.sku} className={`${stack.gap2} ${styles.card}`}>
            <HomeProductCard product={product} />
            <QuickView sku={product.sku} name={localize(product.name, locale)} />
          </div>
        ))}
      </HorizontalScroller>
    );
  }
  return (
    <div className={stack.gap3}>
      <h2 id={headingId} className={textStyles.panelTitle}>
        {title}
      </h2>
      {body}
    </div>
  );
}
