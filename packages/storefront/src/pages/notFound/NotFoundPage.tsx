import { useIntl } from 'react-intl';
import { ProductSearch } from '../../shell/ProductSearch.tsx';
import styles from './NotFoundPage.module.css';

/**
 * Any path that is not one of the app's routes (the server answers it with 404): what happened, the
 * shop's search to find what was meant, and the way home.
 */
export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {intl.formatMessage({ id: 'page.notFound.title' })}
      </h1>
      <p>{intl.formatMessage({ id: 'page.notFound.body' })}</p>
      <div className={styles.search}>
        <ProductSearch />
      </div>
      <a href="/">{intl.formatMessage({ id: 'page.notFound.home' })}</a>
    </section>
  );
}
