import { FormSection } from '@probuild/ui';
import { useText } from '../../i18n/messages.ts';
import { ProductPictures } from '../ProductPictures/ProductPictures.tsx';

/**
 * The editor's place for the product's pictures (upload, order, remove). A product gets pictures
 * once it is saved, since they are kept under its SKU; roles that may not edit do not manage them.
 */
export function ProductPicturesSection({ sku, canEdit }: { sku: string | null; canEdit: boolean }) {
  const t = useText();
  return (
    <FormSection title={t('product.section.pictures')}>
      {sku === null ? (
        <p>{t('product.picturesAfterSave')}</p>
      ) : canEdit ? (
        <ProductPictures sku={sku} />
      ) : (
        <p>{t('product.picturesEditorsOnly')}</p>
      )}
    </FormSection>
  );
}
