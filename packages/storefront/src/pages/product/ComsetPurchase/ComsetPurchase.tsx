import { type components, localize, toApiError } from '@probuild/api-client';
import { AlertBox, Button, ComsetConfigurator, type ComsetQuoteState, Skeleton } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { BuyBox } from '../../../product/BuyBox/BuyBox.tsx';
import { levelConfiguration } from '../../../product/comsetLevel.ts';
import type { ProductDetail } from '../../../product/productTypes.ts';
import { useAddToCart } from '../../../session/useAddToCart.ts';
import { QueryErrorState } from '../../../shared/QueryErrorState/index.ts';
import { keepPendingChoice, readPendingChoice, useForgetPendingChoiceOnAdd } from '../pendingChoice.ts';
import styles from './ComsetPurchase.module.css';

type ComsetOptions = components['schemas']['ComsetOptions'];
type LevelKey = components['schemas']['ComsetLevelKey'];
const PART_GROUPS = ['cpu', 'gpu', 'ram', 'storage'] as const;
type PartGroup = (typeof PART_GROUPS)[number];

/** The shopper's configuration: a level to start from, one option per part group, extras by group. */
interface Configuration {
  level: LevelKey;
  parts: Record<PartGroup, string>;
  extras: Record<string, string | null>;
  quantity: number;
}

function restoredConfiguration(sku: string): Configuration | null {
  const stored = readPendingChoice<Configuration>(sku);
  if (!stored?.level || !stored.parts) return null;
  return {
    level: stored.level,
    parts: stored.parts,
    extras: stored.extras ?? {},
    quantity: stored.quantity ?? 1,
  };
}

type Preset = Pick<Configuration, 'level' | 'parts'>;

/**
 * The buying column of a computer set: the configurator (levels, parts, extras), its price as the
 * server quotes it for every change, and Add to Cart with the configuration. A guest gets the
 * sign-in popup and finds the same configuration after signing in.
 */
export function ComsetPurchase({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const options = queries.useQuery('get', '/web/product-detail/{sku}/comset-options', {
    params: { path: { sku: product.sku } },
  });

  if (options.isError) {
    return (
      <QueryErrorState
        query={options}
        message={intl.formatMessage({ id: 'product.comset.loadFailed' })}
        retryLabel={intl.formatMessage({ id: 'product.retry' })}
      />
    );
  }
  if (!options.data) {
    return (
      <div aria-busy="true">
        <p role="status" className={styles.loading}>
          {intl.formatMessage({ id: 'product.comset.loading' })}
        </p>
        <Skeleton lines={6} />
      </div>
    );
  }
  const preset = levelConfiguration(options.data.data, 'default');
  if (!preset) {
    return <p className={styles.loading}>{intl.formatMessage({ id: 'product.comset.unavailable' })}</p>;
  }
  return <ComsetConfiguration product={product} options={options.data.data} preset={preset} />;
}

function ComsetConfiguration({
  product,
  options,
  preset,
}: {
  product: ProductDetail;
  options: ComsetOptions;
  preset: Preset;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { customerId, add, ...cart } = useAddToCart();
  useForgetPendingChoiceOnAdd(cart.succeeded);
  const [configuration, setConfiguration] = useState<Configuration>(
    () => restoredConfiguration(product.sku) ?? { ...preset, extras: {}, quantity: 1 },
  );
  const selection = {
    level: configuration.level,
    ...configuration.parts,
    extras: Object.values(configuration.extras).filter((id): id is string => id !== null),
  };
  const quote = queries.useQuery(
    'post',
    '/web/product-detail/{sku}/comset-price',
    { params: { path: { sku: product.sku } }, body: selection },
    { placeholderData: keepPreviousData },
  );

  const matchingLevel = options.levels.find((level) =>
    PART_GROUPS.every((group) => level.selection[group] === configuration.parts[group]),
  );
  const quoteState: ComsetQuoteState = quote.isError
    ? { status: 'error', onRetry: () => quote.refetch() }
    : quote.data
      ? { status: 'ready', ...quote.data.data, updating: quote.isPlaceholderData }
      : { status: 'pending' };
  // A configuration the set no longer offers (kept over a sign-in while the shop changed it).
  const outdated = quote.isError && toApiError(quote.error).kind === 'http';

  const update = (change: Partial<Configuration>) =>
    setConfiguration((current) => ({ ...current, ...change }));
  const addToCart = () => {
    if (!customerId) {
      keepPendingChoice(product.sku, configuration);
    }
    add({ sku: product.sku, quantity: configuration.quantity, comset: selection });
  };

  return (
    <div className={stack.gap4}>
      <ComsetConfigurator
        levels={options.levels.map((level) => ({
          key: level.key,
          name: localize(level.name, locale),
          price: level.price,
        }))}
        level={matchingLevel?.key ?? null}
        onLevelChange={(key) => {
          const preset = levelConfiguration(options, key as LevelKey);
          if (preset) update(preset);
        }}
        groups={PART_GROUPS.map((group) => ({
          key: group,
          label: intl.formatMessage({ id: `product.comset.${group}` }),
          options: options[group].map((part) => ({
            id: part.id,
            name: localize(part.name, locale),
            price: part.price,
            discount: part.discount,
          })),
        }))}
        chosen={configuration.parts}
        onPartChange={(group, id) => update({ parts: { ...configuration.parts, [group]: id } })}
        extras={options.extras.map((group) => ({
          key: group.key,
          label: localize(group.label, locale),
          items: group.items.map((item) => ({
            id: item.id,
            name: localize(item.name, locale),
            description: localize(item.desc, locale),
            image: item.image,
            price: item.price,
            oldPrice: item.oldPrice,
          })),
        }))}
        chosenExtras={configuration.extras}
        onExtraChange={(group, id) => update({ extras: { ...configuration.extras, [group]: id } })}
        quote={quoteState}
        disabled={cart.adding}
      />
      {outdated && (
        <AlertBox tone="error">
          <p>{intl.formatMessage({ id: 'product.comset.outdated' })}</p>
          <Button variant="secondary" size="sm" onClick={() => update({ ...preset, extras: {} })}>
            {intl.formatMessage({ id: 'product.comset.reset' })}
          </Button>
        </AlertBox>
      )}
      <BuyBox
        pinnedOnPhones
        quantity={configuration.quantity}
        onQuantityChange={(quantity) => update({ quantity })}
        product={product}
        cart={cart}
        waiting={quoteState.status !== 'ready' || quoteState.updating === true}
        onAdd={addToCart}
      />
    </div>
  );
}
