import { EmptyState, Pagination, SearchBox, Skeleton, VisuallyHidden } from '@probuild/ui';
import listStyles from '@probuild/ui/styles/list.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { queries } from '../../api/client.ts';
import { QueryErrorState } from '../../shared/QueryErrorState/index.ts';
import { OrderCard } from '../OrderCard/OrderCard.tsx';
import { ORDERS_PAGE_SIZE } from '../orderTypes.ts';
import styles from './OrderHistory.module.css';

/**
 * The signed-in customer's orders from the server, newest first: a search by order number or product
 * name and the page are in the address (`?q=…&page=…`), so reload and back keep them.
 */
export function OrderHistory() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const orders = queries.useQuery(
    'get',
    '/orders',
    { params: { query: { ...(query ? { q: query } : {}), page, pageSize: ORDERS_PAGE_SIZE } } },
    { placeholderData: keepPreviousData },
  );
  const show = (next: { q?: string; page?: number }) => {
    const q = next.q ?? query;
    const nextPage = next.page ?? 1;
    setParams({ ...(q ? { q } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
  };

  const search = (
    <SearchBox
      key={query}
      className={styles.search}
      label={intl.formatMessage({ id: 'orders.search.label' })}
      submitLabel={intl.formatMessage({ id: 'orders.search.submit' })}
      defaultValue={query}
      onSearch={(value) => show({ q: value.trim() })}
    />
  );

  if (orders.isError) {
    return (
      <div className={stack.gap4}>
        {search}
        <QueryErrorState
          query={orders}
          message={intl.formatMessage({ id: 'orders.loadFailed' })}
          retryLabel={intl.formatMessage({ id: 'orders.retry' })}
        />
      </div>
    );
  }
  if (!orders.data) {
    return (
      <div className={stack.gap4} aria-busy="true">
        {search}
        <VisuallyHidden as="p" role="status">
          {intl.formatMessage({ id: 'orders.loading' })}
        </VisuallyHidden>
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} shape="rect" height={88} />
        ))}
      </div>
    );
  }

  const { items, total } = orders.data.data;
  return (
    <div className={stack.gap4} aria-busy={orders.isFetching}>
      {search}
      {items.length === 0 && query ? (
        <EmptyState
          title={intl.formatMessage({ id: 'orders.noMatch.title' }, { query })}
          action={
            <button type="button" className={styles.textButton} onClick={() => show({ q: '' })}>
              {intl.formatMessage({ id: 'orders.noMatch.clear' })}
            </button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'orders.empty.title' })}
          hint={intl.formatMessage({ id: 'orders.empty.hint' })}
          action={<a href="/">{intl.formatMessage({ id: 'orders.empty.shop' })}</a>}
        />
      ) : (
        <ol className={listStyles.cards}>
          {items.map((order) => (
            <li key={order.orderNumber}>
              <OrderCard order={order} onChanged={() => orders.refetch()} />
            </li>
          ))}
        </ol>
      )}
      {total > ORDERS_PAGE_SIZE && (
        <Pagination
          page={page}
          pageSize={ORDERS_PAGE_SIZE}
          totalItems={total}
          onPageChange={(next) => show({ page: next })}
        />
      )}
    </div>
  );
}
