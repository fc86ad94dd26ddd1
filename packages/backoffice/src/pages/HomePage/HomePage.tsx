import { Badge, PageHeader, Spinner, Stack } from '@probuild/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useText } from '../../i18n/messages.ts';
import type { SignedIn } from '../../session/StaffSession.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

// The charts' library is loaded only for those who see the dashboard.
const DashboardPage = lazy(() => import('../DashboardPage/DashboardPage.tsx'));

/**
 * `/`: who is signed in, their role and what it may do; their own password. Below it, the
 * dashboard for those who may see sales, or the order queue for packers.
 */
export function HomePage({ signedIn }: { signedIn: SignedIn }) {
  const t = useText();
  const { staff, permissions } = signedIn;
  return (
    <>
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
      {signedIn.may('sales.read') ? (
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <DashboardPage />
        </Suspense>
      ) : (
        signedIn.may('orders.fulfil') && (
          <Stack direction="row" gap={4}>
            <Link href="/orders?stage=paid">{t('dashboard.toPack')}</Link>
            <Link href="/orders?stage=packing">{t('dashboard.packing')}</Link>
          </Stack>
        )
      )}
    </>
  );
}
