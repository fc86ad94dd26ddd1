import { Badge, Button, PageHeader, Stack } from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ChangeOutcome } from '../../forms/ChangeOutcome.tsx';
import { useText } from '../../i18n/messages.ts';
import { QueryTable } from '../../queries/QueryTable.tsx';
import { useStaffSession } from '../../session/StaffSession.tsx';
import { DiscountCodeDialog } from './DiscountCodeDialog.tsx';
import { type DiscountCode, termsOfCode } from './discountForm.ts';

/** `/discounts` (owners, managers): every code with its terms and uses; create, edit, deactivate. */
export function DiscountCodesPage() {
  const t = useText();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { queries } = useStaffSession();
  const codes = queries.useQuery('get', '/discount-codes');
  const [saved, setSaved] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['get', '/discount-codes'] });
  const toggle = queries.useMutation('put', '/discount-codes/{code}', {
    onSuccess: (answer) => {
      setSaved(
        t(answer.data.active ? 'discount.reactivated' : 'discount.deactivated', { code: answer.data.code }),
      );
      void reload();
    },
  });
  const onSaved = (code: string) => {
    setSaved(t('discount.saved', { code }));
    void reload();
  };

  const baht = (value: number) =>
    intl.formatNumber(value, { style: 'currency', currency: 'THB', maximumFractionDigits: 0 });
  const day = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium' }) : null);
  const period = (code: DiscountCode) => {
    const from = day(code.startsAt);
    const until = day(code.expiresAt);
    if (!from && !until) return t('discount.always');
    if (!until) return t('discount.from', { from: from ?? '' });
    if (!from) return t('discount.until', { until });
    return `${from} – ${until}`;
  };
  const limitText = (value: number | null) =>
    value === null ? t('discount.noLimit') : intl.formatNumber(value);

  return (
    <>
      <PageHeader title={t('discount.title')} actions={<DiscountCodeDialog onSaved={onSaved} />} />
      <Stack>
        <ChangeOutcome done={saved} onDismiss={() => setSaved(null)} failure={toggle.error} />
        <QueryTable
          query={codes}
          caption={t('discount.title')}
          captionHidden
          rows={codes.data?.data ?? []}
          rowKey={(code) => code.code}
          emptyTitle={t('discount.empty')}
          columns={[
            {
              key: 'code',
              header: t('discount.code'),
              cell: (code) => (
                <Stack gap={2}>
                  <strong>{code.code}</strong>
                  <span>{intl.locale === 'en' ? code.name.en : code.name.th}</span>
                </Stack>
              ),
            },
            {
              key: 'value',
              header: t('discount.value'),
              cell: (code) =>
                code.kind === 'percent' ? t('discount.percentOff', { value: code.value }) : baht(code.value),
            },
            { key: 'period', header: t('discount.period'), cell: period },
            {
              key: 'minSpend',
              header: t('discount.minSpend'),
              cell: (code) => (code.minSpend === 0 ? t('discount.noMinimum') : baht(code.minSpend)),
            },
            {
              key: 'limits',
              header: t('discount.limits'),
              cell: (code) =>
                t('discount.limitsText', {
                  total: limitText(code.totalUses),
                  perCustomer: limitText(code.usesPerCustomer),
                }),
            },
            {
              key: 'uses',
              header: t('discount.uses'),
              align: 'end',
              cell: (code) => (
                <Link
                  href={`/discounts/${encodeURIComponent(code.code)}`}
                  aria-label={t('discount.usesOf', { code: code.code, count: code.uses })}
                >
                  {intl.formatNumber(code.uses)}
                </Link>
              ),
            },
            {
              key: 'status',
              header: t('discount.status'),
              cell: (code) => (
                <Badge tone={code.active ? 'success' : 'neutral'}>
                  {t(code.active ? 'discount.active' : 'discount.inactive')}
                </Badge>
              ),
            },
            {
              key: 'actions',
              header: t('discount.actions'),
              cell: (code) => (
                <Stack direction="row" gap={2}>
                  <DiscountCodeDialog code={code} onSaved={onSaved} />
                  <Button
                    size="sm"
                    variant={code.active ? 'danger' : 'secondary'}
                    busy={toggle.isPending && toggle.variables?.params.path.code === code.code}
                    aria-label={`${t(code.active ? 'discount.deactivate' : 'discount.reactivate')} ${code.code}`}
                    onClick={() =>
                      toggle.mutate({
                        params: { path: { code: code.code } },
                        body: { ...termsOfCode(code), active: !code.active },
                      })
                    }
                  >
                    {t(code.active ? 'discount.deactivate' : 'discount.reactivate')}
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
