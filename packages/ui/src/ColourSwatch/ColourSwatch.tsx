import type { CSSProperties } from 'react';
import { dataColour } from '../styles/dataColour.ts';
import styles from './ColourSwatch.module.css';

export interface ColourSwatchProps {
  /** The colour as the data holds it, e.g. a brand's hex code; shown as text beside the sample. */
  colour: string;
}

/**
 * A colour shown as a small sample with its code beside it: the code carries the meaning, the sample
 * only illustrates it. A value that is not a hex colour shows an empty sample and the text as it is.
 */
export function ColourSwatch({ colour }: ColourSwatchProps) {
  return (
    <span className={styles.swatch}>
      <span
        className={styles.sample}
        style={{ '--swatch': dataColour(colour) } as CSSProperties}
        aria-hidden="true"
      />
      <span className={styles.code}>{colour}</span>
    </span>
  );
}
