import { localize } from '@probuild/api-client';
import { Button, ColourPicker, Dialog, Price, ProductGallery, Skeleton } from '@probuild/ui';
import columns from '@probuild/ui/styles/columns.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { queries } from '../../api/client.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { BuyBox } from '../../product/BuyBox/BuyBox.tsx';
import { colourInput, colourOptions, type ProductDetail } from '../../product/productTypes.ts';
import { productLink } from '../../routes/links.ts';
import { useAddToCart } from '../../session/useAddToCart.ts';
import { QueryErrorState } from '../QueryErrorState/index.ts';
import styles from './QuickView.module.css';

/**
 * A product seen without leaving the page: pictures, colours, description, price, quantity and
 * Add to Cart, with a link to its own page. A computer set is configured on its own page only.
 */
export function QuickView({ sku, name }: { sku: string; name: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      size="lg"
      open={open}
      onOpenChange={setOpen}
      title={name}
      trigger={
        <Button variant="secondary" size="sm" fullWidth>
          {intl.formatMessage({ id: 'product.quickView.open' })}
        </Button>
      }
    >
      {open && <QuickViewBody sku={sku} onClose={() => setOpen(false)} />}
    </Dialog>
  );
}

function QuickViewBody({ sku, onClose }: { sku: string; onClose: () => void }) {
  const intl = useIntl();
  const detail = queries.useQuery('get', '/web/product-detail/{sku}', { params: { path: { sku } } });
  if (detail.isError) {
    return (
      <QueryErrorState
        query={detail}
        message={intl.formatMessage({ id: 'product.loadError' })}
        retryLabel={intl.formatMessage({ id: 'product.retry' })}
      />
    );
  }
  if (!detail.data) {
    return (
      <div aria-busy="true" className={`${columns.twoColumns} ${styles.layout}`}>
        <Skeleton shape="rect" height={240} />
        <Skeleton lines={4} />
      </div>
    );
  }
  return <QuickViewProduct product={detail.data.data} onClose={onClose} />;
}

function QuickViewProduct({ product, onClose }: { product: ProductDetail; onClose: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const { customerId, add, ...cart } = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const [colour, setColour] = useState(
    product.selectedColor?.value ?? product.colors.find((candidate) => candidate.available)?.value ?? null,
  );
  const name = localize(product.name, locale);
  const href = productLink(product.sku, 'home');
  const isSet = product.productType === 'comset';

  const addOne = () => {
    // A guest signs in first: the sign-in popup takes the place of this one.
    if (!customerId) onClose();
    add({
      sku: product.sku,
      quantity,
      selectedColor: colourInput(product.colors.find((candidate) => candidate.value === colour)),
    });
  };

  return (
    <div className={`${columns.twoColumns} ${styles.layout}`}>
      <ProductGallery images={product.images} productName={name} />
      <div className={`${stack.gap3} ${styles.info}`}>
        <Price price={product.price} salePrice={product.salePrice} size="lg" />
        <p className={styles.description}>{localize(product.shortDesc, locale)}</p>
        {product.colors.length > 0 && !isSet && (
          <ColourPicker
            label={intl.formatMessage({ id: 'product.colour' })}
            options={colourOptions(product.colors, locale)}
            value={colour ?? undefined}
            onValueChange={setColour}
            disabled={cart.adding}
          />
        )}
        {!isSet && (
          <BuyBox
            quantity={quantity}
            onQuantityChange={setQuantity}
            product={product}
            cart={cart}
            onAdd={addOne}
          />
        )}
        <a className={styles.details} href={href}>
          {intl.formatMessage({ id: isSet ? 'product.quickView.configure' : 'product.quickView.details' })}
        </a>
      </div>
    </div>
  );
}
