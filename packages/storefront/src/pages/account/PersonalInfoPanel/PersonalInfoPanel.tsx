import { message } from '@probuild/machines';
import { Avatar, Button, ErrorState, Spinner } from '@probuild/ui';
import actionStyles from '@probuild/ui/styles/actions.module.css';
import columns from '@probuild/ui/styles/columns.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ProfileEditor, profileQuery } from '../../../profile/ProfileEditor/ProfileEditor.tsx';
import { useMachineText } from '../../../shell/useMachineText.ts';
import styles from './PersonalInfoPanel.module.css';

const LABELS = {
  firstName: 'account.info.firstName',
  lastName: 'account.info.lastName',
  email: 'account.info.email',
  phone: 'account.info.phone',
} as const;

/**
 * Personal info: viewing (read-only) → editing on Edit → back to viewing on Cancel, or after a save
 * (checked first) once the profile is read again.
 */
export function PersonalInfoPanel() {
  const intl = useIntl();
  const text = useMachineText();
  const profile = useQuery({ ...profileQuery(), retry: false });
  const [editing, setEditing] = useState(false);

  if (profile.isPending) {
    return (
      <p role="status" className={textStyles.withIcon}>
        <Spinner decorative size="sm" />
        {intl.formatMessage({ id: 'account.info.loading' })}
      </p>
    );
  }
  if (profile.isError) {
    return (
      <ErrorState
        message={text(message('profile.loadFailed'))}
        retryLabel={intl.formatMessage({ id: 'account.info.retry' })}
        onRetry={() => profile.refetch()}
      />
    );
  }

  const customer = profile.data.data;
  return (
    <ProfileEditor
      customer={customer}
      labels={LABELS}
      readOnly={!editing}
      className={styles.panel}
      fieldsClassName={columns.twoColumns}
      labelledBy="personal-info-title"
      header={
        <header className={styles.header}>
          <Avatar firstName={customer.firstName} lastName={customer.lastName} alt="" size="lg" />
          <div>
            <h2 id="personal-info-title" className={textStyles.panelTitle}>
              {intl.formatMessage({ id: 'account.info.heading' })}
            </h2>
            <p className={textStyles.muted}>{`${customer.firstName} ${customer.lastName}`.trim()}</p>
          </div>
        </header>
      }
      actions={({ saving, discard }) => (
        <div className={actionStyles.actions}>
          {editing ? (
            <>
              <Button
                type="submit"
                busy={saving}
                busyLabel={intl.formatMessage({ id: 'account.info.saving' })}
              >
                {intl.formatMessage({ id: 'account.info.save' })}
              </Button>
              <Button
                variant="secondary"
                disabled={saving}
                onClick={() => {
                  discard();
                  setEditing(false);
                }}
              >
                {intl.formatMessage({ id: 'account.info.cancel' })}
              </Button>
            </>
          ) : (
            // Its own key: reusing this element as the submit button would submit the form on this very click.
            <Button key="edit" onClick={() => setEditing(true)}>
              {intl.formatMessage({ id: 'account.info.edit' })}
            </Button>
          )}
        </div>
      )}
      onSaved={() => setEditing(false)}
    >
      {customer.pendingEmail && !editing && (
        <p className={styles.pending}>
          {intl.formatMessage(
            { id: 'profile.verify.emailPending' },
            { email: customer.pendingEmail, current: customer.email },
          )}
        </p>
      )}
    </ProfileEditor>
  );
}
