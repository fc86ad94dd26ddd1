import { localize } from '@probuild/api-client';
import { COMPARE_MAX_PRODUCTS, COMPARE_PAGE_SIZES, compareSelectionMachine, idOf } from '@probuild/machines';
import {
  AlertBox,
  Button,
  CompareTable,
  EmptyState,
  ErrorState,
  Pagination,
  Skeleton,
  Switch,
  VisuallyHidden,
} from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { keepPreviousData } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { queries } from '../../api/client.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useAddToCart } from '../../session/useAddToCart.ts';
import productGrid from '../../shared/productGrid.module.css';
import { QueryErrorState } from '../../shared/QueryErrorState/index.ts';
import { useMachineText } from '../../shell/useMachineText.ts';
import { useMinWidth } from '../../shell/useMinWidth.ts';
import { CompareFilters } from './CompareFilters.tsx';
import styles from './ComparePage.module.css';
import { ComparePicker } from './ComparePicker.tsx';
import {
  type ComparisonProduct,
  type FilterQuery,
  filterParams,
  KEPT_SELECTION_PARAM,
  keptSkus,
  tableAttributes,
  tableProduct,
} from './compareProducts.ts';
import { PickableCards } from './PickableCards.tsx';

/** Wider than this, the product picker is a centred dialog; up to it, a bottom sheet. */
const SHEET_MAX_WIDTH = 1024;

/** The comparison's Buy: one of the product, no colour chosen (the server keeps the line without one). */
/**
 * /compare: find products (search, category chips, brand and price popups, sort, pages), choose up
 * to 4, and compare them in a table whose differing rows are marked, with Buy per product. The
 * choice is kept in the address (`?compare=SKU,SKU`), so a reload or a shared link shows it again.
 */
