export { ContentButton, type ContentButtonProps } from './ContentButton.tsx';
