export type { ToastMessage } from './Toast.tsx';
export { ToastProvider, useToast } from './Toast.tsx';
