import { type ReactElement, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { Accordion } from '../Accordion/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { Drawer } from '../Drawer/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { CloseGlyph } from '../icons/controlGlyphs.tsx';
import { LoadingBar } from '../LoadingBar/index.ts';
import { Select } from '../Select/index.ts';
import card from '../styles/card.module.css';
import stack from '../styles/stack.module.css';
import titleBar from '../styles/titleBar.module.css';
import { TextField } from '../TextField/index.ts';
import styles from './FilterPanel.module.css';
import { messages } from './messages.ts';

export type FilterSort = 'price_desc' | 'price_asc' | 'newest' | 'oldest';

/** The spec's default order of the filter drawer: price low to high. */
export const DEFAULT_FILTER_SORT: FilterSort = 'price_asc';

export interface FilterGroup {
  id: string;
  /** The group's title in the current language, e.g. "แบรนด์" / "Brand". */
  title: string;
  options: { value: string; label: string }[];
}

export interface FilterValue {
  sort: FilterSort;
  /** Whole baht; null when not set. */
  priceMin: number | null;
  priceMax: number | null;
  /** The checked option values per group id. */
  selected: Record<string, string[]>;
}

export const EMPTY_FILTER_VALUE: FilterValue = {
  sort: DEFAULT_FILTER_SORT,
  priceMin: null,
  priceMax: null,
  selected: {},
};

export interface FilterPanelProps {
  /** The filters (controlled): every change calls onChange with the whole new value. */
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  /** Collapsible groups of checkboxes. */
  groups: FilterGroup[];
  /** Groups open at first (by id); all closed by default. */
  defaultOpenGroups?: string[];
  /** Progress (0–100) of loading the results, shown as a bar along the top; none when null. */
  loadingProgress?: number | null;
  /** A close button in the panel's header (the drawer brings its own). */
  onClose?: () => void;
  /** Shows the panel in a Drawer (phones) instead of in the page. */
  drawer?: { open: boolean; onOpenChange: (open: boolean) => void; trigger?: ReactElement };
  /** Under the fields: e.g. the button that shows the results of filters chosen somewhere else. */
  footer?: ReactNode;
}

const SORTS: FilterSort[] = ['price_desc', 'price_asc', 'newest', 'oldest'];

/** Digits typed into a price field as whole baht; empty is no limit. */
function parsePrice(text: string): number | null {
  return text === '' ? null : Number(text);
}

/**
 * The product filters ('Filter Products'): sort order, a price range in whole baht, and collapsible
 * groups of checkboxes. In the page (desktop) or in a drawer (phones); results loading show as a bar.
 */
export function FilterPanel({
  value,
  onChange,
  groups,
  defaultOpenGroups = [],
  loadingProgress = null,
  onClose,
  drawer,
  footer,
}: FilterPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const title = intl.formatMessage(messages.title);
  const rangeError =
    value.priceMin !== null && value.priceMax !== null && value.priceMin > value.priceMax
      ? intl.formatMessage(messages.rangeError)
      : undefined;

  const toggle = (groupId: string, option: string, checked: boolean) => {
    const current = value.selected[groupId] ?? [];
    const next = checked ? [...current, option] : current.filter((item) => item !== option);
    onChange({ ...value, selected: { ...value.selected, [groupId]: next } });
  };

  const fields = (
    <div className={stack.gap4}>
      {loadingProgress !== null && (
        <LoadingBar
          value={loadingProgress}
          placement="inline"
          label={intl.formatMessage(messages.loading)}
          className={styles.loadingBar}
        />
      )}
      <Select
        label={intl.formatMessage(messages.sort)}
        options={SORTS.map((sort) => ({ value: sort, label: intl.formatMessage(messages[sort]) }))}
        value={value.sort}
        onValueChange={(sort) => onChange({ ...value, sort: sort as FilterSort })}
      />
      <fieldset className={styles.price}>
        <legend className={styles.legend}>{intl.formatMessage(messages.priceRange)}</legend>
        <div className={styles.priceFields}>
          <TextField
            label={intl.formatMessage(messages.priceMin)}
            numeric
            value={value.priceMin ?? ''}
            onChange={(event) => onChange({ ...value, priceMin: parsePrice(event.currentTarget.value) })}
            error={rangeError}
          />
          <TextField
            label={intl.formatMessage(messages.priceMax)}
            numeric
            value={value.priceMax ?? ''}
            onChange={(event) => onChange({ ...value, priceMax: parsePrice(event.currentTarget.value) })}
          />
        </div>
      </fieldset>
      <Accordion
        type="multiple"
        defaultValue={defaultOpenGroups}
        headingLevel={3}
        items={groups.map((group) => ({
          value: group.id,
          title: group.title,
          content: (
            <div className={styles.options}>
              {group.options.map((option) => (
                <Checkbox
                  key={option.value}
                  label={option.label}
                  checked={value.selected[group.id]?.includes(option.value) ?? false}
                  onCheckedChange={(checked) => toggle(group.id, option.value, checked === true)}
                />
              ))}
            </div>
          ),
        }))}
      />
      {footer}
    </div>
  );

  if (drawer) {
    return (
      <Drawer title={title} open={drawer.open} onOpenChange={drawer.onOpenChange} trigger={drawer.trigger}>
        {fields}
      </Drawer>
    );
  }

  return (
    <section aria-labelledby={titleId} className={card.panel}>
      <div className={titleBar.titleBar}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {onClose && (
          <IconButton label={intl.formatMessage(messages.close)} icon={<CloseGlyph />} onClick={onClose} />
        )}
      </div>
      {fields}
    </section>
  );
}
