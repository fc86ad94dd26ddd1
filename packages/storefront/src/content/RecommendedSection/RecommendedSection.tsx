import { localize } from '@probuild/api-client';
import { useIntl } from 'react-intl';
import { queries } from '../../api/client.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import productGrid from '../../shared/productGrid.module.css';
import { ContentImage } from '../ContentImage/index.ts';
import { ContentSection } from '../ContentSection/index.ts';
import { HomeProductCard } from '../HomeProductCard/index.ts';
import { CONTENT_PATHS, type ContentPage, useContentState } from '../homeContent.ts';
import { SectionTitle } from '../SectionTitle/index.ts';
import styles from './RecommendedSection.module.css';

/** Recommended products: a title, one main picture and two smaller ones, then the product cards. */
export function RecommendedSection({ page = 'home' }: { page?: ContentPage }) {
  const intl = useIntl();
  const locale = useLocale();
  const state = useContentState(queries.useQuery('get', CONTENT_PATHS.productRecommend[page]));
  return (
    <ContentSection
      label={intl.formatMessage({ id: 'home.recommended.label' })}
      emptyText={intl.formatMessage({ id: 'home.recommended.empty' })}
      state={state}
      className={styles.section}
    >
      {(groups) =>
        groups.map((group) => (
          <div key={group._id} className={styles.group}>
            <SectionTitle>{localize(group.title, locale)}</SectionTitle>
            <div className={styles.pictures}>
              <ContentImage
                src={group.imagesMain.imagePc}
                width={800}
                height={800}
                className={styles.mainPicture}
              />
              <ContentImage src={group.images.image2} width={400} height={400} className={styles.picture} />
              <ContentImage src={group.images.image3} width={400} height={400} className={styles.picture} />
            </div>
            <ul className={productGrid.grid}>
              {group.listCard.map((product) => (
                <li key={product.sku}>
                  <HomeProductCard product={product} />
                </li>
              ))}
            </ul>
          </div>
        ))
      }
    </ContentSection>
  );
}
