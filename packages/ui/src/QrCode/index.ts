export type { QrCodeProps } from './QrCode.tsx';
export { QrCode } from './QrCode.tsx';
