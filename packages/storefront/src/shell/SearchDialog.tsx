import { Dialog } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { ProductSearch } from './ProductSearch.tsx';

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
      <ProductSearch onOpenProduct={() => onOpenChange(false)} />
    </Dialog>
  );
}
