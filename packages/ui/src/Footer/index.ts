export type { FooterCompany, FooterLinkGroup, FooterProps, FooterSocialLink } from './Footer.tsx';
export { Footer } from './Footer.tsx';
export { SocialIcon } from './socialIcons.tsx';
