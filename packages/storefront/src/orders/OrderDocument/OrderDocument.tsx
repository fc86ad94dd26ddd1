import { saveDownload } from '@probuild/api-client';
import { DownloadButton } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { api } from '../../api/client.ts';
import type { Order } from '../orderTypes.ts';

/** Whether an order has been paid, and so has its tax invoice or receipt. */
export const hasDocument = (order: Pick<Order, 'state'>) =>
  order.state === 'inprogress' || order.state === 'success';

/**
 * Downloads a paid order's tax invoice (when the shopper asked for one) or receipt as the shop
 * issued it: a PDF with the shopper's session, saved under the document's number.
 */
export function OrderDocument({ order }: { order: Pick<Order, 'orderNumber' | 'taxInvoiceAddress'> }) {
  const intl = useIntl();
  const kind = order.taxInvoiceAddress ? 'taxInvoice' : 'receipt';
  return (
    <DownloadButton
      label={intl.formatMessage({ id: `orders.document.${kind}` })}
      busyLabel={intl.formatMessage({ id: 'orders.document.loading' })}
      failedText={intl.formatMessage({ id: 'orders.document.failed' })}
      onDownload={async () => {
        const { data, response } = await api.GET('/orders/{orderNumber}/document', {
          params: { path: { orderNumber: order.orderNumber } },
          parseAs: 'blob',
        });
        if (!data) throw new Error('The answer had no file');
        saveDownload(data, response, `${order.orderNumber}.pdf`);
      }}
    />
  );
}
