import { type components, localize } from '@probuild/api-client';
import type { CompareQuery, CompareSelectionEvent, CompareSort } from '@probuild/machines';
import {
  Button,
  Checkbox,
  formatWholeBaht,
  Popover,
  PopoverClose,
  SearchBox,
  Select,
  TextField,
  VisuallyHidden,
} from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/useLocale.ts';
import styles from './ComparePage.module.css';
import { PRICE_BOUND_MAX_BAHT, typedWholeBaht } from './compareProducts.ts';

type CategoryRef = components['schemas']['CategoryRef'];
type BrandRef = components['schemas']['BrandRef'];

const SORTS: CompareSort[] = ['price_asc', 'price_desc', 'name_asc', 'name_desc'];

interface CompareFiltersProps {
  query: CompareQuery;
  categories: CategoryRef[];
  brands: BrandRef[];
  send: (event: CompareSelectionEvent) => void;
}

/**
 * The comparison grid's filters: search (button or Enter), main-category chips, the brand and
 * price popups, the sort and Clear Filters. Every change goes back to page 1 (the machine's rule).
 */
export function CompareFilters({ query, categories, brands, send }: CompareFiltersProps) {
  const intl = useIntl();
  const locale = useLocale();
  const filtered =
    query.search.trim() !== '' ||
    query.category !== null ||
    query.brands.length > 0 ||
    query.priceMin !== null ||
    query.priceMax !== null;

  return (
    <div className={stack.gap3}>
      <SearchBox
        key={query.search}
        className={styles.search}
        label={intl.formatMessage({ id: 'compare.search.label' })}
        submitLabel={intl.formatMessage({ id: 'compare.search.submit' })}
        defaultValue={query.search}
        onSearch={(search) => send({ type: 'SET_SEARCH', search })}
      />
      {categories.length > 0 && (
        <fieldset className={styles.chips}>
          <VisuallyHidden as="legend">
            {intl.formatMessage({ id: 'compare.categories.label' })}
          </VisuallyHidden>
          {categories.map((category) => {
            const chosen = query.category === category.key;
            return (
              <Button
                key={category.key}
                size="sm"
                variant={chosen ? 'primary' : 'secondary'}
                aria-pressed={chosen}
                onClick={() => send({ type: 'SET_CATEGORY', category: chosen ? null : category.key })}
              >
                {localize(category.name, locale)}
              </Button>
            );
          })}
        </fieldset>
      )}
      <div className={styles.popups}>
        <BrandPopup brands={brands} chosen={query.brands} send={send} />
        <PricePopup query={query} send={send} />
        <Select
          layout="inline"
          label={intl.formatMessage({ id: 'compare.sort.label' })}
          value={query.sort}
          options={SORTS.map((sort) => ({
            value: sort,
            label: intl.formatMessage({ id: `compare.sort.${sort}` }),
          }))}
          onValueChange={(sort) => send({ type: 'SET_SORT', sort: sort as CompareSort })}
        />
        <Button
          size="sm"
          variant="ghost"
          aria-disabled={!filtered}
          onClick={() => filtered && send({ type: 'CLEAR_FILTERS' })}
        >
          {intl.formatMessage({ id: 'compare.clearFilters' })}
        </Button>
      </div>
    </div>
  );
}

