import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('cookieConsent', [
  'title',
  'description',
  'policy',
  'accept',
  'decline',
  'bannerLabel',
  'accepted',
  'manage',
  'reset',
]);
