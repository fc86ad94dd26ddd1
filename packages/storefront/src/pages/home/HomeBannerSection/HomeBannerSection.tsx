import { localize } from '@probuild/api-client';
import stack from '@probuild/ui/styles/stack.module.css';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { ContentButton } from '../../../content/ContentButton/index.ts';
import { ContentImage } from '../../../content/ContentImage/index.ts';
import { ContentSection } from '../../../content/ContentSection/index.ts';
import { useContentState } from '../../../content/homeContent.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import styles from './HomeBannerSection.module.css';

/** Only a well-formed colour from the content is used; otherwise the stylesheet's brand colour stays. */
const sixDigitHex = /^#[0-9a-f]{6}$/i;

/** The hero banner of the home tail: a picture, a title, a description and a button in the content's colour. */
export function HomeBannerSection() {
  const intl = useIntl();
  const locale = useLocale();
  const state = useContentState(queries.useQuery('get', '/pages/home/home-banner'));
  return (
    <ContentSection
      label={intl.formatMessage({ id: 'home.banner.label' })}
      state={state}
      className={styles.section}
    >
      {(banner) => {
        const colour = sixDigitHex.test(banner.button.color) ? banner.button.color : undefined;
        return (
          <div className={styles.banner}>
            <picture>
              <source media="(max-width: 767px)" srcSet={banner.images.mobile} width={750} height={900} />
              <ContentImage src={banner.images.pc} width={1600} height={500} className={styles.image} />
            </picture>
            <div className={`${stack.gap3} ${styles.caption}`}>
              <h2 className={styles.title}>{localize(banner.title, locale)}</h2>
              <p className={styles.description}>{localize(banner.description, locale)}</p>
              <ContentButton
                href={banner.button.link}
                className={styles.button}
                style={{ '--banner-button-colour': colour } as CSSProperties}
              >
                {localize(banner.button.text, locale)}
              </ContentButton>
            </div>
          </div>
        );
      }}
    </ContentSection>
  );
}
