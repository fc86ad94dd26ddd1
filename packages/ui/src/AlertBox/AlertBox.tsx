import { MESSAGE_AUTO_CLEAR_MS } from '@probuild/machines';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/index.ts';
import { AlertGlyph, CloseGlyph, SuccessGlyph } from '../icons/glyphs.tsx';
import styles from './AlertBox.module.css';
import { messages } from './messages.ts';

export interface AlertBoxProps {
  /** success is announced politely (role="status"), error at once (role="alert"). */
  tone: 'success' | 'error';
  /** The message, already in the current language. */
  children: ReactNode;
  title?: ReactNode;
  /** Called by the dismiss button and when the auto-clear time is up; the owner then removes the box. */
  onDismiss?: () => void;
  /** Shows the dismiss button (needs `onDismiss`). */
  dismissible?: boolean;
  /** Calls `onDismiss` after `autoClearMs`. Give the box a new `key` to restart the time for a new message. */
  autoClear?: boolean;
  /** Defaults to the spec's message auto-clear time (3000 ms). */
  autoClearMs?: number;
  className?: string;
}

/** A coloured message box for the result of an action: success or error, dismissible, optionally clearing itself. */
export function AlertBox({
  tone,
  children,
  title,
  onDismiss,
  dismissible = false,
  autoClear = false,
  autoClearMs = MESSAGE_AUTO_CLEAR_MS,
  className,
}: AlertBoxProps) {
  const intl = useIntl();
  // The latest callback, so a parent's re-render does not restart the timer.
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    if (!autoClear) return;
    const timer = setTimeout(() => dismissRef.current?.(), autoClearMs);
    return () => clearTimeout(timer);
  }, [autoClear, autoClearMs]);

  const Icon = tone === 'success' ? SuccessGlyph : AlertGlyph;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(styles.alertBox, styles[tone], className)}
    >
      <Icon className={styles.icon} />
      <div className={styles.text}>
        {title && <p className={styles.title}>{title}</p>}
        <div>{children}</div>
      </div>
      {dismissible && onDismiss && (
        <IconButton
          size="sm"
          className={styles.dismiss}
          label={intl.formatMessage(messages.dismiss)}
          icon={<CloseGlyph size={18} />}
          onClick={onDismiss}
        />
      )}
    </div>
  );
}
