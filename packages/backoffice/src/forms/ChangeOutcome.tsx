import { AlertBox } from '@probuild/ui';
import { errorTextId } from '../errorText.ts';
import { useText } from '../i18n/messages.ts';

export interface ChangeOutcomeProps {
  /** What the last change did, until it is dismissed. */
  done: string | null;
  onDismiss: () => void;
  /** Why the last change was refused (a call's `error`), if it was. */
  failure: unknown;
}

/** Above a list its rows' actions change: what the last change did, or why it was refused. */
export function ChangeOutcome({ done, onDismiss, failure }: ChangeOutcomeProps) {
  const t = useText();
  return (
    <>
      {done && (
        <AlertBox tone="success" dismissible onDismiss={onDismiss}>
          {done}
        </AlertBox>
      )}
      {failure != null && <AlertBox tone="error">{t(errorTextId(failure))}</AlertBox>}
    </>
  );
}
