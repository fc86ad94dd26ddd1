import { parseSku } from '@probuild/api-client';
import type { LowStockProduct } from '@probuild/api-client/backoffice';
import { Button, FormStack, PageHeader, Stack, TextField } from '@probuild/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { useText } from '../../i18n/messages.ts';
import { QueryTable } from '../../queries/QueryTable.tsx';
import { useStaffSession } from '../../session/StaffSession.tsx';

/** The level the list starts at: the server's own default. */
export const DEFAULT_THRESHOLD = 5;
const MOST_THRESHOLD = 100_000;
const LIST_SIZE = 200;

/** The threshold the address names (`/stock?threshold=10`), else the default. */
function thresholdOf(search: string): number {
  const value = new URLSearchParams(search).get('threshold') ?? '';
  return /^\d{1,6}$/.test(value) && Number(value) <= MOST_THRESHOLD ? Number(value) : DEFAULT_THRESHOLD;
}

/**
 * `/stock`: the products low on stock, fewest units first, at a threshold kept in the address; and
 * a SKU field that opens any product's stock.
 */
export function StockPage() {
  const t = useText();
  const intl = useIntl();
  const { queries } = useStaffSession();
  const search = useSearch();
  const [, navigate] = useLocation();
  const threshold = thresholdOf(search);
  const [draft, setDraft] = useState(String(threshold));
  useEffect(() => setDraft(String(thresholdOf(search))), [search]);
  const [sku, setSku] = useState('');
  const [skuMissing, setSkuMissing] = useState(false);

  const low = queries.useQuery('get', '/stock/low', { params: { query: { threshold, limit: LIST_SIZE } } });
  const list = low.data?.data;

  const applyThreshold = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/stock?threshold=${thresholdOf(`threshold=${draft.trim()}`)}`);
  };
  const openProduct = (event: FormEvent) => {
    event.preventDefault();
    const wanted = parseSku(sku);
    setSkuMissing(wanted === '');
    if (wanted) navigate(`/stock/${encodeURIComponent(wanted)}`);
  };

  return (
    <>
      <PageHeader
        title={t('stock.title')}
        description={t('stock.intro')}
        actions={<Link href="/catalogue/import">{t('stock.importExport')}</Link>}
      />
      <Stack gap={6}>
        <FormStack aria-label={t('stock.open')} onSubmit={openProduct}>
          <TextField
            label={t('stock.sku')}
            value={sku}
            maxLength={64}
            autoCapitalize="characters"
            error={skuMissing ? t('stock.skuRequired') : undefined}
            onChange={(event) => setSku(event.target.value)}
          />
          <Button type="submit">{t('stock.open')}</Button>
        </FormStack>
        <FormStack aria-label={t('stock.lowTitle')} onSubmit={applyThreshold}>
          <TextField
            label={t('stock.threshold')}
            hint={t('stock.thresholdHint', { standard: DEFAULT_THRESHOLD })}
            numeric
            inputMode="numeric"
            maxLength={6}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('stock.apply')}
          </Button>
        </FormStack>
        <QueryTable<LowStockProduct>
          query={low}
          caption={t('stock.lowTitle')}
          rows={list?.products ?? []}
          rowKey={(product) => product.sku}
          emptyTitle={t('stock.lowEmpty')}
          above={
            list ? (
              <p aria-live="polite">
                {t('stock.lowCount', {
                  total: list.total,
                  threshold: list.threshold,
                  shown: list.products.length,
                })}
              </p>
            ) : null
          }
          columns={[
            {
              key: 'sku',
              header: t('stock.sku'),
              breakAnywhere: true,
              cell: (product) => (
                <Link href={`/stock/${encodeURIComponent(product.sku)}`}>{product.sku}</Link>
              ),
            },
            {
              key: 'name',
              header: t('stock.name'),
              cell: (product) => (intl.locale === 'en' ? product.name.en : product.name.th),
            },
            { key: 'stock', header: t('stock.units'), align: 'end', cell: (product) => product.stock },
          ]}
        />
      </Stack>
    </>
  );
}