/** Several brands at once: ticks are a draft until Confirm; Clear All unticks them all. */
function BrandPopup({
  brands,
  chosen,
  send,
}: {
  brands: BrandRef[];
  chosen: string[];
  send: CompareFiltersProps['send'];
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>(chosen);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(chosen);
        setOpen(next);
      }}
      title={intl.formatMessage({ id: 'compare.brands.title' })}
      trigger={
        <Button size="sm" variant={chosen.length > 0 ? 'primary' : 'secondary'}>
          {chosen.length > 0
            ? intl.formatMessage({ id: 'compare.brands.buttonCount' }, { count: chosen.length })
            : intl.formatMessage({ id: 'compare.brands.button' })}
        </Button>
      }
      footer={
        <>
          <Button size="sm" variant="ghost" onClick={() => setDraft([])}>
            {intl.formatMessage({ id: 'compare.brands.clearAll' })}
          </Button>
          <Button
            size="sm"
            onClick={() => {
              send({ type: 'SET_BRANDS', brands: draft });
              setOpen(false);
            }}
          >
            {intl.formatMessage({ id: 'compare.confirm' })}
          </Button>
        </>
      }
    >
      {brands.length === 0 ? (
        <p>{intl.formatMessage({ id: 'compare.brands.none' })}</p>
      ) : (
        <div className={styles.brandList}>
          {brands.map((brand) => (
            <Checkbox
              key={brand.key}
              label={brand.name}
              checked={draft.includes(brand.key)}
              onCheckedChange={(checked) =>
                setDraft((current) =>
                  checked === true ? [...current, brand.key] : current.filter((key) => key !== brand.key),
                )
              }
            />
          ))}
        </div>
      )}
    </Popover>
  );
}

/** Lowest and highest price in whole baht: an empty lowest is 0, an empty highest is no limit. */
function PricePopup({ query, send }: { query: CompareQuery; send: CompareFiltersProps['send'] }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // What the shopper typed, kept so the popup shows it again; the machine holds the whole baht.
  const [typed, setTyped] = useState({ min: '', max: '' });
  const [draft, setDraft] = useState(typed);
  const active = query.priceMin !== null || query.priceMax !== null;
  const min = typedWholeBaht(draft.min);
  const max = typedWholeBaht(draft.max);
  const tooHigh = (bound: number | null) =>
    bound !== null && bound > PRICE_BOUND_MAX_BAHT
      ? intl.formatMessage({ id: 'compare.price.tooHigh' }, { max: formatWholeBaht(PRICE_BOUND_MAX_BAHT) })
      : undefined;
  const upsideDown =
    min !== null && max !== null && min > max
      ? intl.formatMessage({ id: 'compare.price.upsideDown' })
      : undefined;
  const minError = tooHigh(min);
  const maxError = tooHigh(max) ?? upsideDown;

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(active ? typed : { min: '', max: '' });
        setOpen(next);
      }}
      title={intl.formatMessage({ id: 'compare.price.title' })}
      trigger={
        <Button size="sm" variant={active ? 'primary' : 'secondary'}>
          {active
            ? intl.formatMessage(
                { id: 'compare.price.button' },
                {
                  min: formatWholeBaht(query.priceMin ?? 0),
                  max:
                    query.priceMax === null
                      ? intl.formatMessage({ id: 'compare.price.noLimit' })
                      : formatWholeBaht(query.priceMax),
                },
              )
            : intl.formatMessage({ id: 'compare.price.any' })}
        </Button>
      }
      footer={
        <>
          <PopoverClose asChild>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setTyped({ min: '', max: '' });
                send({ type: 'SET_PRICE_RANGE', priceMin: null, priceMax: null });
              }}
            >
              {intl.formatMessage({ id: 'compare.price.clear' })}
            </Button>
          </PopoverClose>
          <Button
            size="sm"
            aria-disabled={Boolean(minError || maxError)}
            onClick={() => {
              if (minError || maxError) return;
              setTyped(draft);
              send({ type: 'SET_PRICE_RANGE', priceMin: min, priceMax: max });
              setOpen(false);
            }}
          >
            {intl.formatMessage({ id: 'compare.confirm' })}
          </Button>
        </>
      }
    >
      <div className={styles.priceFields}>
        <TextField
          numeric
          label={intl.formatMessage({ id: 'compare.price.min' })}
          placeholder="0"
          value={draft.min}
          error={minError}
          onChange={(event) => {
            const min = event.currentTarget.value;
            setDraft((current) => ({ ...current, min }));
          }}
        />
        <TextField
          numeric
          label={intl.formatMessage({ id: 'compare.price.max' })}
          placeholder={intl.formatMessage({ id: 'compare.price.noLimit' })}
          value={draft.max}
          error={maxError}
          onChange={(event) => {
            const max = event.currentTarget.value;
            setDraft((current) => ({ ...current, max }));
          }}
        />
      </div>
    </Popover>
  );
}
