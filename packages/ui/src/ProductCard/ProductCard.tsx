import { clsx } from 'clsx';
import { VisuallyHidden } from 'radix-ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { ImageGlyph } from '../icons/glyphs.tsx';
import { Price } from '../Price/index.ts';
import card from '../styles/card.module.css';
import productPicture from '../styles/productPicture.module.css';
import { Tag } from '../Tag/index.ts';
import { messages } from './messages.ts';
import styles from './ProductCard.module.css';

export interface ProductCardHighlight {
  /** The lead, in bold ("32GB"). */
  bold: string;
  /** The rest of the line ("video memory"). */
  normal: string;
}

export interface ProductCardProps {
  /** The product page, e.g. "/product/CPU-AMD-R7-9800X3D?section=home". */
  href: string;
  /** The product's name in the current language. */
  name: string;
  /** The first picture; a neutral placeholder when absent or when it fails to load. */
  image?: string | null;
  /** The product's label in the colours the shop chose for it (cards show the first tag). */
  tag?: { name: string; colorBanner?: string; colorText?: string } | null;
  /** Short lines under the name. */
  highlights?: ProductCardHighlight[];
  /** Regular price in satang. */
  price: number;
  /** Sale price in satang; the regular price is struck through when it is lower. */
  salePrice?: number | null;
  /** Text of the call to action, e.g. "ซื้อสินค้า" / "Buy Product"; it leads to the product page too. */
  ctaLabel: string;
  /**
   * Makes the call to action a button that runs this instead of a link (e.g. choose for comparison,
   * add to cart); the name still leads to the product page.
   */
  onCtaClick?: () => void;
  /** The button's work in progress (e.g. adding to the cart): a spinner and `ctaBusyLabel`. */
  ctaBusy?: boolean;
  ctaBusyLabel?: string;
  /** For a toggling button (chosen for comparison or not): its pressed state. */
  ctaPressed?: boolean;
  /** Shows the "New" badge. */
  isNew?: boolean;
  /** The card's number among the products chosen for comparison (1–4); no badge when absent. */
  selectedNumber?: number | null;
  /** compact: a row with a small picture and no highlights (quick lists, pickers). */
  variant?: 'default' | 'compact';
  /** Heading level of the name inside the page's outline; h3 by default. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The picture is among the first the page shows (a list's first row): it loads at once and ahead
   * of the others, not once the browser has laid the page out and found it near the screen.
   */
  imagePriority?: boolean;
  className?: string;
}

/**
 * A product in a list: picture, label, New and comparison badges, name, highlights, price and a call
 * to action. The name leads to the product page; the call to action too, unless it is a button.
 */
export function ProductCard({
  href,
  name,
  image,
  tag,
  highlights = [],
  price,
  salePrice,
  ctaLabel,
  onCtaClick,
  ctaBusy,
  ctaBusyLabel,
  ctaPressed,
  isNew = false,
  selectedNumber,
  variant = 'default',
  headingLevel = 3,
  imagePriority = false,
  className,
}: ProductCardProps) {
  const intl = useIntl();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const compact = variant === 'compact';
  const selected = selectedNumber != null;
  const Heading = `h${headingLevel}` as const;
  const showImage = image && failedImage !== image;

  return (
    <article
      className={clsx(
        card.card,
        styles.card,
        compact && styles.compact,
        selected && styles.selected,
        className,
      )}
    >
      <a href={href} className={styles.link}>
        <span className={clsx(productPicture.frame, styles.media)}>
          {showImage ? (
            <img
              src={image}
              alt=""
              width={240}
              height={240}
              loading={imagePriority ? 'eager' : 'lazy'}
              fetchPriority={imagePriority ? 'high' : undefined}
              className={productPicture.image}
              onError={() => setFailedImage(image)}
            />
          ) : (
            <ImageGlyph size={48} strokeWidth={1.25} className={productPicture.placeholder} />
          )}
          {(tag?.name || isNew) && (
            <span className={styles.labels}>
              {tag?.name && (
                <Tag colorBanner={tag.colorBanner} colorText={tag.colorText}>
                  {tag.name}
                </Tag>
              )}
              {isNew && (
                <Badge tone="success" size="sm">
                  {intl.formatMessage(messages.new)}
                </Badge>
              )}
            </span>
          )}
          {selected && (
            <span className={styles.selectedNumber}>
              <span aria-hidden="true">{selectedNumber}</span>
              <VisuallyHidden.Root>
                {intl.formatMessage(messages.selected, { number: selectedNumber })}
              </VisuallyHidden.Root>
            </span>
          )}
        </span>
        <Heading className={styles.name}>{name}</Heading>
      </a>
      {!compact && highlights.length > 0 && (
        <ul className={styles.highlights}>
          {highlights.map((line) => (
            <li key={`${line.bold} ${line.normal}`}>
              <strong>{line.bold}</strong> {line.normal}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <Price price={price} salePrice={salePrice} size={compact ? 'sm' : 'md'} />
        {onCtaClick ? (
          <Button
            size="sm"
            fullWidth
            variant={ctaPressed ? 'primary' : 'secondary'}
            aria-pressed={ctaPressed}
            busy={ctaBusy}
            busyLabel={ctaBusyLabel}
            onClick={onCtaClick}
          >
            {ctaLabel}
          </Button>
        ) : (
          <Button asChild size="sm" fullWidth>
            <a href={href}>{ctaLabel}</a>
          </Button>
        )}
      </div>
    </article>
  );
}