export default function ComparePage() {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const [params, setParams] = useSearchParams();
  const selection = useActorRef(compareSelectionMachine);
  const query = useSelector(selection, (snapshot) => snapshot.context.query);
  // The machine keeps what it is given: the page only ever gives it the server's comparison products.
  const chosen = useSelector(selection, (snapshot) => snapshot.context.selected) as ComparisonProduct[];
  const limitAlert = useSelector(selection, (snapshot) => snapshot.context.alert);
  const noticeShown = useSelector(selection, (snapshot) => snapshot.matches('categoryNotice'));

  const categories = queries.useQuery('get', '/product-comparison/categories/main');
  const brands = queries.useQuery('get', '/product-comparison/brands');
  // A choice kept in the address is fetched once and restored in the order it was made.
  const [kept] = useState(() => keptSkus(params.get(KEPT_SELECTION_PARAM)).slice(0, COMPARE_MAX_PRODUCTS));
  const keptProducts = queries.useQuery(
    'get',
    '/product-comparison/filter',
    { params: { query: { skus: kept, pageSize: 4 } } },
    { enabled: kept.length > 0, staleTime: Number.POSITIVE_INFINITY },
  );
  const [restored, setRestored] = useState(kept.length === 0);
  useEffect(() => {
    if (restored || !keptProducts.data) return;
    const found = keptProducts.data.data.products;
    const ordered = kept.flatMap((sku) => found.filter((product) => product.sku === sku));
    selection.send({ type: 'RESTORE', products: ordered });
    setRestored(true);
  }, [restored, keptProducts.data, kept, selection]);

  // The address follows the choice (replacing the entry, so Back leaves the page as usual).
  const chosenSkus = chosen.map((product) => product.sku).join(',');
  const paramsRef = useRef(params);
  paramsRef.current = params;
  useEffect(() => {
    if (!restored) return;
    const current = paramsRef.current.get(KEPT_SELECTION_PARAM) ?? '';
    if (current === chosenSkus) return;
    const next = new URLSearchParams(paramsRef.current);
    if (chosenSkus) next.set(KEPT_SELECTION_PARAM, chosenSkus);
    else next.delete(KEPT_SELECTION_PARAM);
    setParams(next, { replace: true });
  }, [restored, chosenSkus, setParams]);

  const toggle = (product: ComparisonProduct) => selection.send({ type: 'TOGGLE_PRODUCT', product });
  const chosenSkuList = chosen.map((product) => product.sku);
  const categoryList = categories.data?.data ?? [];
  const categoryName = (key: string | null) => {
    const category =
      categoryList.find((candidate) => candidate.key === key) ??
      chosen.find((product) => idOf(product.category) === key)?.category;
    return category ? localize(category.name, locale) : (key ?? '');
  };

  const limitBox = limitAlert && (
    <AlertBox tone="error" dismissible onDismiss={() => selection.send({ type: 'DISMISS_ALERT' })}>
      {text(limitAlert)}
    </AlertBox>
  );
  const chosenSummary = intl.formatMessage(
    { id: 'compare.chosen' },
    { count: chosen.length, max: COMPARE_MAX_PRODUCTS },
  );

  return (
    <div className={`${stack.gap4} ${styles.page}`}>
      <header className={styles.heading}>
        <h1>{intl.formatMessage({ id: 'compare.title' })}</h1>
        <p>{intl.formatMessage({ id: 'compare.intro' }, { max: COMPARE_MAX_PRODUCTS })}</p>
      </header>

      <CompareFilters
        query={query}
        categories={categoryList}
        brands={brands.data?.data ?? []}
        send={selection.send}
      />

      <p role="status" className={styles.notice}>
        {noticeShown &&
          intl.formatMessage({ id: 'compare.categoryNotice' }, { category: categoryName(query.category) })}
      </p>
      {query.category && (
        <button
          type="button"
          className={styles.categoryBanner}
          onClick={() => selection.send({ type: 'CLEAR_FILTERS' })}
        >
          {intl.formatMessage({ id: 'compare.categoryBanner' }, { category: categoryName(query.category) })}
        </button>
      )}
      {limitBox}

      <section aria-labelledby="compare-results" className={stack.gap4}>
        <VisuallyHidden as="h2" id="compare-results">
          {intl.formatMessage({ id: 'compare.results' })}
        </VisuallyHidden>
        <ResultGrid
          filter={filterParams(query)}
          chosen={chosenSkuList}
          onToggle={toggle}
          onPage={(page) => selection.send({ type: 'SET_PAGE', page })}
          onPageSize={(pageSize) => selection.send({ type: 'SET_PAGE_SIZE', pageSize })}
        />
      </section>

      <Comparison
        chosen={chosen}
        restoring={!restored && !keptProducts.isError}
        restoreFailed={!restored && keptProducts.isError}
        onRetryRestore={() => keptProducts.refetch()}
        onRemove={(sku) => {
          const product = chosen.find((candidate) => candidate.sku === sku);
          if (product) toggle(product);
        }}
        picker={(open, setOpen, kind) => (
          <ComparePicker
            kind={kind}
            open={open}
            onOpenChange={setOpen}
            chosen={chosenSkuList}
            onToggle={toggle}
            notice={limitBox}
            chosenSummary={chosenSummary}
          />
        )}
        chosenSummary={chosenSummary}
      />
    </div>
  );
}

/** One page of products from the server, with its loading, error and empty states. */
function ResultGrid({
  filter,
  chosen,
  onToggle,
  onPage,
  onPageSize,
}: {
  filter: FilterQuery;
  chosen: string[];
  onToggle: (product: ComparisonProduct) => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const intl = useIntl();
  const _locale = useLocale();
  const list = queries.useQuery(
    'get',
    '/product-comparison/filter',
    { params: { query: filter } },
    { placeholderData: keepPreviousData },
  );
  if (list.isError) {
    return (
      <QueryErrorState
        query={list}
        message={intl.formatMessage({ id: 'compare.loadFailed' })}
        retryLabel={intl.formatMessage({ id: 'compare.retry' })}
      />
    );
  }
  if (!list.data) {
    return (
      <div className={productGrid.grid} aria-busy="true">
        <VisuallyHidden as="p" role="status">
          {intl.formatMessage({ id: 'compare.loading' })}
        </VisuallyHidden>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} shape="rect" height={320} />
        ))}
      </div>
    );
  }
  const { products, total, page, pageSize } = list.data.data;
  if (products.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'compare.empty.title' })}
        hint={intl.formatMessage({ id: 'compare.empty.hint' })}
      />
    );
  }
  return (
    <>
      <PickableCards
        products={products}
        chosen={chosen}
        onToggle={onToggle}
        className={productGrid.grid}
        busy={list.isPlaceholderData}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        totalItems={total}
        onPageChange={onPage}
        pageSizeOptions={COMPARE_PAGE_SIZES}
        onPageSizeChange={onPageSize}
      />
    </>
  );
}

