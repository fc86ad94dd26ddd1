import type { StaffMember } from '@probuild/api-client/backoffice';
import { STAFF_ROLES, type StaffRole } from '@probuild/api-client/backoffice';
import { AlertBox, Badge, Button, PageHeader, Select, Stack } from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorTextId } from '../../errorText.ts';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { QueryTable } from '../../queries/QueryTable.tsx';
import { useStaffSession } from '../../session/StaffSession.tsx';
import { NewStaffDialog } from './NewStaffDialog.tsx';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** `/staff` (owners): every staff account; add one, change a role, deactivate, sign out everywhere. */
export function StaffPage() {
  const t = useText();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { client, queries } = useStaffSession();
  const staff = queries.useQuery('get', '/staff');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [working, setWorking] = useState<string | null>(null);

  const reload = () => queryClient.invalidateQueries({ queryKey: ['get', '/staff'] });
  const act = async (key: string, action: () => Promise<string>) => {
    setWorking(key);
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: await action() });
    } catch (error) {
      setOutcome({ tone: 'error', text: t(errorTextId(error)) });
    } finally {
      setWorking(null);
      await reload();
    }
  };
  const update = (member: StaffMember, body: { role?: StaffRole; active?: boolean; secondFactor?: false }) =>
    act(`${member.id} update`, async () => {
      await client.PATCH('/staff/{staffId}', { params: { path: { staffId: member.id } }, body });
      return body.secondFactor === false
        ? t('staff.secondFactorRemoved', { name: member.name })
        : t('staff.saved');
    });
  const revoke = (member: StaffMember) =>
    act(`${member.id} revoke`, async () => {
      const { data } = await client.POST('/staff/{staffId}/sessions/revoke', {
        params: { path: { staffId: member.id } },
      });
      return t('staff.revoked', { name: member.name, count: data?.data.revoked ?? 0 });
    });

  const date = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : t('staff.never');

  return (
    <>
      <PageHeader
        title={t('staff.title')}
        actions={
          <NewStaffDialog
            onCreated={(name) => {
              setOutcome({ tone: 'success', text: t('staff.form.created', { name }) });
              void reload();
            }}
          />
        }
      />
      <Stack>
        {outcome && (
          <AlertBox tone={outcome.tone} dismissible onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </AlertBox>
        )}
        <QueryTable
          query={staff}
          caption={t('staff.title')}
          captionHidden
          rows={staff.data?.data ?? []}
          rowKey={(member) => member.id}
          emptyTitle={t('staff.empty')}
          columns={[
            { key: 'name', header: t('staff.name'), cell: (member) => member.name },
            { key: 'email', header: t('staff.email'), cell: (member) => member.email },
            {
              key: 'role',
              header: t('staff.role'),
              cell: (member) => (
                <Select
                  label={t('staff.changeRole', { name: member.name })}
                  labelHidden
                  value={member.role}
                  disabled={working !== null}
                  onValueChange={(role) => void update(member, { role: role as StaffRole })}
                  options={STAFF_ROLES.map((role) => ({
                    value: role,
                    label: t(`role.${role}` as MessageId),
                  }))}
                />
              ),
            },
            {
              key: 'status',
              header: t('staff.status'),
              cell: (member) => (
                <Badge tone={member.active ? 'success' : 'neutral'}>
                  {t(member.active ? 'staff.active' : 'staff.inactive')}
                </Badge>
              ),
            },
            {
              key: 'secondFactor',
              header: t('staff.secondFactor'),
              cell: (member) =>
                member.secondFactor ? (
                  <Stack gap={2}>
                    <span>{t('staff.enrolled')}</span>
                    <Button
                      size="sm"
                      variant="link"
                      disabled={working !== null}
                      onClick={() => void update(member, { secondFactor: false })}
                      aria-label={`${t('staff.removeSecondFactor')} ${member.name}`}
                    >
                      {t('staff.removeSecondFactor')}
                    </Button>
                  </Stack>
                ) : (
                  t('staff.notEnrolled')
                ),
            },
            {
              key: 'lastSignIn',
              header: t('staff.lastSignIn'),
              cell: (member) => date(member.lastSignInAt),
            },
            {
              key: 'actions',
              header: t('staff.actions'),
              cell: (member) => (
                <Stack direction="row" gap={2}>
                  <Button
                    size="sm"
                    variant={member.active ? 'danger' : 'secondary'}
                    busy={working === `${member.id} update`}
                    onClick={() => void update(member, { active: !member.active })}
                    aria-label={`${t(member.active ? 'staff.deactivate' : 'staff.reactivate')} ${member.name}`}
                  >
                    {t(member.active ? 'staff.deactivate' : 'staff.reactivate')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    busy={working === `${member.id} revoke`}
                    onClick={() => void revoke(member)}
                    aria-label={`${t('staff.revoke')} ${member.name}`}
                  >
                    {t('staff.revoke')}
                  </Button>
                </Stack>
              ),
            },
          ]}
        />
      </Stack>
    </>
  );
}
