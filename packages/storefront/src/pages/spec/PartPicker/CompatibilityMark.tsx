import { localize } from '@probuild/api-client';
import { Badge } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { JudgedPart } from '../builderParts.ts';
import styles from './PartPicker.module.css';

const toneOf = { compatible: 'success', warn: 'warning', incompatible: 'error' } as const;

/** The server's verdict on a part against the build: compatible, warning or incompatible, with its reasons. */
export function CompatibilityMark({ compatibility }: { compatibility: JudgedPart['compatibility'] }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className={`${stack.gap1} ${styles.verdict}`} data-status={compatibility.status}>
      <Badge tone={toneOf[compatibility.status]} size="sm">
        {intl.formatMessage({ id: `spec.compat.${compatibility.status}` })}
      </Badge>
      {compatibility.reasons.length > 0 && (
        <ul className={styles.reasons}>
          {compatibility.reasons.map((reason) => (
            <li key={`${reason.rule}-${reason.withSku ?? ''}`}>{localize(reason.message, locale)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
