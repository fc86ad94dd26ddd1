import { type components, localize } from '@probuild/api-client';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/useLocale.ts';
import type { ProductSection } from '../../routes/links.ts';
import productGrid from '../../shared/productGrid.module.css';
import { ContentImage } from '../ContentImage/index.ts';
import { HomeProductCard } from '../HomeProductCard/index.ts';
import { SectionTitle } from '../SectionTitle/index.ts';
import styles from './ListBannerRow.module.css';

type ListBanner = components['schemas']['ListBanner'];

/** One list banner: its title, description and picture, and its row of product cards. */
export function ListBannerRow({
  banner,
  section = 'home',
}: {
  banner: ListBanner;
  section?: ProductSection;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const title = localize(banner.title, locale);
  return (
    <div className={styles.banner}>
      <div className={styles.header}>
        <SectionTitle>{title}</SectionTitle>
        <p className={textStyles.muted}>{localize(banner.description, locale)}</p>
      </div>
      {banner.image && <ContentImage src={banner.image} width={1200} height={300} className={styles.image} />}
      <ul
        className={productGrid.grid}
        aria-label={intl.formatMessage({ id: 'home.listBanners.products' }, { title })}
      >
        {banner.products.map(({ product }) => (
          <li key={product.sku}>
            <HomeProductCard product={product} section={section} />
          </li>
        ))}
      </ul>
    </div>
  );
}
