import { localize } from '@probuild/api-client';
import { contentFailureMessage } from '@probuild/machines';
import { Skeleton, Tabs } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useIntl } from 'react-intl';
import { queries } from '../../api/client.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { QueryErrorState } from '../../shared/QueryErrorState/index.ts';
import { paragraphs } from '../../shell/paragraphs.ts';
import { useMachineText } from '../../shell/useMachineText.ts';
import styles from './AfterSalePage.module.css';
import { WarrantyCheck } from './WarrantyCheck/WarrantyCheck.tsx';

/**
 * /afterSale, customer service: the warranty and the return-and-refund texts from GET /after-sales
 * (loading, or an error with retry), and the serial-number warranty check, which works without them.
 */
export default function AfterSalePage() {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const afterSales = queries.useQuery('get', '/after-sales');

  const policy = (part: 'warranty' | 'refund') => {
    if (afterSales.isError) {
      return (
        <QueryErrorState
          query={afterSales}
          message={text(contentFailureMessage(afterSales.error))}
          retryLabel={intl.formatMessage({ id: 'afterSale.retry' })}
        />
      );
    }
    if (!afterSales.data) {
      return (
        <div aria-busy="true">
          <p role="status" className={styles.muted}>
            {intl.formatMessage({ id: 'afterSale.loading' })}
          </p>
          <Skeleton lines={5} />
        </div>
      );
    }
    const { title, description } = afterSales.data.data[part];
    return (
      <section className={styles.policy} aria-labelledby={`after-sale-${part}`}>
        <h2 id={`after-sale-${part}`}>{localize(title, locale)}</h2>
        {paragraphs(localize(description, locale)).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </section>
    );
  };

  return (
    <div className={`${stack.gap4} ${styles.page}`}>
      <h1 className={textStyles.title}>{intl.formatMessage({ id: 'afterSale.title' })}</h1>
      <Tabs
        label={intl.formatMessage({ id: 'afterSale.tabs' })}
        items={[
          {
            value: 'warranty',
            label: intl.formatMessage({ id: 'afterSale.tab.warranty' }),
            content: policy('warranty'),
          },
          {
            value: 'refund',
            label: intl.formatMessage({ id: 'afterSale.tab.refund' }),
            content: policy('refund'),
          },
          {
            value: 'check',
            label: intl.formatMessage({ id: 'afterSale.tab.check' }),
            content: <WarrantyCheck />,
          },
        ]}
      />
    </div>
  );
}
