import { Badge, Button, DataTable, Dialog, EmptyState, PageHeader, Stack, Tabs } from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ChangeOutcome } from '../../forms/ChangeOutcome.tsx';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { QueryFailure } from '../../queries/QueryFailure.tsx';
import { useStaffSession } from '../../session/StaffSession.tsx';
import { type LegalSlug, type LegalVersion, PublishLegalDialog } from './PublishLegalDialog.tsx';

const SLUGS: LegalSlug[] = ['terms', 'privacy-policy', 'privacy'];
const TONE = { current: 'success', scheduled: 'info', past: 'neutral' } as const;

/** Today in Bangkok, the shop's day. */
const bangkokToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());

/** A version's full text, read only: older versions stay readable. */
function VersionText({ version }: { version: LegalVersion }) {
  const t = useText();
  const intl = useIntl();
  const pick = (text: { th: string; en: string }) => (intl.locale === 'en' ? text.en : text.th);
  return (
    <Dialog
      size="lg"
      trigger={
        <Button size="sm" variant="secondary" aria-label={`${t('legal.read')} ${version.effectiveDate}`}>
          {t('legal.read')}
        </Button>
      }
      title={pick(version.title)}
      description={t('legal.effectiveOn', {
        date: intl.formatDate(version.effectiveDate, { dateStyle: 'long', timeZone: 'UTC' }),
      })}
    >
      <Stack gap={4}>
        {version.sections.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a version's sections never change order
          <section key={index}>
            <h3>{pick(section.heading)}</h3>
            <p>{pick(section.body)}</p>
          </section>
        ))}
      </Stack>
    </Dialog>
  );
}

/** The versions of one page: the one in effect, those scheduled, and the past ones. */
function PageVersions({ slug }: { slug: LegalSlug }) {
  const t = useText();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { queries } = useStaffSession();
  const versions = queries.useQuery('get', '/legal/{slug}/versions', { params: { path: { slug } } });
  const [outcome, setOutcome] = useState<string | null>(null);
  const reload = () =>
    queryClient.invalidateQueries({
      queryKey: ['get', '/legal/{slug}/versions', { params: { path: { slug } } }],
    });
  const withdraw = queries.useMutation('delete', '/legal/{slug}/versions/{effectiveDate}', {
    onSuccess: () => {
      setOutcome(t('legal.withdrawn'));
      void reload();
    },
  });
  const rows = versions.data?.data ?? [];
  const day = (date: string) => intl.formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' });
  if (versions.isError) {
    return <QueryFailure query={versions} />;
  }
  return (
    <Stack>
      <ChangeOutcome done={outcome} onDismiss={() => setOutcome(null)} failure={withdraw.error} />
      <div>
        <PublishLegalDialog
          slug={slug}
          today={bangkokToday()}
          current={rows.find((version) => version.status === 'current')}
          onPublished={(version) => {
            setOutcome(
              t(version.status === 'scheduled' ? 'legal.scheduled' : 'legal.published', {
                date: day(version.effectiveDate),
              }),
            );
            void reload();
          }}
        />
      </div>
      <DataTable
        caption={t(`legal.page.${slug}` as MessageId)}
        captionHidden
        loading={versions.isPending}
        rows={rows}
        rowKey={(version) => version.effectiveDate}
        empty={<EmptyState title={t('legal.empty')} />}
        columns={[
          { key: 'date', header: t('legal.effectiveDate'), cell: (version) => day(version.effectiveDate) },
          {
            key: 'status',
            header: t('legal.status'),
            cell: (version) => (
              <Badge tone={TONE[version.status]}>{t(`legal.status.${version.status}` as MessageId)}</Badge>
            ),
          },
          {
            key: 'publishedBy',
            header: t('legal.publishedBy'),
            breakAnywhere: true,
            cell: (version) => version.publishedBy ?? t('legal.seed'),
          },
          {
            key: 'actions',
            header: t('content.actions'),
            cell: (version) => (
              <Stack direction="row" gap={2}>
                <VersionText version={version} />
                {version.status === 'scheduled' && (
                  <Button
                    size="sm"
                    variant="danger"
                    busy={
                      withdraw.isPending &&
                      withdraw.variables?.params.path.effectiveDate === version.effectiveDate
                    }
                    aria-label={`${t('legal.withdraw')} ${version.effectiveDate}`}
                    onClick={() =>
                      withdraw.mutate({ params: { path: { slug, effectiveDate: version.effectiveDate } } })
                    }
                  >
                    {t('legal.withdraw')}
                  </Button>
                )}
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}

/** `/content/legal` (content.edit): every dated version of the terms, privacy and cookie policies. */
export function LegalVersionsPage() {
  const t = useText();
  const [slug, setSlug] = useState<LegalSlug>('terms');
  return (
    <>
      <PageHeader title={t('legal.title')} actions={<Link href="/content">{t('nav.content')}</Link>} />
      <Tabs
        label={t('legal.pages')}
        value={slug}
        onValueChange={(value) => setSlug(value as LegalSlug)}
        items={SLUGS.map((page) => ({
          value: page,
          label: t(`legal.page.${page}` as MessageId),
          content: page === slug ? <PageVersions slug={page} /> : null,
        }))}
      />
    </>
  );
}
