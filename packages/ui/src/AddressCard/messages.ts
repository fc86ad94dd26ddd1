import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  copy: { id: 'ui.addressCard.copy', description: 'Button that copies the address into a new one; {name}' },
  edit: { id: 'ui.addressCard.edit', description: 'Button that edits the address; {name}' },
  delete: { id: 'ui.addressCard.delete', description: 'Button that deletes the address; {name}' },
  badges: { id: 'ui.addressCard.badges', description: 'Accessible name of the list of badges' },
  default: { id: 'ui.addressCard.default', description: 'Badge of the default address' },
  shipping: { id: 'ui.addressCard.shipping', description: 'Badge: used for shipping' },
  taxInvoice: { id: 'ui.addressCard.taxInvoice', description: 'Badge: used on tax invoices' },
  phone: { id: 'ui.addressCard.phone', description: 'The phone line; {phone}' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
