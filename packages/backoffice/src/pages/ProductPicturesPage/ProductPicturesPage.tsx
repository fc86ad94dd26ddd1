import { PageHeader, Stack } from '@probuild/ui';
import { useText } from '../../i18n/messages.ts';
import { ProductPictures } from '../ProductPictures/ProductPictures.tsx';

/** A product's pictures on a page of their own (`/products/{sku}/pictures`). */
export function ProductPicturesPage({ sku }: { sku: string }) {
  const t = useText();
  return (
    <Stack gap={6}>
      <PageHeader title={t('pictures.pageTitle', { sku })} />
      <ProductPictures sku={sku} />
    </Stack>
  );
}
