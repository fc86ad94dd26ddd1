import { clsx } from 'clsx';
import type { ComponentProps, CSSProperties } from 'react';
import { dataColour } from '../styles/dataColour.ts';
import styles from './Tag.module.css';

export interface TagProps extends Omit<ComponentProps<'span'>, 'style'> {
  /** Background colour from the product data (a hex colour such as the contract's HexColor). */
  colorBanner?: string;
  /** Text colour from the product data (hex). */
  colorText?: string;
}

/**
 * A product label ("Best seller", "-10%") in the colours the shop chose for it. The colours arrive as
 * data, so they are set as custom properties and the stylesheet keeps its brand fallbacks.
 */
export function Tag({ colorBanner, colorText, className, ...props }: TagProps) {
  const style = { '--tag-bg': dataColour(colorBanner), '--tag-fg': dataColour(colorText) } as CSSProperties;
  return <span {...props} className={clsx(styles.tag, className)} style={style} />;
}
