import { localize } from '@probuild/api-client';
import cardStyles from '@probuild/ui/styles/card.module.css';
import listStyles from '@probuild/ui/styles/list.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import { useIntl } from 'react-intl';
import { queries } from '../../api/client.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { ContentButton } from '../ContentButton/index.ts';
import { ContentImage } from '../ContentImage/index.ts';
import { ContentSection } from '../ContentSection/index.ts';
import { CONTENT_PATHS, type ContentPage, useContentState } from '../homeContent.ts';
import styles from './ContentFirstSection.module.css';

/** The first content cards: a picture, a title, a description and a button link each. */
export function ContentFirstSection({ page = 'home' }: { page?: ContentPage }) {
  const intl = useIntl();
  const locale = useLocale();
  const state = useContentState(queries.useQuery('get', CONTENT_PATHS.contentFirst[page]));
  return (
    <ContentSection
      label={intl.formatMessage({ id: 'home.contentFirst.label' })}
      emptyText={intl.formatMessage({ id: 'home.contentFirst.empty' })}
      state={state}
      className={styles.section}
    >
      {(cards) => (
        <ul className={`${listStyles.bare} ${styles.cards}`}>
          {cards.map((card) => (
            <li key={card._id} className={`${cardStyles.card} ${styles.card}`}>
              <ContentImage src={card.image} width={800} height={500} className={styles.image} />
              <div className={`${stack.gap2} ${styles.body}`}>
                <h3 className={styles.title}>{localize(card.title, locale)}</h3>
                <p className={styles.description}>{localize(card.description, locale)}</p>
                <ContentButton href={card.button.link}>{localize(card.button.text, locale)}</ContentButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ContentSection>
  );
}