/** The table of the chosen products with Buy, the picker button and the "only differences" switch. */
function Comparison({
  chosen,
  restoring,
  restoreFailed,
  onRetryRestore,
  onRemove,
  picker,
  chosenSummary,
}: {
  chosen: ComparisonProduct[];
  restoring: boolean;
  restoreFailed: boolean;
  onRetryRestore: () => void;
  onRemove: (sku: string) => void;
  picker: (open: boolean, setOpen: (open: boolean) => void, kind: 'sheet' | 'dialog') => ReactNode;
  chosenSummary: string;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const { adding, result, succeeded, add, dismiss } = useAddToCart('comparison');
  const [buying, setBuying] = useState<string | null>(null);
  const [onlyDifferences, setOnlyDifferences] = useState(false);

  // The picker is a bottom sheet up to 1024 px and cannot stay one on a wider window.
  const wide = useMinWidth(SHEET_MAX_WIDTH + 1);
  const [pickerKind, setPickerKind] = useState<'sheet' | 'dialog' | null>(null);
  useEffect(() => {
    if (wide && pickerKind === 'sheet') setPickerKind(null);
  }, [wide, pickerKind]);

  const chooseButton = (
    <Button variant="secondary" onClick={() => setPickerKind(wide ? 'dialog' : 'sheet')}>
      {intl.formatMessage({ id: 'compare.choose' })}
    </Button>
  );

  let table: ReactNode;
  if (restoreFailed) {
    table = (
      <ErrorState
        message={intl.formatMessage({ id: 'compare.restoreFailed' })}
        retryLabel={intl.formatMessage({ id: 'compare.retry' })}
        onRetry={onRetryRestore}
      />
    );
  } else if (restoring) {
    table = (
      <div aria-busy="true">
        <VisuallyHidden as="p" role="status">
          {intl.formatMessage({ id: 'compare.restoring' })}
        </VisuallyHidden>
        <Skeleton shape="rect" height={240} />
      </div>
    );
  } else {
    table = (
      <CompareTable
        products={chosen.map((product) => tableProduct(product, locale))}
        attributes={tableAttributes(chosen, locale)}
        busyProductId={adding ? buying : null}
        onBuy={(sku) => {
          setBuying(sku);
          add({ sku, quantity: 1 });
        }}
        onRemove={onRemove}
        emptyAction={chooseButton}
        markDifferences
        onlyDifferences={onlyDifferences}
      />
    );
  }

  return (
    <section aria-labelledby="compare-table" className={`${stack.gap3} ${styles.comparison}`}>
      <div className={styles.comparisonHeader}>
        <h2 id="compare-table">{intl.formatMessage({ id: 'compare.table.title' })}</h2>
        <p className={textStyles.muted}>{chosenSummary}</p>
        {chosen.length > 0 && chooseButton}
        <Switch
          label={intl.formatMessage({ id: 'compare.onlyDifferences' })}
          checked={onlyDifferences}
          disabled={chosen.length < 2}
          onCheckedChange={setOnlyDifferences}
        />
      </div>
      {result && (
        <AlertBox
          key={`${result.id}-${succeeded}`}
          tone={succeeded ? 'success' : 'error'}
          dismissible
          onDismiss={dismiss}
        >
          {text(result)}
        </AlertBox>
      )}
      {table}
      {picker(
        pickerKind !== null,
        (open) => !open && setPickerKind(null),
        pickerKind ?? (wide ? 'dialog' : 'sheet'),
      )}
    </section>
  );
}
