import { HorizontalScroller } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { ContentSection } from '../../../content/ContentSection/index.ts';
import { useContentState } from '../../../content/homeContent.ts';
import { brandLink } from '../../../routes/links.ts';
import styles from './BrandShortcutSection.module.css';

/** The brands in a row that scrolls 200 px per button press (drag ×1.5), each leading to /brand/{name}. */
export function BrandShortcutSection() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'home.brands.label' });
  const state = useContentState(queries.useQuery('get', '/pages/home/brand-shortcut'));
  return (
    <ContentSection
      label={label}
      emptyText={intl.formatMessage({ id: 'home.brands.empty' })}
      state={state}
      className={styles.section}
      contentNamesItself
    >
      {(brands) => (
        <HorizontalScroller label={label}>
          {brands.map((brand) => (
            <a key={brand._id} href={brandLink(brand.name)} className={styles.brand}>
              <img src={brand.image} alt={brand.name} width={120} height={60} loading="lazy" />
            </a>
          ))}
        </HorizontalScroller>
      )}
    </ContentSection>
  );
}
