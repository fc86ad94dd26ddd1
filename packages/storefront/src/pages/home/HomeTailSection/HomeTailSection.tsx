import { localize } from '@probuild/api-client';
import listStyles from '@probuild/ui/styles/list.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { ContentButton } from '../../../content/ContentButton/index.ts';
import { ContentCardGrid } from '../../../content/ContentCardGrid/index.ts';
import { ContentImage } from '../../../content/ContentImage/index.ts';
import { ContentSection } from '../../../content/ContentSection/index.ts';
import { useContentState } from '../../../content/homeContent.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import styles from './HomeTailSection.module.css';

/** The end of the home page after the banner: promo cards, two pictures, feature cards and a closing spotlight. */
export function HomeTailSection() {
  const intl = useIntl();
  const locale = useLocale();
  const state = useContentState(queries.useQuery('get', '/pages/home/tail-sections'));
  return (
    <ContentSection
      label={intl.formatMessage({ id: 'home.tail.label' })}
      state={state}
      className={styles.section}
    >
      {({ promoCards, imagePair, featureCards, spotlight }) => (
        <>
          {promoCards.length > 0 && (
            <ul
              className={`${listStyles.bare} ${styles.promoCards}`}
              aria-label={intl.formatMessage({ id: 'home.tail.promotions' })}
            >
              {promoCards.map((card) => (
                <li key={card._id} className={`${stack.gap3} ${styles.promoCard}`}>
                  <ContentImage src={card.image} width={800} height={450} className={styles.promoImage} />
                  <p className={styles.promoText}>{localize(card.description, locale)}</p>
                  <ContentButton href={card.button.link} variant="secondary">
                    {localize(card.button.text, locale)}
                  </ContentButton>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.imagePair}>
            {imagePair.map((image) => (
              <ContentImage key={image} src={image} width={800} height={600} className={styles.pairImage} />
            ))}
          </div>
          {featureCards.length > 0 && <ContentCardGrid cards={featureCards} />}
          <div className={styles.spotlight}>
            <ContentImage src={spotlight.image} width={1200} height={500} className={styles.spotlightImage} />
            <div className={`${stack.gap3} ${styles.spotlightText}`}>
              <h2 className={textStyles.title}>{localize(spotlight.title, locale)}</h2>
              <p className={textStyles.muted}>{localize(spotlight.description, locale)}</p>
              <ContentButton href={spotlight.button.link}>
                {localize(spotlight.button.text, locale)}
              </ContentButton>
            </div>
          </div>
        </>
      )}
    </ContentSection>
  );
}
