import { localize } from '@probuild/api-client';
import { VideoGallery } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/useLocale.ts';
import { ContentSection } from '../ContentSection/index.ts';
import { type ContentPage, useSocialPresentations } from '../homeContent.ts';
import { SectionTitle } from '../SectionTitle/index.ts';
import styles from './YouTubeSection.module.css';

/** The YouTube galleries of the social presentations: one main player, the other videos beside it. */
export function YouTubeSection({ page = 'home' }: { page?: ContentPage }) {
  const intl = useIntl();
  const locale = useLocale();
  const state = useSocialPresentations('youtube', page);
  return (
    <ContentSection
      label={intl.formatMessage({ id: 'home.youtube.label' })}
      emptyText={intl.formatMessage({ id: 'home.youtube.empty' })}
      state={state}
      className={styles.section}
    >
      {(galleries) =>
        galleries.map((gallery) => {
          const title = localize(gallery.title, locale);
          return (
            <div key={gallery._id} className={styles.gallery}>
              <SectionTitle>{title}</SectionTitle>
              <VideoGallery label={title} videos={gallery.linkList.map((id) => ({ id }))} />
            </div>
          );
        })
      }
    </ContentSection>
  );
}
