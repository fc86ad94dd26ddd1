import { localize } from '@probuild/api-client';
import { ProductCard } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/useLocale.ts';
import { productLink } from '../../routes/links.ts';
import type { ComparisonProduct } from './compareProducts.ts';

export interface PickableCardsProps {
  products: ComparisonProduct[];
  /** The SKUs chosen, in order: a chosen card shows its number. */
  chosen: string[];
  onToggle: (product: ComparisonProduct) => void;
  className?: string;
  /** Whether newer cards are on their way (the list keeps the last ones meanwhile). */
  busy?: boolean;
  /** Small cards with the heading under the picker's own (the picker dialog); else grid cards with brand and model. */
  compact?: boolean;
}

/** Product cards to choose for the comparison: Pick adds or removes one. */
export function PickableCards({
  products,
  chosen,
  onToggle,
  className,
  busy,
  compact = false,
}: PickableCardsProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <ul className={className} aria-busy={busy}>
      {products.map((product) => {
        const number = chosen.indexOf(product.sku) + 1;
        return (
          <li key={product.sku}>
            <ProductCard
              {...(compact
                ? ({ variant: 'compact', headingLevel: 3 } as const)
                : { highlights: [{ bold: product.brand.name, normal: product.model }] })}
              href={productLink(product.sku, 'home')}
              name={localize(product.name, locale)}
              image={product.images[0] ?? null}
              price={product.price}
              salePrice={product.salePrice}
              ctaLabel={intl.formatMessage({ id: 'compare.pick' })}
              ctaPressed={number > 0}
              selectedNumber={number > 0 ? number : null}
              onCtaClick={() => onToggle(product)}
            />
          </li>
        );
      })}
    </ul>
  );
}
