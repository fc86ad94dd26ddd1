import { Button, ColourSwatch, PageHeader, Stack } from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ChangeOutcome } from '../../forms/ChangeOutcome.tsx';
import { useText } from '../../i18n/messages.ts';
import { QueryTable } from '../../queries/QueryTable.tsx';
import { useStaffSession } from '../../session/StaffSession.tsx';
import { BrandDialog } from './BrandDialog.tsx';

/** `/brands` (catalogue editors): every brand with its products; create, rename, delete unused. */
export function BrandsPage() {
  const t = useText();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { queries } = useStaffSession();
  const brands = queries.useQuery('get', '/brands');
  const [saved, setSaved] = useState<string | null>(null);
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['get', '/brands'] });
    // The product editor offers the brands from its options.
    void queryClient.invalidateQueries({ queryKey: ['get', '/product-options'] });
  };
  const remove = queries.useMutation('delete', '/brands/{brandKey}', {
    onSuccess: (_answer, variables) => {
      setSaved(t('brand.deleted', { key: variables.params.path.brandKey }));
      reload();
    },
  });
  const onSaved = (name: string) => {
    setSaved(t('brand.saved', { name }));
    reload();
  };

  return (
    <>
      <PageHeader title={t('brand.title')} actions={<BrandDialog onSaved={onSaved} />} />
      <Stack>
        <ChangeOutcome done={saved} onDismiss={() => setSaved(null)} failure={remove.error} />
        <QueryTable
          query={brands}
          caption={t('brand.title')}
          captionHidden
          rows={brands.data?.data ?? []}
          rowKey={(brand) => brand.key}
          emptyTitle={t('brand.empty')}
          columns={[
            {
              key: 'name',
              header: t('brand.name'),
              cell: (brand) => (
                <Stack gap={2}>
                  <strong>{brand.name}</strong>
                  <span>{brand.key}</span>
                </Stack>
              ),
            },
            {
              key: 'color',
              header: t('brand.color'),
              cell: (brand) => <ColourSwatch colour={brand.color} />,
            },
            {
              key: 'products',
              header: t('brand.products'),
              align: 'end',
              cell: (brand) => intl.formatNumber(brand.productCount),
            },
            {
              key: 'actions',
              header: t('brand.actions'),
              cell: (brand) => (
                <Stack direction="row" gap={2}>
                  <BrandDialog brand={brand} onSaved={onSaved} />
                  {brand.productCount === 0 && (
                    <Button
                      size="sm"
                      variant="danger"
                      busy={remove.isPending && remove.variables?.params.path.brandKey === brand.key}
                      aria-label={`${t('brand.delete')} ${brand.name}`}
                      onClick={() => {
                        if (!remove.isPending) remove.mutate({ params: { path: { brandKey: brand.key } } });
                      }}
                    >
                      {t('brand.delete')}
                    </Button>
                  )}
                </Stack>
              ),
            },
          ]}
        />
      </Stack>
    </>
  );
}
