export type { CookieConsentProps } from './CookieConsent.tsx';
export { CookieConsent } from './CookieConsent.tsx';
