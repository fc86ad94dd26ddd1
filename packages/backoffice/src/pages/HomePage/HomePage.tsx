import { Badge, PageHeader } from '@probuild/ui';
import { useText } from '../../i18n/messages.ts';
import type { SignedIn } from '../../session/StaffSession.tsx';

/** `/`: who is signed in, their role and what it may do. */
export function HomePage({ signedIn }: { signedIn: SignedIn }) {
  const t = useText();
  const { staff, permissions } = signedIn;
  return (
    <PageHeader
      title={t('home.title', { name: staff.name })}
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
