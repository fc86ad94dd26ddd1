import { localize } from '@probuild/api-client';
import { Checkbox, ColourPicker, Price, QuantityStepper } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { BuyBox } from '../../../product/BuyBox/BuyBox.tsx';
import {
  type BundleItem,
  colourInput,
  colourOptions,
  type ProductDetail,
} from '../../../product/productTypes.ts';
import { useAddToCart } from '../../../session/useAddToCart.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import { keepPendingChoice, readPendingChoice, useForgetPendingChoiceOnAdd } from '../pendingChoice.ts';
import styles from './ProductPurchase.module.css';

/** What the shopper has chosen on the page; kept over the reload of a sign-in. */
interface Choice {
  colour: string | null;
  quantity: number;
  /** Chosen add-ons by SKU: their quantity and colour. */
  addOns: Record<string, { quantity: number; colour: string | null }>;
}

function restoredChoice(product: ProductDetail): Choice | null {
  const stored = readPendingChoice<Choice>(product.sku);
  if (!stored) return null;
  return { colour: stored.colour ?? null, quantity: stored.quantity ?? 1, addOns: stored.addOns ?? {} };
}

/**
 * The buying column of a product page: colour, quantity (1 to what the server allows), the bundle
 * add-ons from the server, Add to Cart with its busy state, and the result box. A guest gets the
 * sign-in popup and finds the same choice after signing in.
 */
export function ProductPurchase({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  const _text = useMachineText();
  const { customerId, add: addItem, ...cart } = useAddToCart();
  useForgetPendingChoiceOnAdd(cart.succeeded);
  const bundles = queries.useQuery('get', '/web/product-detail/{sku}/bundles', {
    params: { path: { sku: product.sku } },
  });
  const [choice, setChoice] = useState<Choice>(
    () =>
      restoredChoice(product) ?? {
        colour:
          product.selectedColor?.value ?? product.colors.find((colour) => colour.available)?.value ?? null,
        quantity: 1,
        addOns: {},
      },
  );

  const colourOf = (colours: ProductDetail['colors'], value: string | null) =>
    colours.find((colour) => colour.value === value);
  const offered = bundles.data?.data ?? [];

  const add = () => {
    if (!customerId) {
      keepPendingChoice(product.sku, choice);
    }
    const addOns = offered.flatMap((bundle) => {
      const chosen = choice.addOns[bundle.sku];
      if (!chosen) return [];
      return [
        {
          sku: bundle.sku,
          quantity: chosen.quantity,
          selectedColor: colourInput(colourOf(bundle.colors, chosen.colour)),
        },
      ];
    });
    addItem({
      sku: product.sku,
      quantity: choice.quantity,
      selectedColor: colourInput(colourOf(product.colors, choice.colour)),
      addOns,
    });
  };

  const setAddOn = (bundle: BundleItem, next: { quantity: number; colour: string | null } | null) =>
    setChoice((current) => {
      const addOns = { ...current.addOns };
      if (next) addOns[bundle.sku] = next;
      else delete addOns[bundle.sku];
      return { ...current, addOns };
    });

  return (
    <div className={stack.gap4}>
      {product.colors.length > 0 && (
        <ColourPicker
          label={intl.formatMessage({ id: 'product.colour' })}
          options={colourOptions(product.colors, locale)}
          value={choice.colour ?? undefined}
          onValueChange={(colour) => setChoice((current) => ({ ...current, colour }))}
          disabled={cart.adding}
        />
      )}
      {offered.length > 0 && (
        <fieldset className={`${stack.gap3} ${styles.bundles}`}>
          <legend>{intl.formatMessage({ id: 'product.bundles.title' })}</legend>
          {offered.map((bundle) => {
            const name = localize(bundle.name, locale);
            const chosen = choice.addOns[bundle.sku];
            return (
              <div key={bundle.id} className={styles.bundle}>
                {bundle.image && <img src={bundle.image} alt="" width={64} height={64} loading="lazy" />}
                <div className={`${stack.gap2} ${styles.bundleText}`}>
                  <Checkbox
                    label={name}
                    checked={Boolean(chosen)}
                    disabled={cart.adding}
                    onCheckedChange={(checked) =>
                      setAddOn(
                        bundle,
                        checked
                          ? {
                              quantity: Math.min(Math.max(1, bundle.quantity), choice.quantity),
                              colour: bundle.selectedColor?.value ?? bundle.colors[0]?.value ?? null,
                            }
                          : null,
                      )
                    }
                  />
                  <Price
                    price={bundle.oldPrice ?? bundle.price}
                    salePrice={bundle.oldPrice ? bundle.price : null}
                    size="sm"
                  />
                  {chosen && bundle.colors.length > 0 && (
                    <ColourPicker
                      label={intl.formatMessage({ id: 'product.bundles.colour' }, { name })}
                      options={colourOptions(bundle.colors, locale)}
                      value={chosen.colour ?? undefined}
                      onValueChange={(colour) => setAddOn(bundle, { ...chosen, colour })}
                    />
                  )}
                  {chosen && (
                    <QuantityStepper
                      size="sm"
                      label={intl.formatMessage({ id: 'product.bundles.quantity' }, { name })}
                      value={chosen.quantity}
                      min={1}
                      // The bundle price holds for one add-on per product bought.
                      max={choice.quantity}
                      disabled={cart.adding}
                      onValueChange={(quantity) => setAddOn(bundle, { ...chosen, quantity })}
                    />
                  )}
                </div>
              </div>
            );
          })}
        </fieldset>
      )}
      <BuyBox
        pinnedOnPhones
        quantity={choice.quantity}
        onQuantityChange={(quantity) =>
          setChoice((current) => ({
            ...current,
            quantity,
            // Fewer of the product: no more add-ons than products, as the bundle price allows.
            addOns: Object.fromEntries(
              Object.entries(current.addOns).map(([sku, addOn]) => [
                sku,
                { ...addOn, quantity: Math.min(addOn.quantity, quantity) },
              ]),
            ),
          }))
        }
        product={product}
        cart={cart}
        onAdd={add}
      />
    </div>
  );
}
