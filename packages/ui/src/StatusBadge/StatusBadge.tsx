import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Badge, type BadgeTone } from '../Badge/index.ts';
import { messages } from './messages.ts';

export type StatusBadgeProps =
  /**
   * An order's `state`: success, inprogress, wait, cancelled; any other value shows "ERROR". With its
   * `fulfilment`, a paid order not yet shipped (inprogress, preparing) shows "paid, preparing".
   */
  | { kind: 'order'; status: string; fulfilment?: string | null }
  /** A customer's `status`: active, inactive, suspended. */
  | { kind: 'customer'; status: string }
  /** Whether the customer's email address is verified. */
  | { kind: 'emailVerified'; verified: boolean };

interface Look {
  tone: BadgeTone;
  label: MessageDescriptor;
}

const orderLooks = new Map<string, Look>([
  ['success', { tone: 'success', label: messages.orderSuccess }],
  ['inprogress', { tone: 'info', label: messages.orderInProgress }],
  ['wait', { tone: 'warning', label: messages.orderWait }],
  ['cancelled', { tone: 'neutral', label: messages.orderCancelled }],
]);
const unknownOrder: Look = { tone: 'error', label: messages.orderUnknown };
const preparingOrder: Look = { tone: 'info', label: messages.orderPreparing };

const customerLooks = new Map<string, Look>([
  ['active', { tone: 'success', label: messages.customerActive }],
  ['inactive', { tone: 'neutral', label: messages.customerInactive }],
  ['suspended', { tone: 'error', label: messages.customerSuspended }],
]);
const unknownCustomer: Look = { tone: 'neutral', label: messages.customerUnknown };

function lookOf(props: StatusBadgeProps): Look {
  switch (props.kind) {
    case 'order':
      if (props.status === 'inprogress' && props.fulfilment === 'preparing') return preparingOrder;
      return orderLooks.get(props.status) ?? unknownOrder;
    case 'customer':
      return customerLooks.get(props.status) ?? unknownCustomer;
    case 'emailVerified':
      return props.verified
        ? { tone: 'success', label: messages.emailVerified }
        : { tone: 'warning', label: messages.emailNotVerified };
  }
}

/** The label of an order state, a customer status or email verification, in the current language. */
export function StatusBadge(props: StatusBadgeProps) {
  const intl = useIntl();
  const { tone, label } = lookOf(props);
  return <Badge tone={tone}>{intl.formatMessage(label)}</Badge>;
}
