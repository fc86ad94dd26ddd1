import { localize } from '@probuild/api-client';
import {
  type Assembly,
  type BuilderCategory,
  MAX_PART_QUANTITY,
  QUANTITY_CATEGORIES,
} from '@probuild/machines';
import {
  Badge,
  EmptyState,
  ErrorState,
  formatBaht,
  Price,
  QuantityStepper,
  RadioGroup,
  Skeleton,
} from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale.ts';
import { formatDate } from '../../../shell/formatDate.ts';
import type { BuildEvaluationState } from '../useBuildEvaluation.ts';
import styles from './BuildSummary.module.css';

export interface BuildSummaryProps {
  evaluated: BuildEvaluationState;
  chosenCount: number;
  assembly: Assembly;
  onAssemblyChange: (assembly: Assembly) => void;
  /** Memory kits and drives: how many of the chosen one. */
  onQuantityChange: (category: BuilderCategory, quantity: number) => void;
  categoryLabel: (category: BuilderCategory) => string;
}

/** The summary tab: every chosen part with the server's price and stock, and the assembly choice. */
export function BuildSummary({
  evaluated,
  chosenCount,
  assembly,
  onAssemblyChange,
  onQuantityChange,
  categoryLabel,
}: BuildSummaryProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { evaluation, pending, failed } = evaluated;
  /** The shop's fee, as the server priced it for the shop's assembly (it answers the chosen one's). */
  const shopAssemblyFee = () => {
    if (evaluation?.assembly !== 'shop') return undefined;
    return evaluation.assemblyFee === 0
      ? intl.formatMessage({ id: 'spec.assembly.free' })
      : intl.formatMessage({ id: 'spec.assembly.fee' }, { fee: formatBaht(evaluation.assemblyFee) });
  };

  return (
    <section className={`${stack.gap4} ${styles.summary}`} aria-labelledby="spec-summary-title">
      <h2 id="spec-summary-title" className={styles.title}>
        {intl.formatMessage({ id: 'spec.summary.title' })}
      </h2>
      {chosenCount === 0 && (
        <EmptyState
          title={intl.formatMessage({ id: 'spec.summary.empty' })}
          hint={intl.formatMessage({ id: 'spec.summary.emptyHint' })}
        />
      )}
      {chosenCount > 0 && failed && !evaluation && (
        <ErrorState message={intl.formatMessage({ id: 'spec.evaluateFailed' })} />
      )}
      {chosenCount > 0 && pending && !evaluation && <Skeleton shape="rect" height={160} />}
      {chosenCount > 0 && evaluation && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'spec.summary.category' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'spec.summary.part' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'spec.summary.stock' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'spec.summary.quantity' })}</th>
              <th scope="col" className={styles.amount}>
                {intl.formatMessage({ id: 'spec.summary.price' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {evaluation.items.map((item) => (
              <tr key={item.category}>
                <td className={styles.category}>{categoryLabel(item.category)}</td>
                <th scope="row" className={styles.name}>
                  {localize(item.product.name, locale)}
                </th>
                <td className={styles.stock}>
                  <Badge tone={item.product.inStock ? 'success' : 'error'} size="sm">
                    {intl.formatMessage({ id: item.product.inStock ? 'spec.inStock' : 'spec.outOfStock' })}
                  </Badge>
                </td>
                <td className={styles.quantity}>
                  {QUANTITY_CATEGORIES.includes(item.category) ? (
                    <QuantityStepper
                      size="sm"
                      value={item.quantity}
                      max={MAX_PART_QUANTITY}
                      label={intl.formatMessage(
                        { id: 'spec.summary.quantityOf' },
                        { name: localize(item.product.name, locale) },
                      )}
                      onValueChange={(quantity) => onQuantityChange(item.category, quantity)}
                    />
                  ) : (
                    item.quantity
                  )}
                </td>
                <td className={styles.amount}>
                  <Price price={item.lineTotal} size="sm" />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {intl.formatMessage({ id: 'spec.total' })}
              </th>
              <td className={styles.amount}>
                <Price price={evaluation.total} />
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      <RadioGroup
        label={intl.formatMessage({ id: 'spec.assembly' })}
        value={assembly}
        onValueChange={(value) => onAssemblyChange(value === 'self' ? 'self' : 'shop')}
        options={[
          {
            value: 'shop',
            label: intl.formatMessage({ id: 'spec.assembly.shop' }),
            description: shopAssemblyFee(),
          },
          { value: 'self', label: intl.formatMessage({ id: 'spec.assembly.self' }) },
        ]}
      />
      {chosenCount > 0 && evaluation && (
        <p className={styles.delivery} data-testid="build-delivery">
          {evaluation.estimatedDelivery
            ? intl.formatMessage(
                { id: 'spec.delivery' },
                {
                  earliest: formatDate(evaluation.estimatedDelivery.earliest, locale),
                  latest: formatDate(evaluation.estimatedDelivery.latest, locale),
                },
              )
            : intl.formatMessage({ id: 'spec.delivery.unknown' })}
        </p>
      )}
    </section>
  );
}
