import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  contact: { id: 'ui.footer.contact', description: 'Heading of the company column before its name is known' },
  loading: { id: 'ui.footer.loading', description: 'Shown while the company information loads' },
  error: {
    id: 'ui.footer.error',
    description: 'Shown when the company information failed and no message came',
  },
  address: { id: 'ui.footer.address', description: 'Label of the company address' },
  phone: { id: 'ui.footer.phone', description: 'Label of the company phone number' },
  email: { id: 'ui.footer.email', description: 'Label of the company email address' },
  social: { id: 'ui.footer.social', description: 'Accessible name of the list of social links' },
  map: { id: 'ui.footer.map', description: 'Title of the embedded map; {name} is the company' },
  copyright: { id: 'ui.footer.copyright', description: 'Copyright line; {year} and {name} of the company' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
