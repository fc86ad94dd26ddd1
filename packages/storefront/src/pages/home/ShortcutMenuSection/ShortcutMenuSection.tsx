import { localize } from '@probuild/api-client';
import listStyles from '@probuild/ui/styles/list.module.css';
import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { ContentImage } from '../../../content/ContentImage/index.ts';
import { ContentSection } from '../../../content/ContentSection/index.ts';
import { activeByOrder, useContentState } from '../../../content/homeContent.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { ContentLink } from '../ContentLink/index.ts';
import styles from './ShortcutMenuSection.module.css';

/** The grid of shortcuts under the hero: a picture and a title, each leading to a page of the shop. */
export function ShortcutMenuSection() {
  const intl = useIntl();
  const locale = useLocale();
  const state = useContentState(queries.useQuery('get', '/pages/home/shortcut-menu/active'));
  return (
    <ContentSection
      label={intl.formatMessage({ id: 'home.shortcuts.label' })}
      emptyText={intl.formatMessage({ id: 'home.shortcuts.empty' })}
      state={state}
      isEmpty={(items) => activeByOrder(items).length === 0}
      className={styles.section}
    >
      {(items) => (
        <ul className={`${listStyles.bare} ${styles.grid}`}>
          {activeByOrder(items).map((item) => (
            <li key={item._id}>
              <ContentLink href={item.link} className={styles.item}>
                <ContentImage src={item.image} width={64} height={64} className={styles.image} />
                <span className={styles.title}>{localize(item.title, locale)}</span>
              </ContentLink>
            </li>
          ))}
        </ul>
      )}
    </ContentSection>
  );
}
