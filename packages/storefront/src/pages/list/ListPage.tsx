import { localize, toApiError } from '@probuild/api-client';
import {
  Button,
  EmptyState,
  FilterPanel,
  type FilterValue,
  formatCount,
  Pagination,
  SectionNav,
  Skeleton,
  VisuallyHidden,
} from '@probuild/ui';
import actionStyles from '@probuild/ui/styles/actions.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams, useSearch } from 'wouter';
import { queries } from '../../api/client.ts';
import { HomeProductCard } from '../../content/HomeProductCard/index.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { categoryPath, decodedSegment } from '../../listing/categoryPath.ts';
import { FilterDrawerFooter } from '../../listing/FilterDrawerFooter/index.ts';
import {
  brandName,
  categorySegmentsOf,
  EMPTY_FILTERS,
  FACET_GROUPS,
  type FacetGroup,
  filtersOf,
  filtersOfPanel,
  isFiltered,
  isPriceRangeInvalid,
  type ListFilters,
  type ListParams,
  listKindOf,
  listQueryOf,
  listSourceOfPage,
  PAGE_SIZE,
  panelValueOf,
  searchOf,
  termOf,
} from '../../listing/listQuery.ts';
import { useFacetGroups } from '../../listing/useFacetGroups.ts';
import { usePageName } from '../../routes/PageTitle.tsx';
import productGrid from '../../shared/productGrid.module.css';
import { QueryErrorState } from '../../shared/QueryErrorState/index.ts';
import clearance from '../../shell/chatClearance.module.css';
import NotFoundPage from '../../shell/NotFoundPage/NotFoundPage.tsx';
import { useMinWidth } from '../../shell/useMinWidth.ts';
import styles from './ListPage.module.css';
import { categorySections, promotionSections } from './listSections.ts';

/**
 * From this width the filters stand beside the results; narrower, they open in a drawer. The
 * breakpoint of ListPage.module.css is the same width: it places the two columns before hydration
 * and hides the drawer's button beside the sidebar.
 */
const SIDEBAR_MIN_WIDTH = 1024;
/** Typed prices wait this long for the next keystroke before they filter. */
const PRICE_TYPING_MS = 500;
const SKELETON_CARDS = 8;
/** The cards of the grid's first row at its widest (three columns): their pictures load at once. */
const FIRST_ROW_CARDS = 3;

/**
 * The category, brand and promotion lists and the search results (`/search?q=…`): section tabs,
 * the filters (beside the results on wide screens, in a drawer on phones) with options and counts
 * from the server, the price order, and the server's page of products. The search term, filters,
 * order and page live in the address, so reload, back and a shared link show the same list.
 */
