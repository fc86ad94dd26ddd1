import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  orderSuccess: { id: 'ui.statusBadge.orderSuccess', description: 'Order state "success"' },
  orderInProgress: { id: 'ui.statusBadge.orderInProgress', description: 'Order state "inprogress"' },
  orderPreparing: {
    id: 'ui.statusBadge.orderPreparing',
    description: 'Order state "inprogress" while the paid order is prepared, before it ships',
  },
  orderWait: { id: 'ui.statusBadge.orderWait', description: 'Order state "wait"' },
  orderCancelled: {
    id: 'ui.statusBadge.orderCancelled',
    description: 'Order state "cancelled": not paid in time',
  },
  orderUnknown: {
    id: 'ui.statusBadge.orderUnknown',
    description: 'Any other order state (the spec says ERROR)',
  },
  customerActive: { id: 'ui.statusBadge.customerActive', description: 'Customer status "active"' },
  customerInactive: { id: 'ui.statusBadge.customerInactive', description: 'Customer status "inactive"' },
  customerSuspended: { id: 'ui.statusBadge.customerSuspended', description: 'Customer status "suspended"' },
  customerUnknown: { id: 'ui.statusBadge.customerUnknown', description: 'Any other customer status' },
  emailVerified: { id: 'ui.statusBadge.emailVerified', description: 'The email address is verified' },
  emailNotVerified: {
    id: 'ui.statusBadge.emailNotVerified',
    description: 'The email address is not verified',
  },
} satisfies Record<string, { id: UiMessageId; description: string }>;
