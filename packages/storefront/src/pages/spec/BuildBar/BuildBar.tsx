import { localize } from '@probuild/api-client';
import { Price, Skeleton } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { BuildEvaluationState } from '../useBuildEvaluation.ts';
import styles from './BuildBar.module.css';

export interface BuildBarProps {
  evaluated: BuildEvaluationState;
  /** Next, share, clear-all and add-to-cart, as the tab offers them. */
  children: React.ReactNode;
}

/** The build's figures from the server (total, estimated draw, recommended supply, issues) and its actions. */
export function BuildBar({ evaluated, children }: BuildBarProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { evaluation, pending, failed } = evaluated;
  const figure = (value: React.ReactNode) => (pending && !evaluation ? <Skeleton width={96} /> : value);

  return (
    <aside className={styles.bar} aria-label={intl.formatMessage({ id: 'spec.summary.title' })}>
      <dl className={styles.figures} aria-busy={pending}>
        <div className={styles.figure}>
          <dt>{intl.formatMessage({ id: 'spec.total' })}</dt>
          <dd data-testid="build-total">{figure(<Price price={evaluation?.total ?? 0} size="lg" />)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage({ id: 'spec.wattage' })}</dt>
          <dd data-testid="build-wattage">
            {figure(intl.formatMessage({ id: 'spec.watts' }, { watts: evaluation?.estimatedDrawW ?? 0 }))}
          </dd>
        </div>
      </dl>
      {evaluation && evaluation.recommendedPsuW > 0 && (
        <p className={styles.note}>
          {intl.formatMessage({ id: 'spec.recommendedPsu' }, { watts: evaluation.recommendedPsuW })}
        </p>
      )}
      {failed && (
        <p className={styles.failed} role="alert">
          {intl.formatMessage({ id: 'spec.evaluateFailed' })}
        </p>
      )}
      {evaluation && evaluation.issues.length > 0 && (
        <div className={styles.issues}>
          <p className={styles.issuesTitle}>{intl.formatMessage({ id: 'spec.issues' })}</p>
          <ul>
            {evaluation.issues.map((issue) => (
              <li key={`${issue.rule}-${issue.skus.join('-')}`} data-status={issue.status}>
                {localize(issue.message, locale)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>{children}</div>
    </aside>
  );
}
