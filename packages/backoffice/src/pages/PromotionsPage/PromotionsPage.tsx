import { Badge, Button, PageHeader, Stack } from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ChangeOutcome } from '../../forms/ChangeOutcome.tsx';
import { DeleteDialog } from '../../forms/DeleteDialog.tsx';
import { useText } from '../../i18n/messages.ts';
import { QueryTable } from '../../queries/QueryTable.tsx';
import { useStaffSession } from '../../session/StaffSession.tsx';
import { PromotionDialog } from './PromotionDialog.tsx';
import type { StaffPromotion } from './promotionForm.ts';

const titleIn = (promotion: StaffPromotion, locale: string) =>
  (locale === 'en' && promotion.title.en) || promotion.title.th;

/** Asks before a promotion goes: its strip entry and list page go at the next request. */
function DeletePromotion({ promotion, onDeleted }: { promotion: StaffPromotion; onDeleted: () => void }) {
  const t = useText();
  const { queries } = useStaffSession();
  const remove = queries.useMutation('delete', '/promotions/{promotionKey}');
  return (
    <DeleteDialog
      itemName={promotion.key}
      texts={{
        delete: t('promotion.delete'),
        title: t('promotion.deleteTitle', { key: promotion.key }),
        hint: t('promotion.deleteHint'),
        close: t('promotion.form.close'),
        confirm: t('promotion.deleteConfirm'),
      }}
      call={remove}
      onDelete={(deleted) =>
        remove.mutate(
          { params: { path: { promotionKey: promotion.key } } },
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

/** `/content/promotions` (content.edit): the promotion strip on every page and the promotion pages. */
export function PromotionsPage() {
  const t = useText();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { queries } = useStaffSession();
  const promotions = queries.useQuery('get', '/promotions');
  const [outcome, setOutcome] = useState<string | null>(null);
  const saved = (text: string) => {
    setOutcome(text);
    void queryClient.invalidateQueries({ queryKey: ['get', '/promotions'] });
  };
  const reorder = queries.useMutation('put', '/promotion-order', {
    onSuccess: () => saved(t('promotion.reordered')),
  });
  const rows = promotions.data?.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    if (reorder.isPending) return;
    const keys = rows.map((promotion) => promotion.key);
    const [moved] = keys.splice(index, 1);
    keys.splice(index + by, 0, moved as string);
    reorder.mutate({ body: { keys } });
  };

  return (
    <>
      <PageHeader
        title={t('promotion.title')}
        actions={
          <PromotionDialog
            onSaved={(promotion) => saved(t('promotion.created', { name: promotion.title.th }))}
          />
        }
      />
      <Stack>
        <p>{t('promotion.hint')}</p>
        <ChangeOutcome done={outcome} onDismiss={() => setOutcome(null)} failure={reorder.error} />
        <QueryTable
          query={promotions}
          caption={t('promotion.title')}
          captionHidden
          rows={rows}
          rowKey={(promotion) => promotion.key}
          emptyTitle={t('promotion.empty')}
          columns={[
            { key: 'order', header: t('promotion.order'), cell: (promotion) => promotion.order },
            {
              key: 'title',
              header: t('promotion.titleField'),
              breakAnywhere: true,
              cell: (promotion) => (
                <Stack gap={2}>
                  <strong>{titleIn(promotion, intl.locale)}</strong>
                  <span>
                    {promotion.key} · {t(`promotion.kind.${promotion.kind}`)} ·{' '}
                    {t('promotion.productCount', { count: promotion.skus.length })}
                  </span>
                </Stack>
              ),
            },
            {
              key: 'status',
              header: t('promotion.status'),
              cell: (promotion) => (
                <Badge tone={promotion.status === 'active' ? 'success' : 'neutral'}>
                  {t(`promotion.status.${promotion.status}`)}
                </Badge>
              ),
            },
            {
              key: 'actions',
              header: t('promotion.actions'),
              cell: (promotion) => {
                const index = rows.indexOf(promotion);
                return (
                  <Stack direction="row" gap={2}>
                    <PromotionDialog
                      promotion={promotion}
                      onSaved={(next) => saved(t('promotion.saved', { name: next.title.th }))}
                    />
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={reorder.isPending || index === 0}
                      aria-label={`${t('promotion.moveUp')} ${promotion.key}`}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={reorder.isPending || index === rows.length - 1}
                      aria-label={`${t('promotion.moveDown')} ${promotion.key}`}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </Button>
                    <DeletePromotion
                      promotion={promotion}
                      onDeleted={() => saved(t('promotion.deleted', { key: promotion.key }))}
                    />
                  </Stack>
                );
              },
            },
          ]}
        />
      </Stack>
    </>
  );
}
