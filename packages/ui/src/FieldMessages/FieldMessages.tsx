import type { ReactNode } from 'react';
import { AlertGlyph } from '../icons/glyphs.tsx';
import textStyles from '../styles/text.module.css';
import styles from './FieldMessages.module.css';

/** The ids a control lists in aria-describedby for the hint and error that FieldMessages renders. */
export function describedByIds(id: string, hint: ReactNode, error: ReactNode, own?: string) {
  return (
    [own, hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') ||
    undefined
  );
}

/** The hint and the error under a form control, with the ids that `describedByIds` points at. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={textStyles.note}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <AlertGlyph size={16} className={styles.errorIcon} />
          {error}
        </p>
      )}
    </>
  );
}
