import { clsx } from 'clsx';
import { Progress } from 'radix-ui';
import { useIntl } from 'react-intl';
import styles from './LoadingBar.module.css';
import { messages } from './messages.ts';

export interface LoadingBarProps {
  /** Progress from 0 to 100 (the timing lives in the route loading bar machine). */
  value: number;
  /** Accessible name; defaults to "Loading page". */
  label?: string;
  /** top: fixed along the top edge of the window (route changes); inline: in the flow. */
  placement?: 'top' | 'inline';
  className?: string;
}

/** A thin progress bar in the brand colour, on Radix Progress (role="progressbar" with its value). */
export function LoadingBar({ value, label, placement = 'top', className }: LoadingBarProps) {
  const intl = useIntl();
  const percent = Math.min(100, Math.max(0, value));
  return (
    <Progress.Root
      value={percent}
      max={100}
      aria-label={label ?? intl.formatMessage(messages.label)}
      data-placement={placement}
      className={clsx(styles.track, className)}
    >
      <Progress.Indicator
        className={styles.indicator}
        style={{ transform: `translateX(${percent - 100}%)` }}
      />
    </Progress.Root>
  );
}
