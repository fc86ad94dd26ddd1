import { type Assembly, contentFailureMessage } from '@probuild/machines';
import { AlertBox, Button, Dialog, Spinner, TextField } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import type { BuildItemInput } from '../builderParts.ts';
import styles from './ShareBuild.module.css';

export interface ShareBuildProps {
  items: BuildItemInput[];
  assembly: Assembly;
  open: boolean;
  copied: boolean;
  onOpen: () => void;
  onClose: () => void;
  onCopy: (text: string) => void;
}

/**
 * The share popup: the server saves the build and answers a short permanent link, which restores the
 * same build on any device; Copy shows "copied" for a while.
 */
export function ShareBuild({ items, assembly, open, copied, onOpen, onClose, onCopy }: ShareBuildProps) {
  const intl = useIntl();
  const text = useMachineText();
  const save = queries.useMutation('post', '/spec-builder/builds');
  const link = save.data ? new URL(save.data.data.sharePath, window.location.origin).href : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          onOpen();
          save.reset();
          if (items.length > 0) save.mutate({ body: { items, assembly } });
        } else {
          onClose();
        }
      }}
      trigger={<Button variant="secondary">{intl.formatMessage({ id: 'spec.share' })}</Button>}
      title={intl.formatMessage({ id: 'spec.share.title' })}
      description={intl.formatMessage({ id: 'spec.share.description' })}
    >
      <div className={stack.gap3}>
        {items.length === 0 && <p>{intl.formatMessage({ id: 'spec.share.empty' })}</p>}
        {save.isPending && (
          <p className={styles.saving} role="status">
            <Spinner size="sm" decorative />
            {intl.formatMessage({ id: 'spec.share.saving' })}
          </p>
        )}
        {save.isError && <AlertBox tone="error">{text(contentFailureMessage(save.error))}</AlertBox>}
        {link && (
          <>
            <TextField label={intl.formatMessage({ id: 'spec.share.link' })} value={link} readOnly />
            <Button onClick={() => onCopy(link)} aria-live="polite">
              {intl.formatMessage({ id: copied ? 'spec.share.copied' : 'spec.share.copy' })}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
