import { clsx } from 'clsx';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { formatBaht } from '../numberText.ts';
import { Price } from '../Price/Price.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import card from '../styles/card.module.css';
import styles from './ComsetConfigurator.module.css';
import { messages } from './messages.ts';

/** A preset configuration and its price from the server, in satang. */
export interface ComsetLevelChoice {
  key: string;
  name: string;
  price: number;
}

/** One part a group offers: its own price and how much less it costs inside the set, in satang. */
export interface ComsetPartChoice {
  id: string;
  name: string;
  price: number;
  discount: number;
}

/** CPU, graphics card, memory or storage: the set holds exactly one of its options. */
export interface ComsetPartGroup {
  key: string;
  label: string;
  options: ComsetPartChoice[];
}

export interface ComsetExtraChoice {
  id: string;
  name: string;
  description?: string;
  image?: string | null;
  price: number;
  /** The price before a sale, when the extra is on sale. */
  oldPrice?: number | null;
}

/** Monitor, keyboard, mouse…: at most one item of each, or none. */
export interface ComsetExtrasGroup {
  key: string;
  label: string;
  items: ComsetExtraChoice[];
}

/** The price of the current configuration as the server answers it. */
export type ComsetQuoteState =
  | { status: 'pending' }
  | { status: 'error'; onRetry: () => void }
  | {
      status: 'ready';
      unitPrice: number;
      normalPrice: number;
      saving: number;
      /** The figures are of the previous choice while the new one is being priced. */
      updating?: boolean;
    };

export interface ComsetConfiguratorProps {
  levels: ComsetLevelChoice[];
  /** The chosen level; `null` when the chosen parts match no preset. */
  level: string | null;
  onLevelChange: (level: string) => void;
  groups: ComsetPartGroup[];
  /** The chosen option id of each part group, by group key. */
  chosen: Record<string, string>;
  onPartChange: (group: string, optionId: string) => void;
  extras: ComsetExtrasGroup[];
  /** The chosen extra of each extras group by group key; absent or `null` for none. */
  chosenExtras: Record<string, string | null>;
  onExtraChange: (group: string, itemId: string | null) => void;
  quote: ComsetQuoteState;
  disabled?: boolean;
  className?: string;
}

/** The radio value of an extras group's "no add" choice; item ids are never empty. */
const NO_EXTRA = '';

/**
 * The configurator of a computer set: a preset level, one option per part group, at most one item
 * per extras group, and the price of the whole as the server quoted it. It shows prices and never
 * computes them: every figure comes in through its props.
 */
export function ComsetConfigurator({
  levels,
  level,
  onLevelChange,
  groups,
  chosen,
  onPartChange,
  extras,
  chosenExtras,
  onExtraChange,
  quote,
  disabled = false,
  className,
}: ComsetConfiguratorProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className={clsx(card.card, styles.configurator, className)} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <RadioGroup
        label={intl.formatMessage(messages.levels)}
        orientation="horizontal"
        className={styles.levels}
        value={level ?? ''}
        disabled={disabled}
        onValueChange={onLevelChange}
        hint={level === null ? intl.formatMessage(messages.custom) : undefined}
        options={levels.map((choice) => ({
          value: choice.key,
          label: choice.name,
          description: formatBaht(choice.price),
        }))}
      />
      {groups.map((group) => (
        <RadioGroup
          key={group.key}
          label={group.label}
          className={styles.group}
          value={chosen[group.key] ?? ''}
          disabled={disabled}
          onValueChange={(optionId) => onPartChange(group.key, optionId)}
          options={group.options.map((option) => ({
            value: option.id,
            label: option.name,
            description: (
              <span className={styles.optionPrice}>
                <span>{formatBaht(option.price)}</span>
                {option.discount > 0 && (
                  <span className={styles.discount}>
                    {intl.formatMessage(messages.setDiscount, { amount: formatBaht(option.discount) })}
                  </span>
                )}
              </span>
            ),
          }))}
        />
      ))}
      {extras.length > 0 && (
        <div className={styles.extras}>
          <h3 className={styles.subtitle}>{intl.formatMessage(messages.extras)}</h3>
          {extras.map((group) => (
            <RadioGroup
              key={group.key}
              label={group.label}
              className={styles.group}
              value={chosenExtras[group.key] ?? NO_EXTRA}
              disabled={disabled}
              onValueChange={(itemId) => onExtraChange(group.key, itemId === NO_EXTRA ? null : itemId)}
              options={[
                { value: NO_EXTRA, label: intl.formatMessage(messages.noExtra) },
                ...group.items.map((item) => ({
                  value: item.id,
                  label: (
                    <span className={styles.extra}>
                      {item.image && <img src={item.image} alt="" width={40} height={40} loading="lazy" />}
                      <span>{item.name}</span>
                    </span>
                  ),
                  description: (
                    <span className={styles.optionPrice}>
                      <Price
                        price={item.oldPrice ?? item.price}
                        salePrice={item.oldPrice ? item.price : null}
                        size="sm"
                      />
                      {item.description && <span>{item.description}</span>}
                    </span>
                  ),
                })),
              ]}
            />
          ))}
        </div>
      )}
      <QuoteSummary quote={quote} />
    </section>
  );
}

function QuoteSummary({ quote }: { quote: ComsetQuoteState }) {
  const intl = useIntl();
  const busy = quote.status === 'pending' || (quote.status === 'ready' && quote.updating === true);
  if (quote.status === 'error') {
    return (
      <div className={clsx(styles.summary, styles.quoteError)}>
        <p role="alert">{intl.formatMessage(messages.priceError)}</p>
        <Button variant="secondary" size="sm" onClick={quote.onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.summary} role="status" aria-busy={busy}>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{intl.formatMessage(messages.total)}</dt>
          <dd className={styles.total}>
            {quote.status === 'ready' ? formatBaht(quote.unitPrice) : intl.formatMessage(messages.pricing)}
          </dd>
        </div>
        {quote.status === 'ready' && quote.saving > 0 && (
          <div className={styles.figure}>
            <dt>{intl.formatMessage(messages.normalPrice)}</dt>
            <dd>
              <del>{formatBaht(quote.normalPrice)}</del>
            </dd>
          </div>
        )}
      </dl>
      {quote.status === 'ready' && quote.updating && (
        <p className={styles.updating}>{intl.formatMessage(messages.pricing)}</p>
      )}
      {quote.status === 'ready' && quote.saving > 0 && (
        <p className={styles.saving}>
          {intl.formatMessage(messages.saving, { amount: formatBaht(quote.saving) })}
        </p>
      )}
    </div>
  );
}
