import { type components, localize } from '@probuild/api-client';
import { ProductCard } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/useLocale.ts';
import { type ProductSection, productLink } from '../../routes/links.ts';

type ListProduct = components['schemas']['ListProduct'];

/**
 * A catalogue product on the home, list and computer-set pages: its card leads to
 * /product/{sku}?section=home with a Buy Product button, or ?section=comset with Buy Now. Its name is
 * an h3 unless the page says.
 */
export function HomeProductCard({
  product,
  headingLevel,
  section = 'home',
  imagePriority,
}: {
  product: ListProduct;
  headingLevel?: 2 | 3;
  section?: ProductSection;
  /** Among the first cards the page shows: its picture loads at once. */
  imagePriority?: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const [tag] = product.tags;
  return (
    <ProductCard
      href={productLink(product.sku, section)}
      name={localize(product.name, locale)}
      image={product.images[0]}
      tag={
        tag && { name: localize(tag.name, locale), colorBanner: tag.colorBanner, colorText: tag.colorText }
      }
      highlights={product.highlight.map((line) => ({
        bold: localize(line.bold, locale),
        normal: localize(line.normal, locale),
      }))}
      price={product.price}
      salePrice={product.salePrice}
      ctaLabel={intl.formatMessage({ id: section === 'comset' ? 'home.product.buyNow' : 'home.product.buy' })}
      headingLevel={headingLevel}
      imagePriority={imagePriority}
    />
  );
}
