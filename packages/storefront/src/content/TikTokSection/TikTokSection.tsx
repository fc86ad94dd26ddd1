import { localize } from '@probuild/api-client';
import { TikTokCarousel } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/useLocale.ts';
import { ContentSection } from '../ContentSection/index.ts';
import { type ContentPage, useSocialPresentations } from '../homeContent.ts';
import { SectionTitle } from '../SectionTitle/index.ts';
import styles from './TikTokSection.module.css';

/** The TikTok rows of the social presentations, scrolled one video (374 px) per button press. */
export function TikTokSection({ page = 'home' }: { page?: ContentPage }) {
  const intl = useIntl();
  const locale = useLocale();
  const state = useSocialPresentations('tiktok', page);
  return (
    <ContentSection
      label={intl.formatMessage({ id: 'home.tiktok.label' })}
      emptyText={intl.formatMessage({ id: 'home.tiktok.empty' })}
      state={state}
      className={styles.section}
    >
      {(rows) =>
        rows.map((row) => {
          const title = localize(row.title, locale);
          return (
            <div key={row._id} className={styles.row}>
              <SectionTitle>{title}</SectionTitle>
              <TikTokCarousel label={title} links={row.linkList} />
            </div>
          );
        })
      }
    </ContentSection>
  );
}
