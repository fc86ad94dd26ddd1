import { Badge, PageHeader } from '@probuild/ui';
import { useText } from '../../i18n/messages.ts';
import type { SignedIn } from '../../session/StaffSession.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

/** `/`: who is signed in, their role and what it may do; their own password. */
export function HomePage({ signedIn }: { signedIn: SignedIn }) {
  const t = useText();
  const { staff, permissions } = signedIn;
  return (
    <PageHeader
      title={t('home.title', { name: staff.name })}
      actions={<ChangePasswordDialog />}
      description={
        <>
          <span>{t('home.role', { role: t(`role.${staff.role}`) })}</span>
          <span>{t('home.permissions')}:</span>
          {permissions.map((permission) => (
            <Badge key={permission} tone="brand">
              {t(`permission.${permission}`)}
            </Badge>
          ))}
        </>
      }
    />
  );
}
