import { Toast as RadixToast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/index.ts';
import { CloseGlyph, SuccessGlyph } from '../icons/controlGlyphs.tsx';
import { AlertGlyph } from '../icons/glyphs.tsx';
import { messages } from './messages.ts';
import styles from './Toast.module.css';

export interface ToastMessage {
  /** The message, already in the current language. */
  title: ReactNode;
  description?: ReactNode;
  /** error toasts are announced at once; success and info politely. */
  tone?: 'success' | 'error' | 'info';
  /** How long it stays, in ms (Radix's default: 5000); paused while hovered or focused. */
  duration?: number;
}

type ShowToast = (toast: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Shows short notices in a corner of the screen, on Radix Toast. Render it once around the app; call
 * `useToast().show(…)` anywhere below it. F8 moves focus to the notices; swipe or the close button dismisses.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<(ToastMessage & { key: number })[]>([]);
  const nextKey = useRef(0);

  const show = useCallback<ShowToast>((toast) => {
    nextKey.current += 1;
    const key = nextKey.current;
    setToasts((shown) => [...shown, { ...toast, key }]);
  }, []);
  const remove = (key: number) => setToasts((shown) => shown.filter((toast) => toast.key !== key));

  return (
    <RadixToast.Provider label={intl.formatMessage(messages.notice)} swipeDirection="right">
      <ToastContext.Provider value={show}>{children}</ToastContext.Provider>
      {toasts.map(({ key, title, description, tone = 'info', duration }) => {
        const Icon = tone === 'info' ? null : tone === 'success' ? SuccessGlyph : AlertGlyph;
        return (
          <RadixToast.Root
            key={key}
            duration={duration}
            type={tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => open || remove(key)}
            data-tone={tone}
            className={styles.toast}
          >
            {Icon && <Icon className={styles.icon} />}
            <div className={styles.text}>
              <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
              {description && <RadixToast.Description>{description}</RadixToast.Description>}
            </div>
            <RadixToast.Close asChild>
              <IconButton
                size="sm"
                label={intl.formatMessage(messages.dismiss)}
                icon={<CloseGlyph size={18} />}
              />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport
        label={intl.formatMessage(messages.region, { hotkey: 'F8' })}
        className={styles.viewport}
      />
    </RadixToast.Provider>
  );
}

/** `show(toast)` adds a notice; only inside a ToastProvider. */
export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast() needs a <ToastProvider> around it');
  return { show };
}
