import { localize } from '@probuild/api-client';
import type { Build, BuilderCategory } from '@probuild/machines';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { BuilderView } from '../builderView.ts';
import styles from './CategoryList.module.css';

export interface CategoryListProps {
  view: BuilderView;
  categories: readonly BuilderCategory[];
  current: BuilderCategory;
  build: Build;
  /** After a category is picked (a phone opens its parts in a sheet). */
  onPicked?: (category: BuilderCategory) => void;
}

/** The categories of a tab, each with the part chosen for it; the current one is marked. */
export function CategoryList({ view, categories, current, build, onPicked }: CategoryListProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <nav aria-label={intl.formatMessage({ id: 'spec.categories' })}>
      <ul className={styles.list}>
        {categories.map((category) => {
          const chosen = build[category];
          return (
            <li key={category}>
              <button
                type="button"
                className={styles.category}
                aria-current={category === current ? 'true' : undefined}
                onClick={() => {
                  if (category !== current) view.send({ type: 'SELECT_CATEGORY', category });
                  onPicked?.(category);
                }}
              >
                <span className={styles.label}>{view.categoryLabel(category)}</span>
                <span className={chosen ? styles.chosen : styles.empty}>
                  {chosen ? localize(chosen.name, locale) : intl.formatMessage({ id: 'spec.notChosen' })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
