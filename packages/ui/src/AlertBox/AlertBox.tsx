import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/index.ts';
import { CloseGlyph, SuccessGlyph } from '../icons/controlGlyphs.tsx';
import { AlertGlyph } from '../icons/glyphs.tsx';
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
  /**
   * When given, calls `onDismiss` after this many milliseconds (the owner passes its own rule, e.g. the
   * shop's message auto-clear time). Give the box a new `key` to restart the time for a new message.
   */
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
  autoClearMs,
  className,
}: AlertBoxProps) {
  const intl = useIntl();
  // The latest callback, so a parent's re-render does not restart the timer.
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    if (autoClearMs === undefined) return;
    const timer = setTimeout(() => dismissRef.current?.(), autoClearMs);
    return () => clearTimeout(timer);
  }, [autoClearMs]);

  const Icon = tone === 'success' ? SuccessGlyph : AlertGlyph;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={clsx(styles.alertBox, className)}
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
