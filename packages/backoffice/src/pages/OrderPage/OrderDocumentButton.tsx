import { saveDownload } from '@probuild/api-client';
import type { OrderDetail } from '@probuild/api-client/backoffice';
import { DownloadButton } from '@probuild/ui';
import { useText } from '../../i18n/messages.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';

/**
 * A paid order's tax invoice (when the customer asked for one) or receipt: the same PDF the
 * customer downloads. Nothing for an unpaid or cancelled order.
 */
export function OrderDocumentButton({
  order,
}: {
  order: Pick<OrderDetail, 'orderNumber' | 'state' | 'taxInvoiceAddress'>;
}) {
  const t = useText();
  const { client } = useStaffSession();
  if (order.state !== 'inprogress' && order.state !== 'success') return null;
  return (
    <DownloadButton
      label={t(order.taxInvoiceAddress ? 'order.document.taxInvoice' : 'order.document.receipt')}
      busyLabel={t('order.document.loading')}
      failedText={t('order.document.failed')}
      onDownload={async () => {
        const { data, response } = await client.GET('/orders/{orderNumber}/document', {
          params: { path: { orderNumber: order.orderNumber } },
          parseAs: 'blob',
        });
        if (!data) throw new Error('The answer had no file');
        saveDownload(data, response, `${order.orderNumber}.pdf`);
      }}
    />
  );
}
