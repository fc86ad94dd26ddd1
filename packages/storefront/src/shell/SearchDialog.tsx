import { Dialog, Spinner } from '@probuild/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';

// The search (its machine and result list) loads when the popup first opens, not with every page.
const ProductSearch = lazy(() =>
  import('./ProductSearch.tsx').then((module) => ({ default: module.ProductSearch })),
);

/** The navbar's search popup; opening a result closes it. */
export function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={intl.formatMessage({ id: 'shell.search.title' })}>
      <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'shell.loading' })} />}>
        <ProductSearch onOpenProduct={() => onOpenChange(false)} />
      </Suspense>
    </Dialog>
  );
}
