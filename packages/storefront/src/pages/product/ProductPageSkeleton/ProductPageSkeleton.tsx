import { Skeleton } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import pageStyles from '../ProductPage.module.css';
import styles from './ProductPageSkeleton.module.css';

/**
 * The product page's layout while the product loads, about as tall as the page it stands for: the
 * breadcrumb, the gallery beside the name, price and buying, then the specifications and related
 * products. So the footer and whatever the shopper has scrolled to stay where they are when it arrives.
 */
export function ProductPageSkeleton({ status }: { status: string }) {
  return (
    <div className={stack.gap6} aria-busy="true">
      <Skeleton width="40%" />
      <div className={pageStyles.layout}>
        <div className={stack.gap3}>
          <Skeleton shape="rect" height="auto" className={styles.square} />
          <div className={styles.thumbnails}>
            {[0, 1, 2, 3].map((thumbnail) => (
              <Skeleton key={thumbnail} shape="rect" height="auto" className={styles.square} />
            ))}
          </div>
        </div>
        <div className={`${stack.gap3} ${pageStyles.info}`}>
          <p role="status" className={textStyles.note}>
            {status}
          </p>
          <Skeleton shape="rect" height={40} />
          <Skeleton lines={4} />
          <Skeleton shape="rect" width="35%" height={36} />
          <Skeleton shape="rect" height={220} />
        </div>
      </div>
      <Skeleton shape="rect" height={420} />
      <Skeleton shape="rect" height={380} />
    </div>
  );
}
