import { VisuallyHidden } from 'radix-ui';
import { type ComponentProps, type FormEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { CloseGlyph } from '../icons/controlGlyphs.tsx';
import { SearchGlyph } from '../icons/glyphs.tsx';
import { messages } from './messages.ts';
import styles from './SearchBox.module.css';

export interface SearchBoxProps
  extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'size'> {
  /** Names the field and the search landmark (visually hidden), e.g. "ค้นหาสินค้า". */
  label: string;
  /** The query (controlled); leave out for an uncontrolled box. */
  value?: string;
  defaultValue?: string;
  /** Every change of the query, including clearing it. */
  onValueChange?: (query: string) => void;
  /** Called with the trimmed query on the submit button and on Enter. */
  onSearch: (query: string) => void;
  /** Text of the submit button; defaults to "Search". */
  submitLabel?: string;
  /** Shows the submit button as an icon only (its name stays the submit label). */
  compact?: boolean;
}

/** A search field with a submit button and a clear button, in a <search> landmark. */
export function SearchBox({
  label,
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  submitLabel,
  compact = false,
  id,
  className,
  ...inputProps
}: SearchBoxProps) {
  const intl = useIntl();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownQuery, setOwnQuery] = useState(defaultValue);
  const query = value ?? ownQuery;
  const buttonLabel = submitLabel ?? intl.formatMessage(messages.submit);

  const change = (next: string) => {
    setOwnQuery(next);
    onValueChange?.(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query.trim());
  };

  return (
    // The explicit role: not every screen reader maps <search> yet.
    // biome-ignore lint/a11y/noRedundantRoles: see above
    <search role="search" aria-label={label} className={className}>
      <form className={styles.searchBox} onSubmit={submit}>
        <VisuallyHidden.Root asChild>
          <label htmlFor={inputId}>{label}</label>
        </VisuallyHidden.Root>
        <div className={styles.field}>
          <SearchGlyph size={18} className={styles.icon} />
          <input
            {...inputProps}
            ref={inputRef}
            id={inputId}
            type="search"
            enterKeyHint="search"
            value={query}
            onChange={(event) => change(event.currentTarget.value)}
            className={styles.input}
          />
          {query !== '' && (
            <IconButton
              size="sm"
              className={styles.clear}
              label={intl.formatMessage(messages.clear)}
              icon={<CloseGlyph size={16} />}
              onClick={() => {
                change('');
                inputRef.current?.focus();
              }}
            />
          )}
        </div>
        {compact ? (
          <IconButton type="submit" variant="primary" label={buttonLabel} icon={<SearchGlyph />} size="lg" />
        ) : (
          <Button type="submit" size="lg">
            {buttonLabel}
          </Button>
        )}
      </form>
    </search>
  );
}
