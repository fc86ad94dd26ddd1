import { Badge, Button, DataTable, EmptyState, PageHeader, Stack, Tabs } from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ChangeOutcome } from '../../forms/ChangeOutcome.tsx';
import { DeleteDialog } from '../../forms/DeleteDialog.tsx';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { QueryFailure } from '../../queries/QueryFailure.tsx';
import { useStaffSession } from '../../session/StaffSession.tsx';
import { ContentItemDialog } from './ContentItemDialog.tsx';
import { CONTENT_SECTIONS, type ContentItem, type ContentSectionId, itemTitle } from './contentFields.ts';

/** Asks before an item goes: it leaves the storefront at the next request. */
function DeleteItem({
  sectionId,
  item,
  onDeleted,
}: {
  sectionId: ContentSectionId;
  item: ContentItem;
  onDeleted: () => void;
}) {
  const t = useText();
  const { queries } = useStaffSession();
  const remove = queries.useMutation('delete', '/content/sections/{sectionId}/items/{key}');
  return (
    <DeleteDialog
      itemName={item.key}
      texts={{
        delete: t('content.delete'),
        title: t('content.deleteTitle', { key: item.key }),
        hint: t('content.deleteHint'),
        close: t('content.close'),
        confirm: t('content.deleteConfirm'),
      }}
      call={remove}
      onDelete={(deleted) =>
        remove.mutate(
          { params: { path: { sectionId, key: item.key } } },
          {
            onSuccess: () => {
              deleted();
              onDeleted();
            },
          },
        )
      }
    />
  );
}

/** One section: its items in order, with add, edit, show / hide, move and delete. */
function SectionEditor({ sectionId }: { sectionId: ContentSectionId }) {
  const t = useText();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { queries } = useStaffSession();
  const section = queries.useQuery('get', '/content/sections/{sectionId}', {
    params: { path: { sectionId } },
  });
  const [outcome, setOutcome] = useState<string | null>(null);
  const reload = () =>
    queryClient.invalidateQueries({
      queryKey: ['get', '/content/sections/{sectionId}', { params: { path: { sectionId } } }],
    });
  const saved = (text: string) => {
    setOutcome(text);
    void reload();
  };
  const reorder = queries.useMutation('put', '/content/sections/{sectionId}/order', {
    onSuccess: () => saved(t('content.reordered')),
  });
  const toggle = queries.useMutation('put', '/content/sections/{sectionId}/items/{key}', {
    onSuccess: (answer) =>
      saved(t(answer.data.isActive ? 'content.shownNow' : 'content.hiddenNow', { key: answer.data.key })),
  });
  const data = section.data?.data;
  const items = data?.items ?? [];
  const busy = reorder.isPending || toggle.isPending;
  const move = (index: number, by: -1 | 1) => {
    const keys = items.map((item) => item.key);
    const [moved] = keys.splice(index, 1);
    keys.splice(index + by, 0, moved as string);
    reorder.mutate({ params: { path: { sectionId } }, body: { keys } });
  };

  if (section.isError) {
    return <QueryFailure query={section} />;
  }
  return (
    <Stack>
      <p>{t(`content.sectionHint.${sectionId}` as MessageId)}</p>
      <ChangeOutcome
        done={outcome}
        onDismiss={() => setOutcome(null)}
        failure={reorder.error ?? toggle.error}
      />
      {data && !data.singleItem && (
        <div>
          <ContentItemDialog
            sectionId={sectionId}
            template={items[0]?.payload}
            onSaved={(key) => saved(t('content.added', { key }))}
          />
        </div>
      )}
      <DataTable
        caption={t(`content.section.${sectionId}` as MessageId)}
        captionHidden
        loading={section.isPending}
        rows={items}
        rowKey={(item) => item.key}
        empty={<EmptyState title={t('content.empty')} />}
        columns={[
          ...(data?.singleItem
            ? []
            : [{ key: 'order', header: t('content.order'), cell: (item: ContentItem) => item.order }]),
          {
            key: 'title',
            header: t('content.item'),
            breakAnywhere: true,
            cell: (item) => (
              <Stack gap={2}>
                <strong>{itemTitle(item, intl.locale)}</strong>
                <span>{item.key}</span>
              </Stack>
            ),
          },
          {
            key: 'status',
            header: t('content.status'),
            cell: (item) => (
              <Badge tone={item.isActive ? 'success' : 'neutral'}>
                {t(item.isActive ? 'content.shown' : 'content.hidden')}
              </Badge>
            ),
          },
          {
            key: 'actions',
            header: t('content.actions'),
            cell: (item) => {
              const index = items.indexOf(item);
              return (
                <Stack direction="row" gap={2}>
                  <ContentItemDialog
                    sectionId={sectionId}
                    item={item}
                    onSaved={(key) => saved(t('content.savedItem', { key }))}
                  />
                  {!data?.singleItem && (
                    <>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy}
                        aria-label={`${t(item.isActive ? 'content.hide' : 'content.show')} ${item.key}`}
                        onClick={() =>
                          toggle.mutate({
                            params: { path: { sectionId, key: item.key } },
                            body: { isActive: !item.isActive, payload: item.payload },
                          })
                        }
                      >
                        {t(item.isActive ? 'content.hide' : 'content.show')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy || index === 0}
                        aria-label={`${t('content.moveUp')} ${item.key}`}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy || index === items.length - 1}
                        aria-label={`${t('content.moveDown')} ${item.key}`}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </Button>
                      <DeleteItem
                        sectionId={sectionId}
                        item={item}
                        onDeleted={() => saved(t('content.deleted', { key: item.key }))}
                      />
                    </>
                  )}
                </Stack>
              );
            },
          },
        ]}
      />
    </Stack>
  );
}

/** `/content` (content.edit): the storefront's banners, sections and about text, a tab each. */
export function ContentPage() {
  const t = useText();
  const [sectionId, setSectionId] = useState<ContentSectionId>('home-hero');
  return (
    <>
      <PageHeader title={t('content.title')} actions={<Link href="/content/legal">{t('nav.legal')}</Link>} />
      <Tabs
        label={t('content.sections')}
        value={sectionId}
        onValueChange={(value) => setSectionId(value as ContentSectionId)}
        items={CONTENT_SECTIONS.map((id) => ({
          value: id,
          label: t(`content.section.${id}` as MessageId),
          content: id === sectionId ? <SectionEditor sectionId={id} /> : null,
        }))}
      />
    </>
  );
}
