import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  legend: { id: 'ui.cardFields.legend', description: 'Names the group of card fields' },
  name: { id: 'ui.cardFields.name', description: 'Label of the cardholder name field' },
  number: { id: 'ui.cardFields.number', description: 'Label of the card number field' },
  expiry: { id: 'ui.cardFields.expiry', description: 'Label of the expiry field (MM/YY)' },
  securityCode: { id: 'ui.cardFields.securityCode', description: 'Label of the CVC/CVV field' },
  securityCodeHint: { id: 'ui.cardFields.securityCodeHint', description: 'Where the security code is' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
