import { type components, localize } from '@probuild/api-client';
import listStyles from '@probuild/ui/styles/list.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useLocale } from '../../i18n/useLocale.ts';
import { ContentImage } from '../ContentImage/index.ts';
import styles from './ContentCardGrid.module.css';

type ContentCard = components['schemas']['ContentCard'];

/** Cards of a picture, a title and a description (content-second groups, the tail's feature cards). */
export function ContentCardGrid({ cards }: { cards: ContentCard[] }) {
  const locale = useLocale();
  return (
    <ul className={`${listStyles.bare} ${styles.grid}`}>
      {cards.map((card) => (
        <li key={card._id} className={`${stack.gap2} ${styles.card}`}>
          <ContentImage src={card.image} width={320} height={240} className={styles.image} />
          <h3 className={styles.title}>{localize(card.title, locale)}</h3>
          <p className={textStyles.muted}>{localize(card.description, locale)}</p>
        </li>
      ))}
    </ul>
  );
}
