import { localize } from '@probuild/api-client';
import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { ContentSection } from '../ContentSection/index.ts';
import { HomeProductCard } from '../HomeProductCard/index.ts';
import { activeByOrder, useContentState } from '../homeContent.ts';
import { SectionTitle } from '../SectionTitle/index.ts';
import styles from './ListBannerSection.module.css';

/** The list banners: each a title, a description, a picture and a row of product cards. */
export function ListBannerSection() {
  const intl = useIntl();
  const locale = useLocale();
  const state = useContentState(queries.useQuery('get', '/pages/home/list-banner/active'));
  return (
    <ContentSection
      label={intl.formatMessage({ id: 'home.listBanners.label' })}
      emptyText={intl.formatMessage({ id: 'home.listBanners.empty' })}
      state={state}
      isEmpty={(banners) => activeByOrder(banners).length === 0}
      className={styles.section}
    >
      {(banners) =>
        activeByOrder(banners).map((banner) => {
          const title = localize(banner.title, locale);
          return (
            <div key={banner._id} className={styles.banner}>
              <div className={styles.header}>
                <SectionTitle>{title}</SectionTitle>
                <p className={styles.description}>{localize(banner.description, locale)}</p>
              </div>
              {banner.image && (
                <img
                  src={banner.image}
                  alt=""
                  width={1200}
                  height={300}
                  loading="lazy"
                  className={styles.image}
                />
              )}
              <ul
                className={styles.products}
                aria-label={intl.formatMessage({ id: 'home.listBanners.products' }, { title })}
              >
                {banner.products.map(({ product }) => (
                  <li key={product.sku}>
                    <HomeProductCard product={product} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      }
    </ContentSection>
  );
}
