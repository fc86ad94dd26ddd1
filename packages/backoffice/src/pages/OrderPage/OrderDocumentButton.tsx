import { saveDownload } from '@probuild/api-client';
import type { OrderDetail } from '@probuild/api-client/backoffice';
import { AlertBox, Button } from '@probuild/ui';
import { useState } from 'react';
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
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  if (order.state !== 'inprogress' && order.state !== 'success') return null;

  const download = async () => {
    setState('loading');
    try {
      const { data, response } = await client.GET('/orders/{orderNumber}/document', {
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
        busyLabel={t('order.document.loading')}
        onClick={download}
      >
        {t(order.taxInvoiceAddress ? 'order.document.taxInvoice' : 'order.document.receipt')}
      </Button>
      {state === 'failed' && (
        <AlertBox tone="error" dismissible onDismiss={() => setState('idle')}>
          {t('order.document.failed')}
        </AlertBox>
      )}
    </>
  );
}
