import { localize, searchResultsOf } from '@probuild/api-client';
import { productSearchMachine, type SearchFacet, searchTermOf } from '@probuild/machines';
import { Price, SearchBox } from '@probuild/ui';
import listStyles from '@probuild/ui/styles/list.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useMachine } from '@xstate/react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { queries } from '../api/client.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { EMPTY_FILTERS, type FacetGroup, searchOf, TERM_MAX_LENGTH } from '../listing/listQuery.ts';
import { productLink, searchLink } from '../routes/links.ts';
import styles from './ProductSearch.module.css';
import { useMachineText } from './useMachineText.ts';

/** Categories and brands shown of the answer's facets, each at most. */
const FACETS_SHOWN = 4;

/** The results page of a term, filtered to one category or brand. */
const filteredSearchLink = (term: string, group: FacetGroup, value: string) =>
  `/search${searchOf({ ...EMPTY_FILTERS, selected: { ...EMPTY_FILTERS.selected, [group]: [value] } }, term.trim())}`;

/**
 * The search popup's contents: a combobox whose results (first image, name in the current language,
 * price and stock) are a listbox, with the count of every match and a link to all of them; under
 * them, the categories and brands the matches fall in, each with its count and a link to the results
 * page narrowed to it. Arrow
 * keys move through the results, Enter or a click opens /product/{sku}; the search button, or Enter
 * with no result chosen, opens the results page (/search?q=…).
 */
export function ProductSearch({ onOpenProduct }: { onOpenProduct?: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const [, navigate] = useLocation();
  const [snapshot, send, actor] = useMachine(productSearchMachine);
  // The machine waits (debounced) for the search of its query: asked for then, its settled answer
  // (or failure) goes back with the query it answers. A query typed over drops its search.
  const term = searchTermOf(snapshot.context);
  const waiting = snapshot.matches('loading');
  const search = queries.useQuery(
    'get',
    '/web/search-product/search',
    { params: { query: { q: term.slice(0, TERM_MAX_LENGTH) } } },
    { enabled: waiting, retry: false },
  );
  const { status, isFetching, data, error, dataUpdatedAt, errorUpdatedAt } = search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the times say when an answer or a failure is new.
  useEffect(() => {
    if (!waiting || isFetching) return;
    if (status === 'success') {
      const products = searchResultsOf(data.data);
      send({
        type: 'ANSWERED',
        query: term,
        answer: { products, total: data.total ?? products.length, facets: data.facets },
      });
    } else if (status === 'error') {
      send({ type: 'FAILED', query: term, error });
    }
  }, [waiting, isFetching, status, term, dataUpdatedAt, errorUpdatedAt, send]);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const { query, products, total, facets, message } = snapshot.context;
  const facetGroups: Array<{ group: FacetGroup; heading: string; options: SearchFacet[] }> = [
    {
      group: 'categories' as const,
      heading: intl.formatMessage({ id: 'shell.search.categories' }),
      options: facets.categories.slice(0, FACETS_SHOWN),
    },
    {
      group: 'brands' as const,
      heading: intl.formatMessage({ id: 'shell.search.brands' }),
      options: facets.brands.slice(0, FACETS_SHOWN),
    },
  ].filter((facet) => facet.options.length > 0);
  const loading = snapshot.matches('loading') || snapshot.matches('debouncing');
  const showList = products.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const open = (sku: string) => {
    onOpenProduct?.();
    navigate(productLink(sku));
  };

  useEffect(() => {
    const subscription = actor.on('showResults', (event) => {
      onOpenProduct?.();
      navigate(searchLink(event.query));
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, onOpenProduct]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + products.length) % products.length);
    } else if (event.key === 'Enter' && active >= 0) {
      const product = products[active];
      if (product) {
        event.preventDefault();
        open(product.sku);
      }
    }
  };

  return (
    <div className={stack.gap3}>
      <SearchBox
        label={intl.formatMessage({ id: 'shell.search.label' })}
        placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
        value={query}
        maxLength={TERM_MAX_LENGTH}
        onValueChange={(next) => {
          setActive(-1);
          send({ type: 'TYPE', query: next });
        }}
        onSearch={() => send({ type: 'SUBMIT' })}
        compact
        autoFocus
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        onKeyDown={onKeyDown}
      />
      <p role="status" className={`${textStyles.note} ${styles.status}`}>
        {loading
          ? intl.formatMessage({ id: 'shell.search.loading' })
          : showList
            ? intl.formatMessage({ id: 'shell.search.count' }, { count: total })
            : message && !snapshot.matches('error')
              ? text(message)
              : null}
      </p>
      {snapshot.matches('error') && message && (
        <p role="alert" className={styles.error}>
          {text(message)}
        </p>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'shell.search.results' })}
        className={styles.results}
        hidden={!showList}
      >
        {products.map((product, index) => {
          const name = localize(product.name, locale);
          const image = product.image ?? product.images?.[0] ?? null;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys of its listbox.
            <div
              key={product.sku}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className={styles.option}
              onMouseEnter={() => setActive(index)}
              onClick={() => open(product.sku)}
            >
              {image ? (
                <img src={image} alt="" className={styles.image} loading="lazy" width={56} height={56} />
              ) : (
                <span className={styles.placeholder} aria-hidden="true" />
              )}
              <span className={`${stack.gap1} ${styles.text}`}>
                <span className={styles.name}>{name}</span>
                {product.price !== undefined && (
                  <Price price={product.price} salePrice={product.salePrice} size="sm" />
                )}
                {product.inStock !== undefined && (
                  <span className={styles.stock} data-in-stock={product.inStock}>
                    {intl.formatMessage({
                      id: product.inStock ? 'shell.search.inStock' : 'shell.search.outOfStock',
                    })}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </div>
      {showList && (
        <Link href={searchLink(query)} className={styles.seeAll} onClick={() => onOpenProduct?.()}>
          {intl.formatMessage({ id: 'shell.search.seeAll' })}
        </Link>
      )}
      {showList && facetGroups.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: 'shell.search.narrow' })} className={styles.facets}>
          {facetGroups.map(({ group, heading, options }) => (
            // A named list, not a heading: the popup opens over pages whose headings it must not interrupt.
            <div key={group} className={`${stack.gap2} ${styles.facetGroup}`}>
              <p id={`${listId}-${group}`} className={styles.facetHeading}>
                {heading}
              </p>
              <ul
                aria-labelledby={`${listId}-${group}`}
                className={`${listStyles.bare} ${styles.facetOptions}`}
              >
                {options.map((option) => (
                  <li key={option.value}>
                    <Link
                      href={filteredSearchLink(query, group, option.value)}
                      className={styles.facetLink}
                      onClick={() => onOpenProduct?.()}
                    >
                      {intl.formatMessage(
                        { id: 'shell.search.facetOption' },
                        { label: localize(option.label, locale), count: option.count },
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      )}
    </div>
  );
}
