import { useIntl } from 'react-intl';
import { messages } from './messages.ts';
import styles from './StepIndicator.module.css';

export interface StepIndicatorProps {
  /** The step names in order, already in the current language (e.g. Cart, Shipping Address, Payment). */
  steps: string[];
  /** The current step, from 1. */
  current: number;
  /** Called with the number of an earlier step that was chosen; without it earlier steps are not buttons. */
  onStepClick?: (step: number) => void;
  /** Names the steps for screen readers; defaults to "Steps". */
  label?: string;
  className?: string;
}

/**
 * Numbered steps of a process: earlier steps are buttons that go back, the current one is marked
 * aria-current="step", later ones are plain text.
 */
export function StepIndicator({ steps, current, onStepClick, label, className }: StepIndicatorProps) {
  const intl = useIntl();
  return (
    <nav aria-label={label ?? intl.formatMessage(messages.label)} className={className}>
      <ol className={styles.steps}>
        {steps.map((name, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'upcoming';
          const content = (
            <>
              <span className={styles.number}>{step}</span>
              <span className={styles.name}>{name}</span>
            </>
          );
          return (
            <li key={name} data-state={state} className={styles.step}>
              {state === 'done' && onStepClick ? (
                <button type="button" className={styles.marker} onClick={() => onStepClick(step)}>
                  {content}
                </button>
              ) : (
                <span className={styles.marker} aria-current={state === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
