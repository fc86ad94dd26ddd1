import { Button, Spinner } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ProfileEditor, profileQuery } from '../../profile/ProfileEditor/ProfileEditor.tsx';
import { TitledPage } from '../../shared/TitledPage/index.ts';
import styles from './ProfileForms.module.css';

const LABELS = {
  firstName: 'auth.field.firstName',
  lastName: 'auth.field.lastName',
  email: 'auth.field.email',
  phone: 'auth.field.phone',
} as const;

/** /profile/edit: name, email and phone (PUT /customers/profile), then back to /profile. */
export default function EditProfilePage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const profile = useQuery({ ...profileQuery(), retry: false });
  return (
    <TitledPage
      title={intl.formatMessage({ id: 'profile.edit.title' })}
      className={`${stack.gap6} ${styles.page}`}
      titleClassName={textStyles.title}
    >
      {profile.data ? (
        <ProfileEditor
          customer={profile.data.data}
          labels={LABELS}
          className={stack.gap3}
          actions={({ saving }) => (
            <Button type="submit" busy={saving} busyLabel={intl.formatMessage({ id: 'profile.edit.saving' })}>
              {intl.formatMessage({ id: 'profile.edit.save' })}
            </Button>
          )}
          onSaved={() => navigate('/profile')}
        />
      ) : profile.isError ? (
        <p role="alert">{intl.formatMessage({ id: 'profile.notFound' })}</p>
      ) : (
        <p role="status" className={textStyles.withIcon}>
          <Spinner decorative size="sm" />
          {intl.formatMessage({ id: 'profile.loading' })}
        </p>
      )}
      <a href="/profile">{intl.formatMessage({ id: 'profile.back' })}</a>
    </TitledPage>
  );
}
