import type { AuditEntry } from '@probuild/api-client/backoffice';
import { PageHeader, Stack } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { OlderRowsButton } from '../../queries/OlderRowsButton.tsx';
import { QueryTable } from '../../queries/QueryTable.tsx';
import { useOlderRows } from '../../queries/useOlderRows.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';

const PAGE_SIZE = 50;

/** `a: 1 → 2` for each field a write changed (or set, or cleared). */
export function changedFields(before: unknown, after: unknown): string[] {
  const asRecord = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : ({} as Record<string, unknown>);
  const was = asRecord(before);
  const now = asRecord(after);
  const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .map((key) => `${key}: ${show(was[key])} → ${show(now[key])}`);
}

/** `/audit` (owners): the append-only log of every staff write, newest first, older pages on demand. */
export function AuditPage() {
  const t = useText();
  const intl = useIntl();
  const { client } = useStaffSession();
  const log = useOlderRows(['get', '/audit', 'pages'], async (older: { before?: number }) => {
    const { data } = await client.GET('/audit', { params: { query: { limit: PAGE_SIZE, ...older } } });
    return data?.data ?? { entries: [], nextBefore: null };
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const actionText = (action: string) => {
    const id = `audit.action.${action}`;
    return id in intl.messages ? t(id as MessageId) : action;
  };

  return (
    <>
      <PageHeader title={t('audit.title')} description={t('audit.intro')} />
      <QueryTable<AuditEntry>
        query={log}
        caption={t('audit.title')}
        captionHidden
        rows={entries}
        rowKey={(entry) => String(entry.id)}
        emptyTitle={t('audit.empty')}
        below={<OlderRowsButton query={log} label={t('audit.older')} />}
        columns={[
          {
            key: 'at',
            header: t('audit.at'),
            cell: (entry) => intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'medium' }),
          },
          {
            key: 'actor',
            header: t('audit.actor'),
            cell: (entry) => (entry.actor.id === null ? t('audit.command') : entry.actor.email),
          },
          {
            key: 'action',
            header: t('audit.action'),
            cell: (entry) =>
              entry.targetType === 'order' ? (
                <span>
                  {actionText(entry.action)} ·{' '}
                  <Link href={`/orders/${encodeURIComponent(entry.targetId)}`}>{entry.targetId}</Link>
                </span>
              ) : (
                // Staff go by their id's start, enough to tell them apart; other records by their
                // own name (a section item, a legal version, a discount code).
                `${actionText(entry.action)} · ${entry.targetType} ${
                  entry.targetType === 'staff' ? entry.targetId.slice(0, 8) : entry.targetId
                }`
              ),
          },
          {
            key: 'change',
            header: t('audit.change'),
            breakAnywhere: true,
            cell: (entry) => (
              <Stack gap={2}>
                {changedFields(entry.before, entry.after).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </Stack>
            ),
          },
        ]}
      />
    </>
  );
}
