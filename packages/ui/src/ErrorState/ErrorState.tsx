import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { AlertGlyph } from '../icons/glyphs.tsx';
import stateMessage from '../styles/stateMessage.module.css';
import styles from './ErrorState.module.css';
import { messages } from './messages.ts';

export interface ErrorStateProps {
  /** What went wrong, e.g. "Could not load the product". */
  message: ReactNode;
  /** Shows the retry button. */
  onRetry?: () => void;
  /** Text of the retry button; defaults to "Try again". */
  retryLabel?: string;
  /** The retry is running: the button shows a spinner and ignores clicks. */
  retrying?: boolean;
  className?: string;
}

/** Shown in place of content that failed to load, with a retry button. The message is announced (role="alert"). */
export function ErrorState({ message, onRetry, retryLabel, retrying = false, className }: ErrorStateProps) {
  const intl = useIntl();
  return (
    <div className={clsx(stateMessage.state, styles.errorState, className)}>
      <span className={clsx(stateMessage.icon, styles.icon)}>
        <AlertGlyph size={32} />
      </span>
      <p role="alert" className={styles.message}>
        {message}
      </p>
      {onRetry && (
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          {retryLabel ?? intl.formatMessage(messages.retry)}
        </Button>
      )}
    </div>
  );
}
