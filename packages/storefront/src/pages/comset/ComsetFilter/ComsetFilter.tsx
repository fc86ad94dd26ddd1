import { toApiError } from '@probuild/api-client';
import { Button, FilterPanel } from '@probuild/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { queries } from '../../../api/client.ts';
import { FilterDrawerFooter } from '../../../listing/FilterDrawerFooter/index.ts';
import {
  EMPTY_FILTERS,
  filtersOfPanel,
  isPriceRangeInvalid,
  type ListFilters,
  listQueryOf,
  panelValueOf,
  searchOf,
} from '../../../listing/listQuery.ts';
import { useFacetGroups } from '../../../listing/useFacetGroups.ts';
import { categoryPathLink } from '../../../routes/links.ts';
import styles from './ComsetFilter.module.css';

/** Every computer set: the list under the catalogue's computer-set category. */
const COMSET_LIST = { type: 'category', dataFilter: 'comset' } as const;
const COMSET_LIST_PATH = categoryPathLink(['comset']);
/** Choices wait this long for the next one (a price being typed) before the counts are asked for. */
const CHOOSING_MS = 400;

/**
 * The computer sets' filter drawer, below the desktop width: order, price and the server's options
 * with their counts for every set. Its button opens the list of the sets that match, where the same
 * filters stay in the address.
 */
export function ComsetFilter() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [filters, setFilters] = useState<ListFilters>(EMPTY_FILTERS);
  const [asked, setAsked] = useState<ListFilters>(EMPTY_FILTERS);
  const rangeInvalid = isPriceRangeInvalid(filters);
  useEffect(() => {
    if (rangeInvalid) return;
    const waiting = setTimeout(() => setAsked(filters), CHOOSING_MS);
    return () => clearTimeout(waiting);
  }, [filters, rangeInvalid]);

  const list = queries.useQuery(
    'post',
    '/list-product',
    { body: listQueryOf(COMSET_LIST, asked) },
    { enabled: open, placeholderData: keepPreviousData },
  );
  const groups = useFacetGroups(list.data?.data.facets, filters.selected);
  const total = list.data?.data.total;
  const settled = !list.isFetching && asked === filters;

  return (
    <div className={styles.bar}>
      <FilterPanel
        value={panelValueOf(filters)}
        onChange={(value) => setFilters(filtersOfPanel(value))}
        groups={groups}
        loadingProgress={list.isFetching ? 60 : null}
        drawer={{
          open,
          onOpenChange: setOpen,
          trigger: <Button variant="secondary">{intl.formatMessage({ id: 'comset.filter.open' })}</Button>,
        }}
        footer={
          <FilterDrawerFooter
            error={
              list.isError
                ? intl.formatMessage({
                    id: toApiError(list.error).kind === 'http' ? 'list.loadFailed' : 'list.loadError',
                  })
                : null
            }
            onRetry={() => list.refetch()}
            disabled={!settled || rangeInvalid || !total}
            onShow={() => {
              setOpen(false);
              navigate(`${COMSET_LIST_PATH}${searchOf(filters)}`);
            }}
            label={
              total === undefined
                ? intl.formatMessage({ id: 'list.loading' })
                : intl.formatMessage({ id: 'comset.filter.show' }, { count: total })
            }
          />
        }
      />
    </div>
  );
}
