import { localize } from '@probuild/api-client';
import {
  type FilterMenu,
  filterOptions,
  message,
  nextUnchosenCategory,
  type SpecBuilderContext,
  visibleParts,
} from '@probuild/machines';
import { Button, Dropdown, EmptyState, ErrorState, Price, SearchBox, Skeleton, Switch } from '@probuild/ui';
import listStyles from '@probuild/ui/styles/list.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import type { JudgedPart } from '../builderParts.ts';
import { type BuilderView, filterMenusOf } from '../builderView.ts';
import { CompatibilityMark } from './CompatibilityMark.tsx';
import styles from './PartPicker.module.css';

export type ListState = 'loading' | 'ready' | 'failed';

export interface PartPickerProps {
  view: BuilderView;
  context: SpecBuilderContext;
  list: ListState;
  compatibleOnly: boolean;
  onCompatibleOnlyChange: (on: boolean) => void;
  /** Reads the current open menu when Radix reports a close (several reports can come in one click). */
  openMenuNow: () => FilterMenu | null;
  /** After a part is chosen (a phone's sheet closes). */
  onChosen?: () => void;
}

/** A part is offered under "compatible only" unless the server judged it incompatible with the build. */
export function isOffered(verdict: JudgedPart | undefined): boolean {
  return verdict?.compatibility.status !== 'incompatible';
}

/**
 * The parts of the current category: name search, price sort, Brand / Series / Socket menus (one
 * open at a time), the compatible-only switch, and each part with its verdict, details and choose.
 */
export function PartPicker({
  view,
  context,
  list,
  compatibleOnly,
  onCompatibleOnlyChange,
  openMenuNow,
  onChosen,
}: PartPickerProps) {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const categoryName = view.categoryLabel(context.category);
  const chosenSku = context.build[context.category]?.sku;
  const shown = visibleParts(context).filter(
    (part) => !compatibleOnly || isOffered(view.verdictOf(part.sku)),
  );
  const ready = list === 'ready';
  const title = useRef<HTMLHeadingElement>(null);

  const filterMenu = (menu: FilterMenu) => {
    const options = filterOptions(context.parts, menu);
    const filterName = intl.formatMessage({ id: `spec.filter.${menu}` });
    const all = intl.formatMessage({ id: 'spec.filter.all' });
    return (
      <Dropdown
        key={menu}
        align="start"
        open={context.openMenu === menu}
        onOpenChange={(open) => {
          if (open) {
            if (openMenuNow() !== menu) view.send({ type: 'TOGGLE_MENU', menu });
          } else if (openMenuNow() === menu) {
            view.send({ type: 'CLOSE_MENU' });
          }
        }}
        trigger={
          <Button variant="secondary" size="sm" disabled={!ready || options.length === 0}>
            {intl.formatMessage(
              { id: 'spec.filter.trigger' },
              { filter: filterName, value: context.filters[menu] ?? all },
            )}
          </Button>
        }
        choice={{
          label: filterName,
          value: context.filters[menu] ?? '',
          options: [
            { value: '', label: all },
            ...options.map((option) => ({ value: option, label: option })),
          ],
          onValueChange: (value) => view.send({ type: 'SET_FILTER', filter: menu, value: value || null }),
        }}
      />
    );
  };

  return (
    <section className={`${stack.gap3} ${styles.picker}`} aria-labelledby="spec-part-picker-title">
      <h2 id="spec-part-picker-title" ref={title} tabIndex={-1} className={styles.title}>
        {categoryName}
      </h2>
      <div className={stack.gap2}>
        <SearchBox
          compact
          label={intl.formatMessage({ id: 'spec.search' }, { category: categoryName })}
          value={context.search}
          onValueChange={(search) => view.send({ type: 'SEARCH_CHANGED', search })}
          onSearch={(search) => view.send({ type: 'SEARCH_CHANGED', search })}
          disabled={!ready}
        />
        <div className={styles.filters}>{filterMenusOf(context.category).map(filterMenu)}</div>
        <div className={styles.switches}>
          <Switch
            label={intl.formatMessage({ id: 'spec.sortByPrice' })}
            checked={context.sortByPrice}
            disabled={!ready}
            onCheckedChange={() => view.send({ type: 'TOGGLE_PRICE_SORT' })}
          />
          <Switch
            label={intl.formatMessage({ id: 'spec.compatibleOnly' })}
            checked={compatibleOnly}
            onCheckedChange={onCompatibleOnlyChange}
          />
        </div>
      </div>
      {list === 'loading' && (
        <div
          className={listStyles.rows}
          role="status"
          aria-label={intl.formatMessage({ id: 'spec.loadingParts' })}
        >
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} shape="rect" height={88} />
          ))}
        </div>
      )}
      {list === 'failed' && context.error && (
        <ErrorState message={text(context.error)} onRetry={() => view.send({ type: 'RETRY' })} />
      )}
      {ready && shown.length === 0 && <EmptyState title={text(message('specBuilder.noResults'))} />}
      {ready && shown.length > 0 && (
        <>
          <p className={textStyles.note} aria-live="polite">
            {intl.formatMessage({ id: 'spec.partCount' }, { count: shown.length })}
          </p>
          <ul className={listStyles.rows}>
            {shown.map((part) => {
              const verdict = view.verdictOf(part.sku);
              const name = localize(part.name, locale);
              const chosen = part.sku === chosenSku;
              const product = verdict?.product;
              return (
                <li key={part.sku} className={styles.part} data-state={chosen ? 'chosen' : undefined}>
                  {product?.images[0] && (
                    <img
                      src={product.images[0]}
                      alt=""
                      width={72}
                      height={72}
                      loading="lazy"
                      className={styles.image}
                    />
                  )}
                  <div className={`${stack.gap1} ${styles.body}`}>
                    <p className={styles.name}>{name}</p>
                    <div className={styles.meta}>
                      {product ? (
                        <Price price={product.price} salePrice={product.salePrice} size="sm" />
                      ) : null}
                    </div>
                    {verdict && <CompatibilityMark compatibility={verdict.compatibility} />}
                  </div>
                  <div className={styles.actions}>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={intl.formatMessage({ id: 'spec.detailsNamed' }, { name })}
                      onClick={() => {
                        view.send({ type: 'VIEW_PART', sku: part.sku });
                        view.send({ type: 'OPEN_DETAIL' });
                      }}
                    >
                      {intl.formatMessage({ id: 'spec.details' })}
                    </Button>
                    {chosen ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={intl.formatMessage({ id: 'spec.removeNamed' }, { name })}
                        onClick={() => view.send({ type: 'REMOVE_PART', category: context.category })}
                      >
                        {intl.formatMessage({ id: 'spec.remove' })}
                      </Button>
                    ) : !part.inStock ? (
                      <Button
                        size="sm"
                        disabled
                        aria-label={intl.formatMessage({ id: 'spec.outOfStockNamed' }, { name })}
                      >
                        {intl.formatMessage({ id: 'spec.outOfStock' })}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        aria-label={intl.formatMessage({ id: 'spec.chooseNamed' }, { name })}
                        onClick={() => {
                          const movesOn =
                            nextUnchosenCategory(context.category, {
                              ...context.build,
                              [context.category]: part,
                            }) !== null;
                          view.send({ type: 'CHOOSE_PART', sku: part.sku });
                          // A phone's sheet closes and gives the focus back; on a wide screen the
                          // chosen part's button leaves with the list, so the next list takes it.
                          if (onChosen) onChosen();
                          else if (movesOn) title.current?.focus();
                        }}
                      >
                        {intl.formatMessage({ id: 'spec.choose' })}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
