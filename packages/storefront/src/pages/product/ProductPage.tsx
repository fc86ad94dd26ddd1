import { localize, toApiError } from '@probuild/api-client';
import { Badge, formatBaht, Price, ProductGallery, Tag } from '@probuild/ui';
import listStyles from '@probuild/ui/styles/list.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { queries } from '../../api/client.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { categoryLink } from '../../routes/links.ts';
import { usePageName } from '../../routes/PageTitle.tsx';
import { QueryErrorState } from '../../shared/QueryErrorState/index.ts';
import clearance from '../../shell/chatClearance.module.css';
import { ComsetPurchase } from './ComsetPurchase/ComsetPurchase.tsx';
import styles from './ProductPage.module.css';
import { ProductPageSkeleton } from './ProductPageSkeleton/ProductPageSkeleton.tsx';
import { ProductPurchase } from './ProductPurchase/ProductPurchase.tsx';
import { ProductSpecifications } from './ProductSpecifications/ProductSpecifications.tsx';
import { RelatedProducts } from './RelatedProducts/RelatedProducts.tsx';

/** /product/{sku}: the product from the server, to look at, configure and put in the cart. */
export default function ProductPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { sku = '' } = useParams<{ sku: string }>();
  const detail = queries.useQuery(
    'get',
    '/web/product-detail/{sku}',
    { params: { path: { sku } } },
    // An unknown product is an answer, not a failure to try again.
    { retry: (count, error) => count < 1 && toApiError(error).kind !== 'http' },
  );
  usePageName(detail.data && localize(detail.data.data.name, locale));

  if (detail.isError) {
    const error = toApiError(detail.error);
    if (error.kind === 'http' && error.status === 404) {
      return (
        <section className={`${stack.gap3} ${styles.notFound}`} aria-labelledby="product-not-found">
          <h1 id="product-not-found" className={styles.name}>
            {intl.formatMessage({ id: 'product.notFound.title' })}
          </h1>
          <p>{intl.formatMessage({ id: 'product.notFound.hint' })}</p>
          <a href="/">{intl.formatMessage({ id: 'product.notFound.home' })}</a>
        </section>
      );
    }
    return (
      <QueryErrorState
        query={detail}
        message={intl.formatMessage({
          id: error.kind === 'http' ? 'product.loadFailed' : 'product.loadError',
        })}
        retryLabel={intl.formatMessage({ id: 'product.retry' })}
      />
    );
  }
  if (!detail.data) return <ProductPageSkeleton status={intl.formatMessage({ id: 'product.loading' })} />;

  const product = detail.data.data;
  const name = localize(product.name, locale);
  const [tag] = product.tags;
  return (
    <article className={`${stack.gap6} ${clearance.clearsChat}`} aria-labelledby="product-name">
      <nav aria-label={intl.formatMessage({ id: 'product.breadcrumb' })}>
        <ol className={`${listStyles.bare} ${styles.breadcrumb}`}>
          {product.categoryPath.map((category, index) => (
            <li key={category.key}>
              <a href={categoryLink(product.categoryPath.slice(0, index + 1), locale)}>
                {localize(category.name, locale)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.layout}>
        <ProductGallery images={product.images} productName={name} />
        <div className={`${stack.gap3} ${styles.info}`}>
          <div className={styles.badges}>
            {tag && (
              <Tag colorBanner={tag.colorBanner} colorText={tag.colorText}>
                {localize(tag.name, locale)}
              </Tag>
            )}
            {product.isNew && !tag && <Badge tone="info">{intl.formatMessage({ id: 'product.new' })}</Badge>}
          </div>
          <h1 id="product-name" className={styles.name}>
            {name}
          </h1>
          <p className={textStyles.note}>{intl.formatMessage({ id: 'product.sku' }, { sku: product.sku })}</p>
          <p className={styles.description}>{localize(product.shortDesc, locale)}</p>
          {product.highlight.length > 0 && (
            <ul className={styles.highlights}>
              {product.highlight.map((line) => (
                <li key={line.bold.th}>
                  <strong>{localize(line.bold, locale)}</strong> {localize(line.normal, locale)}
                </li>
              ))}
            </ul>
          )}
          {product.productType === 'comset' ? (
            <>
              <p className={styles.fromPrice}>
                {intl.formatMessage({ id: 'product.comset.from' }, { price: formatBaht(product.price) })}
              </p>
              <ComsetPurchase key={product.sku} product={product} />
            </>
          ) : (
            <>
              <Price price={product.price} salePrice={product.salePrice} size="lg" />
              <ProductPurchase key={product.sku} product={product} />
            </>
          )}
        </div>
      </div>
      <ProductSpecifications product={product} />
      <RelatedProducts sku={product.sku} />
    </article>
  );
}
