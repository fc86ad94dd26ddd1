import { type components, localize } from '@probuild/api-client';
import { ProductCard } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale.ts';
import { homeProductHref } from '../homeContent.ts';

type ListProduct = components['schemas']['ListProduct'];

/**
 * A catalogue product on the home page and the list pages: its card leads to
 * /product/{sku}?section=home, with a Buy Product button. Its name is an h3 unless the page says.
 */
export function HomeProductCard({ product, headingLevel }: { product: ListProduct; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const locale = useLocale();
  const [tag] = product.tags;
  return (
    <ProductCard
      href={homeProductHref(product.sku)}
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
      ctaLabel={intl.formatMessage({ id: 'home.product.buy' })}
      headingLevel={headingLevel}
    />
  );
}
