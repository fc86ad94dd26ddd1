import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  title: { id: 'ui.cookieConsent.title', description: 'Heading of the cookie consent dialog' },
  description: { id: 'ui.cookieConsent.description', description: 'What the cookies are for, in the dialog' },
  policy: { id: 'ui.cookieConsent.policy', description: 'Link to the cookie policy page' },
  accept: { id: 'ui.cookieConsent.accept', description: 'Button that accepts cookies' },
  decline: { id: 'ui.cookieConsent.decline', description: 'Button that declines cookies' },
  bannerLabel: { id: 'ui.cookieConsent.bannerLabel', description: 'Accessible name of the banner' },
  accepted: { id: 'ui.cookieConsent.accepted', description: 'Banner text after cookies were accepted' },
  manage: { id: 'ui.cookieConsent.manage', description: 'Banner button that opens the choice again' },
  reset: { id: 'ui.cookieConsent.reset', description: 'Banner button that forgets the choice' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