export default function ListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = useParams<ListParams>();
  const wide = useMinWidth(SIDEBAR_MIN_WIDTH);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const kind = listKindOf(location);
  const term = kind === 'search' ? termOf(search) : '';
  const segments = categorySegmentsOf(params);
  const tree = queries.useQuery('get', '/web/categories/tree', {}, { enabled: kind === 'category' });
  const promotions = queries.useQuery(
    'get',
    '/pages/product-promotion/by-type',
    {},
    { enabled: kind === 'promotion' },
  );
  const activePromotions = (promotions.data?.data.sub ?? []).filter(
    (promotion) => promotion.status === 'active',
  );
  // /promotion on its own shows the first running promotion.
  const promotionKey = params.type ? decodedSegment(params.type) : activePromotions[0]?.key;
  const source = listSourceOfPage(kind, params, term, promotionKey);

  const filters = useMemo(() => filtersOf(search), [search]);
  const list = queries.useQuery(
    'post',
    '/list-product',
    { body: listQueryOf(source ?? { type: 'category', dataFilter: '-' }, filters) },
    {
      enabled: source !== null,
      placeholderData: keepPreviousData,
      // An unknown list is an answer, not a failure to try again.
      retry: (count, error) => count < 1 && toApiError(error).kind !== 'http',
    },
  );

  // What the panel shows: the address's filters, except prices still being typed.
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const go = (next: ListFilters) => navigate(`${location}${searchOf(next, term)}`);
  const changeFilters = (value: FilterValue) => {
    const next = filtersOfPanel(value);
    setDraft(next);
    clearTimeout(typing.current);
    const onlyPrice =
      next.sort === filters.sort &&
      FACET_GROUPS.every((group) => next.selected[group].join() === filters.selected[group].join());
    if (onlyPrice) {
      // An empty minimum above the maximum is refused by the panel; it waits for a valid range.
      if (isPriceRangeInvalid(next)) return;
      typing.current = setTimeout(() => go(next), PRICE_TYPING_MS);
    } else {
      go(next);
    }
  };
  const clearFilters = () => go({ ...EMPTY_FILTERS, sort: filters.sort });
  const goToPage = (page: number) => {
    go({ ...filters, page });
    window.scrollTo({ top: 0 });
  };

  const groups = useFacetGroups(list.data?.data.facets, draft.selected);
  const { trail, whole } = tree.data ? categoryPath(tree.data.data, segments) : { trail: [], whole: false };
  const title =
    kind === 'category'
      ? (whole ? localize(trail.at(-1)?.name, locale) : '') || (segments.at(-1) ?? '')
      : kind === 'brand'
        ? brandName(list.data?.data.facets.brands, locale) || decodedSegment(params.brand ?? '')
        : kind === 'search'
          ? term && intl.formatMessage({ id: 'list.search.title' }, { query: term })
          : localize(activePromotions.find((promotion) => promotion.key === promotionKey)?.title, locale) ||
            (promotionKey ?? '');
  const error = list.isError ? toApiError(list.error) : null;
  const notFound =
    (error?.kind === 'http' && error.status === 404) ||
    (source === null && kind === 'promotion' && promotions.isSuccess);
  usePageName(notFound ? undefined : title);
  if (notFound) return <NotFoundPage />;

  const sections =
    kind === 'category'
      ? categorySections(trail, locale)
      : kind === 'promotion' && promotionKey
        ? promotionSections(activePromotions, promotionKey, locale)
        : [];

  const page = list.data?.data;
  // A results page without a term has nothing to list, and asks nothing of the server; one whose
  // term finds nothing has nothing to filter or sort.
  const blankSearch = kind === 'search' && term === '';
  const nothingFound = kind === 'search' && page?.total === 0 && !isFiltered(filters);
  const panel = (
    <FilterPanel
      value={panelValueOf(draft)}
      onChange={changeFilters}
      groups={groups}
      // The groups with a ticked option are open, or else the first.
      defaultOpenGroups={
        groups.some((group) => draft.selected[group.id as FacetGroup].length > 0)
          ? groups
              .filter((group) => draft.selected[group.id as FacetGroup].length > 0)
              .map((group) => group.id)
          : groups.slice(0, 1).map((group) => group.id)
      }
      loadingProgress={list.isFetching && page ? 60 : null}
      drawer={
        wide
          ? undefined
          : {
              open: drawerOpen,
              onOpenChange: setDrawerOpen,
              trigger: (
                <Button variant="secondary">
                  {intl.formatMessage({ id: 'list.filters.open' }, { count: activeFilterCount(filters) })}
                </Button>
              ),
            }
      }
      footer={
        wide ? undefined : (
          <FilterDrawerFooter
            error={
              error
                ? intl.formatMessage({ id: error.kind === 'http' ? 'list.loadFailed' : 'list.loadError' })
                : null
            }
            onRetry={() => list.refetch()}
            disabled={list.isFetching || !page?.total}
            onShow={() => setDrawerOpen(false)}
            label={
              page === undefined
                ? intl.formatMessage({ id: 'list.loading' })
                : intl.formatMessage({ id: 'list.filters.show' }, { count: page.total })
            }
          />
        )
      }
    />
  );
  const priceOrder = filters.sort === 'price_desc' ? 'price_desc' : 'price_asc';

  let results: React.ReactNode;
  if (blankSearch) {
    results = (
      <EmptyState
        title={intl.formatMessage({ id: 'list.search.blank.title' })}
        hint={intl.formatMessage({ id: 'list.search.blank.hint' })}
        action={<GoOnLinks />}
      />
    );
  } else if (error) {
    results = (
      <QueryErrorState
        query={list}
        message={intl.formatMessage({ id: error.kind === 'http' ? 'list.loadFailed' : 'list.loadError' })}
        retryLabel={intl.formatMessage({ id: 'list.retry' })}
      />
    );
  } else if (!page) {
    results = (
      <div className={`${productGrid.grid} ${styles.grid}`} aria-busy="true">
        <VisuallyHidden as="p" role="status">
          {intl.formatMessage({ id: 'list.loading' })}
        </VisuallyHidden>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} shape="rect" height={320} />
        ))}
      </div>
    );
  } else if (nothingFound) {
    results = (
      <EmptyState
        title={intl.formatMessage({ id: 'list.search.empty.title' }, { query: term })}
        hint={intl.formatMessage({ id: 'list.search.empty.hint' })}
        action={<GoOnLinks />}
      />
    );
  } else if (page.items.length === 0) {
    results = (
      <EmptyState
        title={intl.formatMessage({ id: 'list.empty.title' })}
        hint={intl.formatMessage({ id: isFiltered(filters) ? 'list.empty.filtered' : 'list.empty.hint' })}
        action={
          isFiltered(filters) ? (
            <Button onClick={clearFilters}>{intl.formatMessage({ id: 'list.filters.clear' })}</Button>
          ) : (
            <Button asChild variant="secondary">
              <a href="/">{intl.formatMessage({ id: 'list.empty.home' })}</a>
            </Button>
          )
        }
      />
    );
  } else {
    results = (
      <>
        <ul
          className={`${productGrid.grid} ${styles.grid}`}
          aria-busy={list.isFetching || undefined}
          aria-labelledby="list-title"
        >
          {page.items.map((product, index) => (
            <li key={product.sku}>
              <HomeProductCard product={product} headingLevel={2} imagePriority={index < FIRST_ROW_CARDS} />
            </li>
          ))}
        </ul>
        <Pagination page={page.page} pageSize={PAGE_SIZE} totalItems={page.total} onPageChange={goToPage} />
      </>
    );
  }

  return (
    <div className={`${stack.gap4} ${clearance.clearsChat}`}>
      <header className={styles.header}>
        <h1 id="list-title" className={textStyles.title}>
          {title || intl.formatMessage({ id: `list.kind.${kind}` })}
        </h1>
        {page && !nothingFound && (
          <p className={textStyles.muted} aria-live="polite">
            {intl.formatMessage({ id: 'list.count' }, { count: page.total, shown: formatCount(page.total) })}
          </p>
        )}
      </header>
      {kind !== 'search' && (
        <SectionNav label={intl.formatMessage({ id: `list.sections.${kind}` })} items={sections} />
      )}
      <div className={styles.layout} data-filters={blankSearch || nothingFound ? 'none' : undefined}>
        {wide && !blankSearch && !nothingFound && (
          <aside className={styles.sidebar}>
            {/* The panel opens its groups when it first shows, so it waits for the server's options. */}
            {page ? panel : <Skeleton shape="rect" height={480} />}
          </aside>
        )}
        <section className={`${stack.gap4} ${styles.results}`} aria-labelledby="list-title">
          {!blankSearch && !nothingFound && (
            <div className={styles.toolbar}>
              {!wide && page && <div className={styles.filtersButton}>{panel}</div>}
              <Button
                variant="secondary"
                aria-pressed={filters.sort === 'price_asc' || filters.sort === 'price_desc'}
                onClick={() =>
                  go({ ...filters, sort: filters.sort === 'price_asc' ? 'price_desc' : 'price_asc', page: 1 })
                }
              >
                {intl.formatMessage({ id: `list.sort.${priceOrder}` })}
              </Button>
              {isFiltered(filters) && (
                <Button variant="ghost" onClick={clearFilters}>
                  {intl.formatMessage({ id: 'list.filters.clear' })}
                </Button>
              )}
            </div>
          )}
          {results}
        </section>
      </div>
    </div>
  );
}

/** Where a shopper whose search found nothing may go on: the computer sets and the home page. */
function GoOnLinks() {
  const intl = useIntl();
  return (
    <div className={`${actionStyles.actions} ${styles.goOn}`}>
      <Button asChild>
        <a href="/comset">{intl.formatMessage({ id: 'list.search.comset' })}</a>
      </Button>
      <Button asChild variant="secondary">
        <a href="/">{intl.formatMessage({ id: 'list.empty.home' })}</a>
      </Button>
    </div>
  );
}

/** How many filters are on, for the phone's Filters button. */
function activeFilterCount(filters: ListFilters): number {
  const prices = (filters.priceMin !== null ? 1 : 0) + (filters.priceMax !== null ? 1 : 0);
  return prices + FACET_GROUPS.reduce((sum, group) => sum + filters.selected[group].length, 0);
}
