import { localize } from '@probuild/api-client';
import { Badge, Button, Dialog, Price } from '@probuild/ui';
import facts from '@probuild/ui/styles/facts.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLocale } from '../../../i18n/useLocale.ts';
import { productLink } from '../../../routes/links.ts';
import type { JudgedPart } from '../builderParts.ts';
import { CompatibilityMark } from '../PartPicker/index.ts';
import styles from './PartDetail.module.css';

export interface PartDetailProps {
  part: JudgedPart | undefined;
  open: boolean;
  chosen: boolean;
  onClose: () => void;
  onChoose: () => void;
}

/** The popup of the part in view (the page behind it does not scroll): picture, specifications, verdict, choose. */
export function PartDetail({ part, open, chosen, onClose, onChoose }: PartDetailProps) {
  const intl = useIntl();
  const locale = useLocale();
  if (!part) return null;
  const { product } = part;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="lg"
      title={localize(product.name, locale)}
      description={localize(product.shortDesc, locale)}
      footer={
        <Button onClick={onChoose} disabled={chosen || !product.inStock}>
          {intl.formatMessage({
            id: chosen ? 'spec.chosen' : product.inStock ? 'spec.choose' : 'spec.outOfStock',
          })}
        </Button>
      }
    >
      <div className={styles.detail}>
        {product.images[0] && (
          <img src={product.images[0]} alt="" width={200} height={200} className={styles.image} />
        )}
        <div className={`${stack.gap3} ${styles.facts}`}>
          <div className={styles.meta}>
            <Price price={product.price} salePrice={product.salePrice} />
            <Badge tone={product.inStock ? 'success' : 'error'} size="sm">
              {intl.formatMessage({ id: product.inStock ? 'spec.inStock' : 'spec.outOfStock' })}
            </Badge>
          </div>
          <CompatibilityMark compatibility={part.compatibility} />
          {part.specs.length > 0 && (
            <dl className={`${facts.facts} ${styles.specs}`}>
              {part.specs.map((spec) => (
                <div key={spec.key} className={styles.spec}>
                  <dt>{localize(spec.label, locale)}</dt>
                  <dd>{spec.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <Link href={productLink(product.sku)} className={styles.link}>
            {intl.formatMessage({ id: 'spec.productPage' })}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
