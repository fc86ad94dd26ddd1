import { localize } from '@probuild/api-client';
import type { Assembly, BuilderCategory } from '@probuild/machines';
import { Badge, EmptyState, ErrorState, Price, RadioGroup, Skeleton } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { BuildEvaluationState } from '../useBuildEvaluation.ts';
import styles from './BuildSummary.module.css';

export interface BuildSummaryProps {
  evaluated: BuildEvaluationState;
  chosenCount: number;
  assembly: Assembly;
  onAssemblyChange: (assembly: Assembly) => void;
  categoryLabel: (category: BuilderCategory) => string;
}

/** The summary tab: every chosen part with the server's price and stock, and the assembly choice. */
export function BuildSummary({
  evaluated,
  chosenCount,
  assembly,
  onAssemblyChange,
  categoryLabel,
}: BuildSummaryProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { evaluation, pending, failed } = evaluated;

  return (
    <section className={styles.summary} aria-labelledby="spec-summary-title">
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
              <th scope="col" className={styles.amount}>
                {intl.formatMessage({ id: 'spec.summary.price' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {evaluation.items.map((item) => (
              <tr key={item.category}>
                <td>{categoryLabel(item.category)}</td>
                <th scope="row" className={styles.name}>
                  {localize(item.product.name, locale)}
                </th>
                <td>
                  <Badge tone={item.product.inStock ? 'success' : 'error'} size="sm">
                    {intl.formatMessage({ id: item.product.inStock ? 'spec.inStock' : 'spec.outOfStock' })}
                  </Badge>
                </td>
                <td className={styles.amount}>
                  <Price price={item.lineTotal} size="sm" />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
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
          { value: 'shop', label: intl.formatMessage({ id: 'spec.assembly.shop' }) },
          { value: 'self', label: intl.formatMessage({ id: 'spec.assembly.self' }) },
        ]}
      />
    </section>
  );
}
