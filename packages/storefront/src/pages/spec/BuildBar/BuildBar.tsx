import { localize } from '@probuild/api-client';
import { Price, Skeleton } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { BuildEvaluationState } from '../useBuildEvaluation.ts';
import styles from './BuildBar.module.css';

export interface BuildBarProps {
  evaluated: BuildEvaluationState;
  /** Next, share, clear-all and add-to-cart, as the tab offers them. */
  children: React.ReactNode;
}

/**
 * The build's total and estimated draw from the server. The bar's copy is the one tests name; a phone
 * also keeps a copy pinned to the bottom of the screen while the shopper picks.
 */
export function BuildFigures({
  evaluated,
  pinned = false,
}: {
  evaluated: BuildEvaluationState;
  pinned?: boolean;
}) {
  const intl = useIntl();
  const { evaluation, pending } = evaluated;
  const figure = (value: React.ReactNode) => (pending && !evaluation ? <Skeleton width={96} /> : value);
  return (
    <dl className={pinned ? styles.pinned : styles.figures} aria-busy={pending}>
      <div className={styles.figure}>
        <dt>{intl.formatMessage({ id: 'spec.total' })}</dt>
        <dd data-testid={pinned ? undefined : 'build-total'}>
          {figure(<Price price={evaluation?.total ?? 0} size={pinned ? 'md' : 'lg'} />)}
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>{intl.formatMessage({ id: 'spec.wattage' })}</dt>
        <dd data-testid={pinned ? undefined : 'build-wattage'}>
          {figure(intl.formatMessage({ id: 'spec.watts' }, { watts: evaluation?.estimatedDrawW ?? 0 }))}
        </dd>
      </div>
    </dl>
  );
}

/** The build's figures from the server (total, estimated draw, recommended supply, issues) and its actions. */
export function BuildBar({ evaluated, children }: BuildBarProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { evaluation, failed } = evaluated;

  return (
    <aside
      className={`${stack.gap3} ${styles.bar}`}
      aria-label={intl.formatMessage({ id: 'spec.summary.title' })}
    >
      <BuildFigures evaluated={evaluated} />
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
      <div className={stack.gap2}>{children}</div>
    </aside>
  );
}
