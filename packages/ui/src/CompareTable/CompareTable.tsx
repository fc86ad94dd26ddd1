import { clsx } from 'clsx';
import { VisuallyHidden } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { CloseGlyph } from '../icons/controlGlyphs.tsx';
import { ImageGlyph } from '../icons/glyphs.tsx';
import { Price } from '../Price/index.ts';
import productPicture from '../styles/productPicture.module.css';
import styles from './CompareTable.module.css';
import { messages } from './messages.ts';

export interface CompareProduct {
  id: string;
  /** Texts in the current language. */
  name: string;
  brand: string;
  /** The product page. */
  href: string;
  image?: string | null;
  /** Regular price in satang. */
  price: number;
  /** Sale price in satang; the regular price is struck through when it is lower. */
  salePrice?: number | null;
}

export interface CompareAttribute {
  id: string;
  /** The attribute's name in the current language, e.g. "หน่วยความจำ" / "Memory". */
  name: string;
  /** The value per product id; a dash where a product has none. */
  values: Record<string, string | undefined>;
}

export interface CompareTableProps {
  /** The products chosen for comparison, one column each, in the order chosen. */
  products: CompareProduct[];
  /** One row each. */
  attributes: CompareAttribute[];
  /** The product being added to the cart: its Buy button shows "Adding..." and ignores clicks. */
  busyProductId?: string | null;
  onBuy: (productId: string) => void;
  /** Shows a remove button per column when given. */
  onRemove?: (productId: string) => void;
  /** Shown with the placeholder when nothing is chosen, e.g. the button that opens the product picker. */
  emptyAction?: ReactNode;
  /** Marks the rows whose values are not the same for every product (with two products or more). */
  markDifferences?: boolean;
  /** Shows only the rows whose values differ; a note says so when every row is the same. */
  onlyDifferences?: boolean;
}

/** Whether the products do not all have the same value (a missing value counts as one of its own). */
function attributeDiffers(attribute: CompareAttribute, products: CompareProduct[]): boolean {
  const values = new Set(products.map((product) => attribute.values[product.id]?.trim() ?? ''));
  return values.size > 1;
}

/**
 * The comparison table: a column per chosen product (picture, name, brand, price, Buy) and a row per
 * attribute. It scrolls sideways when the columns do not fit, keeping the attribute names in view.
 */
export function CompareTable({
  products,
  attributes,
  busyProductId,
  onBuy,
  onRemove,
  emptyAction,
  markDifferences = false,
  onlyDifferences = false,
}: CompareTableProps) {
  const intl = useIntl();

  if (products.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage(messages.emptyTitle)}
        hint={intl.formatMessage(messages.emptyHint)}
        action={emptyAction}
      />
    );
  }

  const rows = attributes.map((attribute) => ({
    attribute,
    differs: products.length > 1 && attributeDiffers(attribute, products),
  }));
  const shownRows = onlyDifferences && products.length > 1 ? rows.filter((row) => row.differs) : rows;

  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden.Root>{intl.formatMessage(messages.caption)}</VisuallyHidden.Root>
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {products.map((product) => (
              <th key={product.id} scope="col" className={styles.product}>
                <ProductHeader
                  product={product}
                  busy={busyProductId === product.id}
                  onBuy={() => onBuy(product.id)}
                  onRemove={onRemove && (() => onRemove(product.id))}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shownRows.map(({ attribute, differs }) => (
            <tr key={attribute.id} data-differs={markDifferences && differs ? 'true' : undefined}>
              <th scope="row" className={styles.attribute}>
                {attribute.name}
                {markDifferences && differs && (
                  <span className={styles.differs}>{intl.formatMessage(messages.differs)}</span>
                )}
              </th>
              {products.map((product) => (
                <td key={product.id} className={styles.value}>
                  {attribute.values[product.id] || '–'}
                </td>
              ))}
            </tr>
          ))}
          {shownRows.length === 0 && rows.length > 0 && (
            <tr>
              <td colSpan={products.length + 1} className={styles.allSame}>
                {intl.formatMessage(messages.allSame)}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function ProductHeader({
  product,
  busy,
  onBuy,
  onRemove,
}: {
  product: CompareProduct;
  busy: boolean;
  onBuy: () => void;
  onRemove?: () => void;
}) {
  const intl = useIntl();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const showImage = product.image && failedImage !== product.image;

  return (
    <div className={styles.header}>
      {onRemove && (
        <IconButton
          size="sm"
          className={styles.remove}
          label={intl.formatMessage(messages.remove, { name: product.name })}
          icon={<CloseGlyph size={16} />}
          onClick={onRemove}
        />
      )}
      <span className={clsx(productPicture.frame, styles.media)}>
        {showImage ? (
          <img
            src={product.image ?? undefined}
            alt=""
            width={120}
            height={120}
            className={productPicture.image}
            onError={() => setFailedImage(product.image ?? null)}
          />
        ) : (
          <ImageGlyph size={40} strokeWidth={1.25} className={productPicture.placeholder} />
        )}
      </span>
      <a href={product.href} className={styles.name}>
        {product.name}
      </a>
      <span className={styles.brand}>{product.brand}</span>
      <Price price={product.price} salePrice={product.salePrice} size="sm" />
      <Button
        size="sm"
        fullWidth
        busy={busy}
        busyLabel={intl.formatMessage(messages.adding)}
        onClick={onBuy}
        aria-label={busy ? undefined : intl.formatMessage(messages.buyProduct, { name: product.name })}
      >
        {intl.formatMessage(messages.buy)}
      </Button>
    </div>
  );
}
