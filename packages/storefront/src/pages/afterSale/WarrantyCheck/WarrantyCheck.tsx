import { localize } from '@probuild/api-client';
import { type WarrantyResult, warrantyCheckMachine } from '@probuild/machines';
import { AlertBox, Badge, Button, TextField } from '@probuild/ui';
import facts from '@probuild/ui/styles/facts.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useMachine } from '@xstate/react';
import { type FormEvent, type KeyboardEvent, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { dataOf } from '../../../session/apiData.ts';
import { formatDate } from '../../../shell/formatDate.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import styles from './WarrantyCheck.module.css';

/**
 * The serial-number check: a blank number is refused with a message, the search button is off while
 * the field is blank and busy (focusable, refusing clicks) while a check runs, and the answer is the unit's warranty (in warranty or expired,
 * with its dates) or a dismissible error box.
 */
export function WarrantyCheck() {
  const intl = useIntl();
  const text = useMachineText();
  const [snapshot, send, actor] = useMachine(warrantyCheckMachine);
  const check = queries.useMutation('post', '/after-sales/check-warranty');
  const { mutateAsync } = check;
  // The machine asks for each check (never two at once); its answer goes back to it.
  useEffect(() => {
    const requests = actor.on('check', ({ serialNumber }) =>
      mutateAsync({ body: { serialNumber } })
        .then((answer) => dataOf({ data: answer }))
        .then(
          (result) => actor.send({ type: 'ANSWERED', result }),
          (error: unknown) => actor.send({ type: 'FAILED', error }),
        ),
    );
    return () => requests.unsubscribe();
  }, [actor, mutateAsync]);
  const { serial, result, error } = snapshot.context;
  const searching = snapshot.matches('searching');
  const blank = serial.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  // A form whose only button is off does not submit on Enter; Enter still asks, so a blank number is explained.
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !blank) return;
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <div className={`${stack.gap4} ${styles.check}`}>
      <p className={textStyles.muted}>{intl.formatMessage({ id: 'afterSale.check.intro' })}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          className={styles.field}
          label={intl.formatMessage({ id: 'afterSale.check.serial' })}
          name="serialNumber"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          value={serial}
          readOnly={searching}
          onChange={(event) => send({ type: 'SERIAL_CHANGED', serial: event.target.value })}
          onKeyDown={submitOnEnter}
        />
        <Button
          type="submit"
          disabled={blank}
          busy={searching}
          busyLabel={intl.formatMessage({ id: 'afterSale.check.searching' })}
        >
          {intl.formatMessage({ id: 'afterSale.check.search' })}
        </Button>
      </form>
      {error && (
        <AlertBox tone="error" dismissible onDismiss={() => send({ type: 'DISMISS_ERROR' })}>
          {text(error)}
        </AlertBox>
      )}
      <div aria-live="polite">{result && <WarrantyAnswer result={result} />}</div>
    </div>
  );
}

/** One unit's warranty: its state as a badge, the product, and the dates in the shopper's calendar. */
function WarrantyAnswer({ result }: { result: WarrantyResult }) {
  const intl = useIntl();
  const locale = useLocale();
  const productName =
    typeof result.productName === 'string' ? result.productName : localize(result.productName, locale);
  const rows: [string, string][] = [
    ['afterSale.result.serial', result.serialNumber],
    ['afterSale.result.productCode', result.productCode ?? ''],
    ['afterSale.result.buyDate', result.buyDate ? formatDate(result.buyDate, locale) : ''],
    [
      'afterSale.result.period',
      result.warrantyMonths == null
        ? ''
        : intl.formatMessage({ id: 'afterSale.result.months' }, { months: result.warrantyMonths }),
    ],
    [
      result.expired ? 'afterSale.result.expiredAt' : 'afterSale.result.expiresAt',
      result.expiresAt ? formatDate(result.expiresAt, locale) : '',
    ],
  ];
  return (
    <section
      className={`${stack.gap2} ${styles.result}`}
      data-state={result.expired ? 'expired' : 'active'}
      aria-labelledby="warranty-result-title"
    >
      <Badge tone={result.expired ? 'error' : 'success'}>
        {intl.formatMessage({ id: result.expired ? 'afterSale.result.expired' : 'afterSale.result.active' })}
      </Badge>
      <h2 id="warranty-result-title" className={styles.product}>
        {productName}
      </h2>
      {/* The server's words on the period: until when, and from the delivery for units this shop sold. */}
      {result.details && <p className={textStyles.muted}>{localize(result.details, locale)}</p>}
      <dl className={`${facts.facts} ${styles.facts}`}>
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{intl.formatMessage({ id: label })}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
