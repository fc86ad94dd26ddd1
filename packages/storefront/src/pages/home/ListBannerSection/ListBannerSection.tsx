import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { ContentSection } from '../../../content/ContentSection/index.ts';
import { activeByOrder, useContentState } from '../../../content/homeContent.ts';
import { ListBannerRow } from '../../../content/ListBannerRow/index.ts';
import styles from './ListBannerSection.module.css';

/** The list banners: each a title, a description, a picture and a row of product cards. */
export function ListBannerSection() {
  const intl = useIntl();
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
        activeByOrder(banners).map((banner) => <ListBannerRow key={banner._id} banner={banner} />)
      }
    </ContentSection>
  );
}
