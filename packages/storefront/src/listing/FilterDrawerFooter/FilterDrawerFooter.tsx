import { Button } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { useIntl } from 'react-intl';
import styles from './FilterDrawerFooter.module.css';

export interface FilterDrawerFooterProps {
  /** The button's text, e.g. "Show 3 products"; while the count loads, say so. */
  label: string;
  /** Off while the count is being asked for, or when nothing matches. */
  disabled: boolean;
  /** Closes the drawer on the results. */
  onShow: () => void;
  /** Why the count could not be had; the button then offers to try again. */
  error?: string | null;
  onRetry: () => void;
}

/** The foot of a filter drawer: the button that closes it on the results, or the count's failure. */
export function FilterDrawerFooter({ label, disabled, onShow, error, onRetry }: FilterDrawerFooterProps) {
  const intl = useIntl();
  return (
    <div className={stack.gap2}>
      {error ? (
        <>
          <p role="alert" className={styles.error}>
            {error}
          </p>
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage({ id: 'list.retry' })}
          </Button>
        </>
      ) : (
        <Button disabled={disabled} onClick={onShow}>
          {label}
        </Button>
      )}
    </div>
  );
}
