import { localize } from '@probuild/api-client';
import { useIntl } from 'react-intl';
import { queries } from '../../api/client.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { ContentCardGrid } from '../ContentCardGrid/index.ts';
import { ContentSection } from '../ContentSection/index.ts';
import { type ContentPage, useContentState } from '../homeContent.ts';
import { SectionTitle } from '../SectionTitle/index.ts';
import styles from './ContentSecondSection.module.css';

/** The second content: titled groups of cards. */
export function ContentSecondSection({ page = 'home' }: { page?: Exclude<ContentPage, 'comset'> }) {
  const intl = useIntl();
  const locale = useLocale();
  const state = useContentState(
    queries.useQuery('get', page === 'spec' ? '/pages/spec/content-second' : '/pages/home/content-second'),
  );
  return (
    <ContentSection
      label={intl.formatMessage({ id: 'home.contentSecond.label' })}
      emptyText={intl.formatMessage({ id: 'home.contentSecond.empty' })}
      state={state}
      isEmpty={(groups) => groups.every((group) => group.listCard.length === 0)}
      className={styles.section}
    >
      {(groups) =>
        groups.map((group) => (
          <div key={group._id} className={styles.group}>
            <SectionTitle>{localize(group.title, locale)}</SectionTitle>
            <ContentCardGrid cards={group.listCard} />
          </div>
        ))
      }
    </ContentSection>
  );
}
