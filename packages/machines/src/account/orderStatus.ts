import { type Message, message } from '../messages.ts';

/**
 * Order state labels: success 'delivered', inprogress 'being delivered', wait 'awaiting payment',
 * cancelled (not paid in time) 'cancelled', else 'ERROR'.
 */
export function orderStatusMessage(state: string): Message {
  switch (state) {
    case 'success':
      return message('orders.status.success');
    case 'inprogress':
      return message('orders.status.inprogress');
    case 'wait':
      return message('orders.status.wait');
    case 'cancelled':
      return message('orders.status.cancelled');
    default:
      return message('orders.status.unknown');
  }
}
