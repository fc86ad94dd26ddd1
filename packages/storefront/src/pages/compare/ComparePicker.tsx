import { BottomSheet, Button, Dialog, EmptyState, Pagination, SearchBox, Skeleton } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { queries } from '../../api/client.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { QueryErrorState } from '../../shared/QueryErrorState/index.ts';
import styles from './ComparePage.module.css';
import type { ComparisonProduct } from './compareProducts.ts';
import { PickableCards } from './PickableCards.tsx';

const PICKER_PAGE_SIZE = 8;

interface ComparePickerProps {
  /** sheet: rises from the bottom (screens up to 1024 px); dialog: centred. */
  kind: 'sheet' | 'dialog';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen SKUs in order; their numbers show on the cards. */
  chosen: string[];
  onToggle: (product: ComparisonProduct) => void;
  /** Shown above the list, e.g. the "up to 4" alert. */
  notice?: ReactNode;
  chosenSummary: string;
}

/** "Choose products to compare": its own search over every product, cards that toggle a pick. */
export function ComparePicker({
  kind,
  open,
  onOpenChange,
  chosen,
  onToggle,
  notice,
  chosenSummary,
}: ComparePickerProps) {
  const intl = useIntl();
  const Panel = kind === 'sheet' ? BottomSheet : Dialog;
  return (
    <Panel
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'compare.choose' })}
      description={chosenSummary}
      {...(kind === 'dialog' ? { size: 'lg' as const } : {})}
      footer={
        <Button onClick={() => onOpenChange(false)}>
          {intl.formatMessage({ id: 'compare.picker.done' })}
        </Button>
      }
    >
      {notice}
      {open && <PickerList chosen={chosen} onToggle={onToggle} />}
    </Panel>
  );
}

function PickerList({ chosen, onToggle }: Pick<ComparePickerProps, 'chosen' | 'onToggle'>) {
  const intl = useIntl();
  const _locale = useLocale();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = queries.useQuery(
    'get',
    '/product-comparison/filter',
    { params: { query: { ...(search ? { q: search } : {}), page, pageSize: PICKER_PAGE_SIZE } } },
    { placeholderData: keepPreviousData },
  );

  let body: ReactNode;
  if (list.isError) {
    body = (
      <QueryErrorState
        query={list}
        message={intl.formatMessage({ id: 'compare.loadFailed' })}
        retryLabel={intl.formatMessage({ id: 'compare.retry' })}
      />
    );
  } else if (!list.data) {
    body = (
      <div className={styles.pickerList} aria-busy="true">
        <Skeleton shape="rect" height={72} />
        <Skeleton shape="rect" height={72} />
      </div>
    );
  } else if (list.data.data.products.length === 0) {
    body = (
      <EmptyState
        title={intl.formatMessage({ id: 'compare.empty.title' })}
        hint={intl.formatMessage({ id: 'compare.empty.hint' })}
      />
    );
  } else {
    const { products, total } = list.data.data;
    body = (
      <>
        <PickableCards
          products={products}
          chosen={chosen}
          onToggle={onToggle}
          className={styles.pickerList}
          compact
        />
        <Pagination page={page} pageSize={PICKER_PAGE_SIZE} totalItems={total} onPageChange={setPage} />
      </>
    );
  }

  return (
    <div className={stack.gap3}>
      <SearchBox
        label={intl.formatMessage({ id: 'compare.picker.search' })}
        submitLabel={intl.formatMessage({ id: 'compare.search.submit' })}
        defaultValue={search}
        onSearch={(query) => {
          setSearch(query);
          setPage(1);
        }}
      />
      {body}
    </div>
  );
}
