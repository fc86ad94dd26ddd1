export type { DownloadButtonProps } from './DownloadButton.tsx';
export { DownloadButton } from './DownloadButton.tsx';
