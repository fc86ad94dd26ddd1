import { saveDownload } from '@probuild/api-client';
import { AlertBox, Button } from '@probuild/ui';
import { useState } from 'react';
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
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const kind = order.taxInvoiceAddress ? 'taxInvoice' : 'receipt';

  const download = async () => {
    setState('loading');
    try {
      const { data, response } = await api.GET('/orders/{orderNumber}/document', {
        params: { path: { orderNumber: order.orderNumber } },
        parseAs: 'blob',
      });
      if (!data) throw new Error('The answer had no file');
      saveDownload(data, response, `${order.orderNumber}.pdf`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        busy={state === 'loading'}
        busyLabel={intl.formatMessage({ id: 'orders.document.loading' })}
        onClick={download}
      >
        {intl.formatMessage({ id: `orders.document.${kind}` })}
      </Button>
      {state === 'failed' && (
        <AlertBox tone="error" dismissible onDismiss={() => setState('idle')}>
          {intl.formatMessage({ id: 'orders.document.failed' })}
        </AlertBox>
      )}
    </>
  );
}
