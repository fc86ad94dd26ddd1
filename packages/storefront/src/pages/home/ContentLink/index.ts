export { ContentLink, type ContentLinkProps } from './ContentLink.tsx';
