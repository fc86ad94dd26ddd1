import { Button } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useIntl } from 'react-intl';
import { TitledPage } from '../../shared/TitledPage/index.ts';
import { ProductSearch } from '../ProductSearch.tsx';
import styles from './NotFoundPage.module.css';

/**
 * Any path that is none of the app's routes (the server answers it with 404): what happened, the
 * shop's search to find what was meant, and the way home.
 */
export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <TitledPage
      title={intl.formatMessage({ id: 'page.notFound.title' })}
      className={`${stack.gap4} ${styles.page}`}
      titleClassName={textStyles.title}
    >
      <p className={textStyles.muted}>{intl.formatMessage({ id: 'page.notFound.body' })}</p>
      <div className={`${stack.gap2} ${styles.search}`}>
        <p className={textStyles.muted}>{intl.formatMessage({ id: 'page.notFound.search' })}</p>
        <ProductSearch />
      </div>
      <Button asChild variant="secondary">
        <a href="/">{intl.formatMessage({ id: 'page.notFound.home' })}</a>
      </Button>
    </TitledPage>
  );
}
